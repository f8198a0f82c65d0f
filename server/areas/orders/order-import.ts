import { and, eq, inArray, sql } from 'drizzle-orm';
import { checkCsv, csvErrorText } from '../../../domain/csv-import';
import { isEanShape } from '../../../domain/ean';
import { orderMessages } from '../../../domain/messages';
import { DEFAULT_DISTRIBUTOR } from '../../../domain/product';
import {
  type ImportRowError,
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_MAX_ROWS,
  ORDER_IMPORT_REQUIRED_COLUMNS,
  type OrderImportBody,
  type OrderImportQuery,
} from '../../../domain/schemas/order';
import type { Db } from '../../db/connect';
import { schoolContracts } from '../../db/schema/contracts';
import { eckAccounts } from '../../db/schema/eck';
import { orderDetails } from '../../db/schema/orders';
import { organisations } from '../../db/schema/organisations';
import { products } from '../../db/schema/products';
import { schoolYears } from '../../db/schema/school-years';
import { productPublisherScope } from '../../db/scopes';
import type { AuditEntry } from '../../http/audit';
import { AppError } from '../../http/errors';
// biome-ignore lint/style/noRestrictedImports: an order import finds contracts as the contracts lists do; recorded in decision 260
import { contractConditions, subject } from '../contracts/repository';

/** Thrown inside the import transaction so nothing is written; the handler answers 400 with the rows. */
export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly errors: ImportRowError[],
  ) {
    super(message);
    this.name = 'ImportRejected';
  }
}

type Column = (typeof ORDER_IMPORT_COLUMNS)[number];
type ParsedRow = {
  line: number;
  ean: string;
  amount: string;
  orderId: string;
  orderLineId: string;
  contractId: string;
};

/** Maps the header (case-insensitive) to the known columns; unknown or missing ones are errors. */
function mapHeader(header: string[]): { index: Map<Column, number>; errors: ImportRowError[] } {
  const index = new Map<Column, number>();
  const errors: ImportRowError[] = [];
  header.forEach((raw, i) => {
    const name = raw.trim();
    const column = ORDER_IMPORT_COLUMNS.find((known) => known.toLowerCase() === name.toLowerCase());
    if (column) index.set(column, i);
    else if (name !== '') errors.push({ path: 'rij 1', message: orderMessages.unknownColumn(name) });
  });
  for (const required of ORDER_IMPORT_REQUIRED_COLUMNS) {
    if (!index.has(required)) errors.push({ path: 'rij 1', message: orderMessages.missingColumn(required) });
  }
  return { index, errors };
}

function readRows(body: OrderImportBody): ParsedRow[] {
  const check = checkCsv(body.orders, {
    delimiter: body.delimiter,
    hasHeader: true,
    emptyMessage: orderMessages.emptyList,
  });
  if (!check.ok) throw new ImportRejected(csvErrorText(check.error), []);
  if (check.rows.length > ORDER_IMPORT_MAX_ROWS)
    throw new ImportRejected(orderMessages.tooManyRows(ORDER_IMPORT_MAX_ROWS), []);
  const { index, errors } = mapHeader(check.header ?? []);
  if (errors.length) throw new ImportRejected(orderMessages.importFailed, errors);
  const cell = (cells: string[], column: Column) => {
    const at = index.get(column);
    return at === undefined ? '' : (cells[at] ?? '').trim();
  };
  return check.rows.map((cells, i) => ({
    line: i + 2,
    ean: cell(cells, 'ean').replace(/[\s-]/g, ''),
    amount: cell(cells, 'amount'),
    orderId: cell(cells, 'orderId'),
    orderLineId: cell(cells, 'orderLineId'),
    contractId: cell(cells, 'contractId'),
  }));
}

/**
 * POST orders/actions/import (spec 001 §7): validates every row first and writes all of them or
 * none (the file is one unit). Rows become order lines of source API (or ECK when a distributor's
 * ECK account is chosen), queued for Prius. Runs inside the audited write's transaction.
 */
