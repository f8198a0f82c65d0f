import { eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import * as v from 'valibot';
import { checkCsv, csvErrorText } from '../../../domain/csv-import';
import { importMessages } from '../../../domain/messages';
import { normaliseProduct, productFields } from '../../../domain/product-rules';
import { ProductFieldsSchema } from '../../../domain/schemas/product';
import {
  applyImportRow,
  columnOfField,
  importColumns,
  type ProductImportFailure,
  type ProductImportResult,
} from '../../../domain/schemas/product-import';
import { productIssues } from '../../../domain/schemas/product-validation';
import type { Db } from '../../db/connect';
import { organisations } from '../../db/schema/organisations';
import { products } from '../../db/schema/products';
import type { AuditEntry } from '../../http/audit';
import type { CurrentAdmin } from '../../http/auth';
import { AppError } from '../../http/errors';
// biome-ignore lint/style/noRestrictedImports: an import writes products as the products area does; recorded in decision 260
import { insertProduct, isPublisher, productsJson, updateProduct } from '../products/repository';

export type ImportRequest = {
  delimiter: string;
  text: string;
  publisher?: number | undefined;
  onlyValid: boolean;
};

const csvError = (reason: string) => new AppError('validation', csvErrorText(reason));

/**
 * POST products/actions/import: checks every row with the product form's rules and, only when all
 * rows pass (or the caller asked for `onlyValid`), adds new EANs and updates existing ones, all in
 * the caller's transaction. Nothing is ever half-imported (decision 052).
 */
export async function importProducts(
  tx: Db,
  entry: AuditEntry,
  admin: CurrentAdmin,
  request: ImportRequest,
): Promise<ProductImportResult> {
  const checked = checkCsv(request.text, {
    delimiter: request.delimiter,
    hasHeader: true,
    emptyMessage: importMessages.emptyProductList,
  });
  if (!checked.ok) throw csvError(checked.error);
  const { columns, unknown } = importColumns(checked.header ?? []);
  if (unknown.length > 0) throw csvError(`Onbekende kolom(men): ${unknown.join(', ')}.`);
  const eanIndex = columns.indexOf('ean');
  if (eanIndex === -1) throw csvError('De kolom ean ontbreekt.');

  const publisherId = await importPublisher(tx, admin, request.publisher);
  const eans = [...new Set(checked.rows.map((cells) => (cells[eanIndex] ?? '').trim()).filter(Boolean))];
  const existing = new Map(
    (
      await productsJson(
        tx,
        eans.length === 0
          ? []
          : await tx
              .select({ product: products, name: organisations.name })
              .from(products)
              .innerJoin(organisations, eq(organisations.id, products.organisationId))
              .where(inArray(products.ean, eans)),
      )
    ).map((product) => [product.ean, product]),
  );

  const failed: ProductImportFailure[] = [];
  const valid: {
    ean: string;
    fields: v.InferOutput<typeof ProductFieldsSchema>;
    id: number | null;
  }[] = [];
  const seen = new Set<string>();
  checked.rows.forEach((cells, index) => {
    const row = index + 1;
    const ean = (cells[eanIndex] ?? '').trim();
    const cellOf = (column: string | null) => (column ? (cells[columns.indexOf(column)] ?? '') : '');
    const errors: ProductImportFailure['errors'] = [];
    const fail = (fieldName: string, huidigeWaarde: string, error: string) =>
      errors.push({ fieldName, error: { huidigeWaarde, error } });

    if (cells.length !== columns.length) {
      fail(
        'rij',
        String(cells.length),
        `De rij heeft ${cells.length} kolommen in plaats van ${columns.length}.`,
      );
    }
    if (ean && seen.has(ean)) fail('ean', ean, 'Deze EAN komt meerdere keren voor in het bestand.');
    seen.add(ean);
    const stored = existing.get(ean) ?? null;
    if (stored && admin.uitgeverId !== null && stored.organisation.id !== admin.uitgeverId) {
      fail('ean', ean, 'Deze EAN is al in gebruik.');
    } else if (stored && publisherId !== null && stored.organisation.id !== publisherId) {
      fail('ean', ean, `Deze EAN hoort bij een andere uitgever (${stored.organisation.name}).`);
    }
    if (errors.length === 0) {
      const base = stored ? productFields(stored) : null;
      const { fields, problems } = applyImportRow(base, columns, cells);
      const withPublisher = stored
        ? fields
        : { ...fields, organisation: publisherId === null ? null : { id: publisherId } };
      for (const problem of problems) fail(problem.column, problem.value, problem.error);
      const parsed = v.safeParse(ProductFieldsSchema, withPublisher);
      if (!parsed.success) {
        for (const issue of parsed.issues) fail(v.getDotPath(issue) ?? '', '', issue.message);
      } else {
        for (const issue of productIssues(parsed.output)) {
          const column = issue.path === 'organisation' ? 'publisher' : columnOfField(issue.path);
          fail(column ?? issue.path, column === 'publisher' ? '' : cellOf(column), issue.message);
        }
        if (errors.length === 0) valid.push({ ean, fields: parsed.output, id: stored?.id ?? null });
      }
    }
    if (errors.length > 0) failed.push({ ean, row, errors });
  });

  const added = valid.filter((item) => item.id === null).map((item) => item.ean);
  const applied = failed.length === 0 || request.onlyValid;
  // An existing product is 'unchanged' when the save writes nothing (it writes only what differs).
  // Not applied, the same save answers inside a savepoint that is rolled back: one rule, the
  // save's, for what the answer foresees and what the import then does (decision 513).
  const updated: string[] = [];
  const unchanged: string[] = [];
  for (const item of valid) {
    if (item.id === null) {
      if (applied) await insertProduct(tx, normaliseProduct(item.fields));
      continue;
    }
    const id = item.id;
    const save = async (db: Db) => {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return updateProduct(db, row!, normaliseProduct(item.fields));
    };
    const isWritten = applied ? await save(tx) : await foreseen(tx, save);
    (isWritten ? updated : unchanged).push(item.ean);
  }
  entry.created({
    applied,
    added,
    updated,
    unchanged,
    failed: failed.map((f) => f.ean),
    publisher: publisherId,
  });
  if (!applied) entry.warn('Import niet uitgevoerd: het bestand bevat rijen met fouten.');
  return { failed, added, updated, unchanged, applied };
}

/** What `step` answers when run now, with what it wrote undone (a savepoint in the caller's transaction). */
async function foreseen<T>(tx: Db, step: (db: Db) => Promise<T>): Promise<T> {
  let answer!: T;
  try {
    await tx.transaction(async (savepoint) => {
      answer = await step(savepoint);
      savepoint.rollback();
    });
  } catch (error) {
    // The rollback's own signal; anything else is a real failure.
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return answer;
}

/** The publisher new products get: the administrator's own, or the chosen one (an Uitgever). */
async function importPublisher(tx: Db, admin: CurrentAdmin, chosen: number | undefined) {
  if (admin.uitgeverId !== null) {
    if (chosen !== undefined && chosen !== admin.uitgeverId)
      throw new AppError('notFound', 'Onbekende uitgever.');
    return admin.uitgeverId;
  }
  if (chosen === undefined) return null;
  if (!(await isPublisher(tx, chosen))) throw new AppError('notFound', 'Onbekende uitgever.');
  return chosen;
}
