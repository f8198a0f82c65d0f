import { and, count, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { keepStoredDay } from '../../../domain/dates';
import type { NormalisedProduct } from '../../../domain/product-rules';
import type { ProductListFilter, ProductSortField } from '../../../domain/schemas/product';
import type { Db } from '../../db/connect';
import { containsLower } from '../../db/like';
import { type Page, readPage, sortOrder } from '../../db/list-page';
import type { Run } from '../../db/named-statements';
import { itemsOf, type RowsWithParts, uniqueLookup } from '../../db/rows-with-parts';
import { contractSpecifications, schoolContracts } from '../../db/schema/contracts';
import { eckLicenses } from '../../db/schema/eck';
import { orderDetails } from '../../db/schema/orders';
import { organisations } from '../../db/schema/organisations';
import { poLicenses } from '../../db/schema/po-licenses';
import { licenseModels, prices, products } from '../../db/schema/products';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { productPublisherScope } from '../../db/scopes';
import { isSameValue, saveChanges } from '../../http/concurrency';
import { anyOf } from '../../http/id-list';
import type { Sort } from '../../http/list';
import { productJson } from './product-json';

export const productSortColumns = {
  title: sql`lower(${products.title})`,
  ean: products.ean,
  updatedAt: products.updatedAt,
  createdAt: products.createdAt,
  id: products.id,
  introductionDate: products.introductionDate,
  endOfLifeDate: products.endOfLifeDate,
} as const satisfies Record<ProductSortField, unknown>;

/**
 * The WHERE clause of the products list (spec 001 §7). `publisherId` is the administrator's
 * publisher: a publisher-bound administrator only ever sees their own products.
 */
export function productConditions(filter: ProductListFilter, publisherId: number | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [productPublisherScope(publisherId)];
  if (filter.isSubject !== undefined) conditions.push(eq(products.isSubject, filter.isSubject));
  if (filter.subject) conditions.push(sql`${products.subjects} @> array[${filter.subject}]::text[]`);
  if (filter.q) {
    const pattern = containsLower(filter.q);
    conditions.push(sql`(lower(${products.title}) like ${pattern} or ${products.ean} like ${pattern})`);
  }
  if (filter.organisation !== undefined) conditions.push(eq(products.organisationId, filter.organisation));
  if (filter.onlyActive) conditions.push(sql`${products.endOfLifeDate} > now()`);
  if (filter.ean) conditions.push(eq(products.ean, filter.ean));
  if (filter.eans?.length) conditions.push(anyOf(products.ean, filter.eans, 'text'));
  return and(...conditions);
}

type ProductWithPublisher = { product: typeof products.$inferSelect; name: string };

/** The licence models and prices of the products `ids` names: a list of ids, or a query of them. */
function modelsAndPrices(db: Db, ids: number[] | SQLWrapper, run: Run) {
  return Promise.all([
    run(db.select().from(licenseModels).where(inArray(licenseModels.productId, ids))),
    run(db.select().from(prices).where(inArray(prices.productId, ids))),
  ]);
}

/** Products in the API shape, from their rows and what modelsAndPrices read. */
function productsJsonOf(
  rows: ProductWithPublisher[],
  [models, priceRows]: Awaited<ReturnType<typeof modelsAndPrices>>,
) {
  const now = new Date();
  return rows.map(({ product, name }) =>
    productJson(
      product,
      { id: product.organisationId, name },
      models.find((model) => model.productId === product.id) ?? null,
      priceRows.filter((price) => price.productId === product.id),
      now,
    ),
  );
}

/** Products with their publisher, licence model and prices (decision 558). */
const productParts: RowsWithParts<
  ProductWithPublisher,
  Awaited<ReturnType<typeof modelsAndPrices>>,
  ReturnType<typeof productJson>
> = { parts: modelsAndPrices, shape: productsJsonOf };

/** Products with their publisher, licence model and prices, in the API shape. */
export function productsJson(db: Db, rows: ProductWithPublisher[]) {
  return itemsOf(db, rows, (row) => row.product.id, productParts);
}

/** Of `eans`, those in the administrator's scope (the many-EANs filter's found part). */
export async function presentProductEans(db: Db, eans: string[], publisherId: number | null) {
  const rows = await db
    .select({ ean: products.ean })
    .from(products)
    .where(productConditions({ eans }, publisherId));
  return rows.map((row) => row.ean);
}

/** Products with their publisher's name. */
const selectProducts = (db: Db) =>
  db
    .select({ product: products, name: organisations.name })
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.organisationId));

