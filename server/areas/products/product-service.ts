import { normaliseProduct } from '../../../domain/product-rules';
import type { ProductFields } from '../../../domain/schemas/product';
import type { Db } from '../../db/connect';
import type { AuditEntry } from '../../http/audit';
import type { CurrentAdmin } from '../../http/auth';
import { assertNotBlocked } from '../../http/blocking';
import { assertFresh } from '../../http/concurrency';
import { AppError, fieldError } from '../../http/errors';
import {
  deleteProduct,
  eanTaken,
  findProduct,
  insertProduct,
  isPublisher,
  lockProduct,
  productBlockers,
  productById,
  updateProduct,
} from './repository';

const NOT_FOUND = 'Opgevraagde product bestaat niet.';

/**
 * The publisher a product may belong to: a publisher-bound administrator's products are always
 * their publisher's (decision 051); others choose any organisation of type Uitgever.
 */
async function checkedPublisher(tx: Db, admin: CurrentAdmin, fields: ProductFields): Promise<ProductFields> {
  if (admin.uitgeverId !== null) {
    return { ...fields, organisation: { id: admin.uitgeverId } };
  }
  if (!(await isPublisher(tx, fields.organisation!.id))) {
    throw fieldError('organisation', 'Kies een organisatie van het type Uitgever.');
  }
  return fields;
}

/** POST /products: a new product; the EAN must be free. */
export async function createProduct(tx: Db, entry: AuditEntry, admin: CurrentAdmin, body: ProductFields) {
  const fields = await checkedPublisher(tx, admin, body);
  const normalised = normaliseProduct(fields);
  if (await eanTaken(tx, normalised.ean, null))
    throw fieldError('ean', 'Er bestaat al een product met deze EAN.');
  const id = await insertProduct(tx, normalised);
  entry.id(id);
  const created = await findProduct(tx, productById(id), null);
  entry.created(created);
  return created!;
}

/** PUT /products/{id}: replaces the product; 404 for another publisher's, 412 when stale. */
export async function changeProduct(
  tx: Db,
  entry: AuditEntry,
  admin: CurrentAdmin,
  id: number,
  body: ProductFields,
) {
  const stored = await lockProduct(tx, id, admin.uitgeverId);
  if (!stored) throw new AppError('notFound', NOT_FOUND);
  assertFresh(stored, body.updatedAt);
  const before = await findProduct(tx, productById(id), null);
  const fields = await checkedPublisher(tx, admin, body);
  const normalised = normaliseProduct(fields);
  if (await eanTaken(tx, normalised.ean, id))
    throw fieldError('ean', 'Er bestaat al een product met deze EAN.');
  await updateProduct(tx, stored, normalised);
  const after = await findProduct(tx, productById(id), null);
  entry.changed(before, after);
  return after!;
}

/** DELETE /products/{id}: 409 with the licences, orders and contracts that still point at it. */
export async function removeProduct(tx: Db, entry: AuditEntry, admin: CurrentAdmin, id: number) {
  const stored = await lockProduct(tx, id, admin.uitgeverId);
  if (!stored) throw new AppError('notFound', NOT_FOUND);
  assertNotBlocked(await productBlockers(tx, id, admin.uitgeverId));
  const before = await findProduct(tx, productById(id), null);
  await deleteProduct(tx, id);
  entry.removed(before);
}
