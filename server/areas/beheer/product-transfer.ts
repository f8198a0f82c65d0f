import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { normaliseProduct } from '../../../domain/product-rules';
import { type Product, ProductFieldsSchema } from '../../../domain/schemas/product';
import type { ProductTransferBodySchema } from '../../../domain/schemas/product-transfer';
import { productIssues } from '../../../domain/schemas/product-validation';
import type { Db } from '../../db/connect';
import { organisations } from '../../db/schema/organisations';
import { products } from '../../db/schema/products';
import type { AuditEntry } from '../../http/audit';
import { AppError } from '../../http/errors';
// biome-ignore lint/style/noRestrictedImports: a transfer writes products as the products area does; recorded in decision 260
import { insertProduct, productsJson, updateProduct } from '../products/repository';

/** The file GET products/export writes and POST products/import reads (decision 053). */
export const PRODUCT_TRANSFER_FORMAT = 'leskluis-producten';

export type ProductTransferFile = { format: string; version: 1; exportedAt: string; products: Product[] };

const PAGE = 500;

/** Every product in the API shape, by id, read in pages. */
export async function exportProducts(db: Db): Promise<ProductTransferFile> {
  const all: Product[] = [];
  for (let lastId = 0; ; ) {
    const rows = await db
      .select({ product: products, name: organisations.name })
      .from(products)
      .innerJoin(organisations, eq(organisations.id, products.organisationId))
      .where(sql`${products.id} > ${lastId}`)
      .orderBy(asc(products.id))
      .limit(PAGE);
    if (rows.length === 0) break;
    all.push(...(await productsJson(db, rows)));
    lastId = rows[rows.length - 1]!.product.id;
  }
  return { format: PRODUCT_TRANSFER_FORMAT, version: 1, exportedAt: new Date().toISOString(), products: all };
}

export type TransferLog = { log: string[]; added: string[]; updated: string[] };

/**
 * Imports an export file: every product is checked with the form's rules, its publisher found by
 * id (when the name matches) or by name; then all are added or updated by EAN in one transaction.
 * Any problem refuses the whole file with the log as the 400's errors.
 */
export async function importProductFile(
  tx: Db,
  entry: AuditEntry,
  body: v.InferOutput<typeof ProductTransferBodySchema>,
): Promise<TransferLog> {
  const items = Array.isArray(body) ? body : body.products;
  if (items.length === 0) throw new AppError('validation', 'De producten lijst is leeg');
  const errors: { path: string; message: string }[] = [];
  const publishers = await tx
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(sql`'Uitgever' = any(${organisations.type})`);
  const prepared: { ean: string; fields: v.InferOutput<typeof ProductFieldsSchema> }[] = [];
  items.forEach((item, index) => {
    const parsed = v.safeParse(ProductFieldsSchema, item);
    const label = `product ${index + 1}`;
    if (!parsed.success) {
      for (const issue of parsed.issues)
        errors.push({ path: `${label}.${v.getDotPath(issue) ?? ''}`, message: issue.message });
      return;
    }
    const wanted = parsed.output.organisation;
    const publisher =
      publishers.find((p) => p.id === wanted?.id && (!wanted?.name || p.name === wanted.name)) ??
      publishers.find((p) => p.name === wanted?.name);
    const fields = { ...parsed.output, organisation: publisher ? { id: publisher.id } : null };
    const name = `${label} (${parsed.output.ean ?? '?'})`;
    if (!publisher)
      errors.push({ path: `${name}.organisation`, message: `Onbekende uitgever '${wanted?.name ?? ''}'` });
    for (const issue of productIssues(fields)) {
      if (issue.path !== 'organisation')
        errors.push({ path: `${name}.${issue.path}`, message: issue.message });
    }
    if (prepared.some((p) => p.ean === fields.ean)) {
      errors.push({ path: `${name}.ean`, message: 'Deze EAN komt meerdere keren voor in het bestand.' });
    }
    prepared.push({ ean: fields.ean ?? '', fields });
  });
  if (errors.length > 0) {
    throw new AppError(
      'validation',
      `Het bestand bevat ${errors.length} fout(en); er is niets geïmporteerd.`,
      { errors },
    );
  }
  const stored = await tx
    .select()
    .from(products)
    .where(
      and(
        inArray(
          products.ean,
          prepared.map((p) => p.ean),
        ),
      ),
    );
  const log: string[] = [];
  const added: string[] = [];
  const updated: string[] = [];
  for (const item of prepared) {
    const existing = stored.find((row) => row.ean === item.ean);
    const normalised = normaliseProduct(item.fields);
    if (existing) {
      await updateProduct(tx, existing, normalised);
      updated.push(item.ean);
      log.push(`${item.ean}: bijgewerkt (${normalised.title})`);
    } else {
      await insertProduct(tx, normalised);
      added.push(item.ean);
      log.push(`${item.ean}: toegevoegd (${normalised.title})`);
    }
  }
  entry.created({ added, updated });
  return { log, added, updated };
}