/** The palette's EAN lookup: the product of an EAN in the administrator's scope. */
const productByEan = uniqueLookup(
  'product_by_ean',
  { table: products, key: products.ean, id: products.id, scope: productPublisherScope, rows: selectProducts },
  productParts,
);

export async function listProducts(
  db: Db,
  filter: ProductListFilter,
  publisherId: number | null,
  sort: Sort<ProductSortField>,
  page: Page,
) {
  const { ean, ...otherFilters } = filter;
  if (ean && page.offset === 0 && Object.values(otherFilters).every((value) => value === undefined)) {
    // The palette's EAN lookup (decision 558): an EAN is unique, so a first page holds the one
    // product: it, its licence model and prices in one round trip.
    const { rows, total } = await productByEan(db, ean, publisherId);
    return { items: rows, total };
  }
  const where = productConditions(filter, publisherId);
  const { rows, total } = await readPage(
    selectProducts(db).where(where).$dynamic(),
    sortOrder(sort, productSortColumns, products.id),
    page,
    db.select({ total: count() }).from(products).where(where),
  );
  return { items: await productsJson(db, rows), total };
}

/** One product in the API shape, or null when absent or another publisher's. */
export async function findProduct(db: Db, where: SQL, publisherId: number | null) {
  const rows = await db
    .select({ product: products, name: organisations.name })
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.organisationId))
    .where(and(where, productPublisherScope(publisherId)))
    .limit(1);
  const [item] = await productsJson(db, rows);
  return item ?? null;
}

export const productById = (id: number) => eq(products.id, id);

/** The product's own columns of a normalised product. */
function productColumns(p: NormalisedProduct) {
  const { prices: _prices, licenseModel: _model, ...columns } = p;
  return columns;
}

/** Inserts a product with its prices and licence model; returns the new id. */
export async function insertProduct(tx: Db, p: NormalisedProduct, now = new Date()): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ ...productColumns(p), createdAt: now, updatedAt: now })
    .returning({ id: products.id });
  await writeChildren(tx, row!.id, p, now);
  return row!.id;
}

type ProductRow = typeof products.$inferSelect;

/**
 * Saves a product over its stored row, prices and licence model, writing only what differs and
 * nothing when nothing does (`saveChanges`); a date on the stored date's day keeps the stored
 * instant (`keepStoredDay`). Answers whether anything was written.
 */
export async function updateProduct(
  tx: Db,
  stored: ProductRow,
  p: NormalisedProduct,
  now = new Date(),
): Promise<boolean> {
  const isPricesChanged = await savePrices(tx, stored.id, p.prices);
  const isModelChanged = await saveLicenseModel(tx, stored.id, p.licenseModel, now);
  const columns = {
    ...productColumns(p),
    introductionDate: keepStoredDay(stored.introductionDate, p.introductionDate)!,
    endOfLifeDate: keepStoredDay(stored.endOfLifeDate, p.endOfLifeDate)!,
  };
  const saved = await saveChanges(tx, products, stored, columns, {
    isOtherChanged: isPricesChanged || isModelChanged,
    now,
  });
  return saved !== stored;
}

/** Prices as comparable keys, in no particular order (a product's prices are a set). */
const priceKeys = (list: { amount: number; vat: number | string }[]) =>
  list.map((price) => `${price.amount}:${Number(price.vat).toFixed(2)}`).sort();

/** Replaces the prices when they differ from the stored ones (as a set); answers whether it did. */
async function savePrices(tx: Db, productId: number, next: NormalisedProduct['prices']) {
  const current = await tx.select().from(prices).where(eq(prices.productId, productId));
  if (isSameValue(priceKeys(current), priceKeys(next))) return false;
  await tx.delete(prices).where(eq(prices.productId, productId));
  await insertPrices(tx, productId, next);
  return true;
}