export async function importOrders(
  tx: Db,
  entry: AuditEntry,
  admin: { uitgeverId: number | null; isSuperuser: boolean },
  query: OrderImportQuery,
  body: OrderImportBody,
): Promise<number> {
  if (admin.isSuperuser && query.eckAccountId === undefined) {
    throw new AppError('validation', orderMessages.distributorRequired, {
      errors: [{ path: 'eckAccountId', message: orderMessages.distributorRequired }],
    });
  }
  const [year] = await tx
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(eq(schoolYears.name, query.schoolYearName));
  if (!year) {
    const message = orderMessages.schoolYearUnknown(query.schoolYearName);
    throw new AppError('validation', message, { errors: [{ path: 'schoolYearName', message }] });
  }
  let distributorId: number | null = null;
  if (query.eckAccountId !== undefined) {
    const [account] = await tx
      .select({ organisationId: eckAccounts.organisationId })
      .from(eckAccounts)
      .where(eq(eckAccounts.id, query.eckAccountId));
    if (!account) {
      throw new AppError('validation', orderMessages.eckAccountUnknown, {
        errors: [{ path: 'eckAccountId', message: orderMessages.eckAccountUnknown }],
      });
    }
    distributorId = account.organisationId;
  } else {
    const [fallback] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.esn, DEFAULT_DISTRIBUTOR));
    distributorId = fallback?.id ?? null;
  }

  const rows = readRows(body);
  const errors: ImportRowError[] = [];
  const fail = (line: number, message: string) => errors.push({ path: `rij ${line}`, message });

  const eans = [...new Set(rows.map((row) => row.ean).filter(isEanShape))];
  const found = eans.length
    ? await tx
        .select({
          id: products.id,
          ean: products.ean,
          isSubject: products.isSubject,
          organisationId: products.organisationId,
        })
        .from(products)
        .where(inArray(products.ean, eans))
    : [];
  // A publisher-bound administrator cannot see, hence not order, another publisher's products.
  const byEan = new Map(
    found
      .filter((product) => admin.uitgeverId === null || product.organisationId === admin.uitgeverId)
      .map((product) => [product.ean, product]),
  );

  const contractIds = [
    ...new Set(rows.map((row) => row.contractId || query.contractId || '').filter((id) => id !== '')),
  ];
  // Another publisher's contract is not there for a publisher-bound administrator: the same
  // "bestaat niet" as an unknown id, so the answer reveals nothing (decision 102).
  const knownContracts = new Set(
    contractIds.length
      ? (
          await tx
            .selectDistinct({ ref: schoolContracts.contractReferenceId })
            .from(schoolContracts)
            .innerJoin(subject, eq(subject.id, schoolContracts.subjectId))
            .where(
              and(
                inArray(schoolContracts.contractReferenceId, contractIds),
                eq(schoolContracts.schoolYearId, year.id),
                ...contractConditions({}, admin.uitgeverId),
              ),
            )
        ).map((row) => row.ref)
      : [],
  );

  // orderLineId is optional: only a row that names its line can repeat one (in the file or in the
  // database); rows of one order without line ids are separate lines. A line holds one product, so
  // another publisher's line with the same ids is another line, and one this administrator cannot see.
  const lineKey = (row: ParsedRow) => `${row.orderId}/${row.orderLineId}`;
  const orderIds = [...new Set(rows.map((row) => row.orderId).filter(Boolean))];
  const existing = new Set(
    orderIds.length
      ? (
          await tx
            .select({ orderId: orderDetails.orderId, orderLineId: orderDetails.orderLineId })
            .from(orderDetails)
            .innerJoin(products, eq(products.id, orderDetails.productId))
            .where(and(inArray(orderDetails.orderId, orderIds), productPublisherScope(admin.uitgeverId)))
        )
          .filter((row) => row.orderLineId !== null && row.orderLineId !== '')
          .map((row) => `${row.orderId}/${row.orderLineId}`)
      : [],
  );

  const seen = new Set<string>();
  const values: (typeof orderDetails.$inferInsert)[] = [];
  for (const row of rows) {
    const before = errors.length;
    const product = byEan.get(row.ean);
    if (!isEanShape(row.ean)) fail(row.line, orderMessages.rowInvalidEan(row.line, row.ean));
    else if (!product) fail(row.line, orderMessages.rowUnknownProduct(row.line, row.ean));
    else if (product.isSubject) fail(row.line, orderMessages.rowSubject(row.line, row.ean));
    if (!/^[1-9]\d{0,5}$/.test(row.amount)) fail(row.line, orderMessages.rowAmount(row.line));
    if (!row.orderId) fail(row.line, orderMessages.rowOrderId(row.line));
    for (const [field, value] of [
      ['orderId', row.orderId],
      ['orderLineId', row.orderLineId],
      ['contractId', row.contractId],
    ] as const) {
      if (value.length > 100) fail(row.line, orderMessages.rowTooLong(row.line, field));
    }
    const contractId = row.contractId || query.contractId || null;
    if (contractId && !knownContracts.has(contractId))
      fail(row.line, orderMessages.rowUnknownContract(row.line, contractId, query.schoolYearName));
    if (row.orderId && row.orderLineId) {
      const key = lineKey(row);
      if (seen.has(key)) fail(row.line, orderMessages.rowDuplicate(row.line, key));
      else if (existing.has(key)) fail(row.line, orderMessages.rowExists(row.line, key));
      seen.add(key);
    }
    if (errors.length > before || !product) continue;
    values.push({
      amount: Number(row.amount),
      referenceId: query.referenceId,
      productId: product.id,
      orderId: row.orderId,
      orderLineId: row.orderLineId || null,
      creationMethod: query.eckAccountId !== undefined ? 'ECK' : 'API',
      schoolYearId: year.id,
      eckAccountId: query.eckAccountId ?? null,
      distributorId,
      contractId,
      priusStatus: 'PENDING',
      priusNextAttemptAt: sql`now()` as unknown as Date,
    });
  }
  if (errors.length) throw new ImportRejected(orderMessages.importFailed, errors);
  for (let i = 0; i < values.length; i += 1000)
    await tx.insert(orderDetails).values(values.slice(i, i + 1000));
  entry.created({
    schoolYearName: query.schoolYearName,
    referenceId: query.referenceId,
    eckAccountId: query.eckAccountId ?? null,
    contractId: query.contractId ?? null,
    addedAmount: values.length,
    orderIds,
  });
  return values.length;
}