/** Creates, changes or removes the licence model where it differs; answers whether it did. */
async function saveLicenseModel(
  tx: Db,
  productId: number,
  next: NormalisedProduct['licenseModel'],
  now: Date,
) {
  const [current] = await tx.select().from(licenseModels).where(eq(licenseModels.productId, productId));
  if (!next) {
    if (current) await tx.delete(licenseModels).where(eq(licenseModels.id, current.id));
    return current !== undefined;
  }
  if (!current) {
    await tx.insert(licenseModels).values({ ...next, productId, createdAt: now, updatedAt: now });
    return true;
  }
  const saved = await saveChanges(
    tx,
    licenseModels,
    current,
    {
      ...next,
      endDate: keepStoredDay(current.endDate, next.endDate),
      activatableFrom: keepStoredDay(current.activatableFrom, next.activatableFrom),
      activatableUntil: keepStoredDay(current.activatableUntil, next.activatableUntil),
    },
    { now },
  );
  return saved !== current;
}

async function insertPrices(tx: Db, productId: number, list: NormalisedProduct['prices']) {
  if (list.length === 0) return;
  await tx
    .insert(prices)
    .values(list.map((price) => ({ productId, amount: price.amount, vat: price.vat.toFixed(2) })));
}

async function writeChildren(tx: Db, id: number, p: NormalisedProduct, now: Date) {
  await insertPrices(tx, id, p.prices);
  if (!p.licenseModel) return;
  await tx.insert(licenseModels).values({ ...p.licenseModel, productId: id, createdAt: now, updatedAt: now });
}

/** Whether an EAN is taken by a product other than `exceptId`. */
export async function eanTaken(tx: Db, ean: string, exceptId: number | null) {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.ean, ean)).limit(1);
  return rows.some((row) => row.id !== exceptId);
}

/** Whether an organisation exists and is a publisher (Uitgever). */
export async function isPublisher(tx: Db, id: number) {
  const rows = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, id), sql`'Uitgever' = any(${organisations.type})`));
  return rows.length > 0;
}

const BLOCKER_SAMPLE = 25;

/**
 * What stands in the way of deleting a product: licences, orders and contracts that point at it
 * (service windows, prices and the licence model go with it). A sample per kind plus a summary row.
 * A publisher-bound viewer sees named only what they may read: a specification of another
 * publisher's contract into their product is counted in the summary, never named (decision 102).
 */
export async function productBlockers(tx: Db, id: number, viewerUitgeverId: number | null) {
  const kinds = [
    {
      type: 'TLinkLicense',
      table: tlinkLicenses,
      column: tlinkLicenses.productId,
      label: tlinkLicenses.licenseCode,
    },
    { type: 'EckLicense', table: eckLicenses, column: eckLicenses.productId, label: eckLicenses.referenceId },
    { type: 'PoLicense', table: poLicenses, column: poLicenses.productId, label: poLicenses.referenceId },
    {
      type: 'OrderDetail',
      table: orderDetails,
      column: orderDetails.productId,
      label: orderDetails.referenceId,
    },
    {
      type: 'ContractSpecification',
      table: contractSpecifications,
      column: contractSpecifications.productId,
      label: contractSpecifications.referenceId,
      visible:
        viewerUitgeverId === null
          ? undefined
          : sql`exists (select 1 from ${schoolContracts} join ${products} on ${products.id} = ${schoolContracts.subjectId}
              where ${schoolContracts.id} = ${contractSpecifications.schoolContractId}
              and ${products.organisationId} = ${viewerUitgeverId})`,
    },
    {
      type: 'SchoolContract',
      table: schoolContracts,
      column: schoolContracts.subjectId,
      label: schoolContracts.contractReferenceId,
    },
  ] as const;
  const groups = await Promise.all(
    kinds.map(async (kind) => {
      const [rows, [total]] = await Promise.all([
        tx
          .select({ id: sql<number>`id`, label: sql<string>`${kind.label}` })
          .from(kind.table)
          .where(and(eq(kind.column, id), 'visible' in kind ? kind.visible : undefined))
          .limit(BLOCKER_SAMPLE),
        tx.select({ n: count() }).from(kind.table).where(eq(kind.column, id)),
      ]);
      const blockers = rows.map((row) => ({
        toString: String(row.label ?? row.id),
        entityType: kind.type,
        id: row.id,
      }));
      const n = total?.n ?? 0;
      if (n > rows.length)
        blockers.push({ toString: `en nog ${n - rows.length} andere`, entityType: kind.type, id: 0 });
      return blockers;
    }),
  );
  return groups.flat();
}

export async function deleteProduct(tx: Db, id: number) {
  await tx.delete(products).where(eq(products.id, id));
}

/** Raw product row, locked for update. */
export async function lockProduct(tx: Db, id: number, publisherId: number | null) {
  const rows = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), productPublisherScope(publisherId)))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}
