import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TlinkListFilter } from '../../../domain/schemas/tlink';
import { csvDateSql, csvYesNoSql } from '../../db/csv-line';
import { products } from '../../db/schema/products';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { keysetLines, keysetOrderOf } from '../../http/keyset';
import type { Exporter } from '../../jobs/exporter';
import { countTlinks, sortColumns, tlinkConditions, tlinkSelection } from './repository';

/** The TLink JSON paths a csvHeaders column may name (spec 001 §3). */
const TLINK_EXPORT_FIELDS = [
  'id',
  'licenseCode',
  'product.title',
  'product.ean',
  'product.toString',
  'product.publisher.toString',
  'organisation.toString',
  'organisation.brin',
  'account.id',
  'account.toString',
  'distributor.toString',
  'startDate',
  'activationDate',
  'endDate',
  'referenceId',
  'licenseState',
  'licenseType',
  'amount',
  'autoRenew',
  'activationMethod',
  'creationMethod',
  'schoolContractReferenceId',
  'createdAt',
  'updatedAt',
] as const;

type TlinkExportField = (typeof TLINK_EXPORT_FIELDS)[number];

/**
 * The export's filter: the list filter plus the publisher scope of the administrator who started it,
 * and whether they may see full names (the account's label; decision 157).
 */
export type TlinkExportFilter = TlinkListFilter & {
  scopeUitgeverId: number | null;
  scopeFullNames?: boolean;
};

const asText = (column: unknown) => sql<string | null>`${column}::text`;

/**
 * Each TLink JSON path a csvHeaders column may name, as the text the CSV cell of its JSON value
 * (`tlinkJson`) holds, dates as decision 162 writes them: the database writes the lines (decision
 * 734, as the accounts export since decision 126). A reference the licence does not hold (no school,
 * account or distributor) is an empty cell, as its missing JSON object was. `csv-line.test.ts` and
 * `tlink-export.test.ts` hold them to what the JSON rows wrote.
 */
function tlinkCells(fullNames: boolean) {
  const l = tlinkLicenses;
  return {
    id: asText(l.id),
    licenseCode: l.licenseCode,
    'product.title': products.title,
    'product.ean': products.ean,
    'product.toString': sql<string>`${products.title} || ' (' || ${products.ean} || ')'`,
    'product.publisher.toString': tlinkSelection.publisherName,
    'organisation.toString': tlinkSelection.schoolName,
    'organisation.brin': tlinkSelection.schoolBrin,
    'account.id': asText(l.accountId),
    // By e-mail, then by full name where maySeeFullNames (decision 157), then by number; only
    // exported with gebruikers_inzien (fieldRights). coalesce reads the name only without an e-mail.
    'account.toString': sql<string | null>`case when ${l.accountId} is not null then coalesce(${
      tlinkSelection.accountEmail
    }, ${fullNames ? tlinkSelection.accountName : sql`null`}, 'account: ' || ${l.accountId}) end`,
    'distributor.toString': tlinkSelection.distributorName,
    startDate: csvDateSql(l.startDate, 'day'),
    activationDate: csvDateSql(l.activationDate, 'day'),
    endDate: csvDateSql(l.endDate, 'day'),
    referenceId: l.referenceId,
    licenseState: l.licenseState,
    licenseType: tlinkSelection.licenseType,
    amount: asText(l.amount),
    autoRenew: csvYesNoSql(l.autoRenew),
    activationMethod: l.activationMethod,
    creationMethod: l.creationMethod,
    schoolContractReferenceId: l.schoolContractReferenceId,
    createdAt: csvDateSql(l.createdAt, 'moment'),
    updatedAt: csvDateSql(l.updatedAt, 'moment'),
  } satisfies Record<TlinkExportField, SQL | PgColumn>;
}

/**
 * Fields whose text never needs neutralising or quoting: numbers, Dutch days and moments, Ja/Nee,
 * and the texts a CHECK constraint keeps to capitals, digits and '_' (the code, the EAN, the
 * enums). Their cells are the text itself, which saves the database most of a line's work.
 */
const PLAIN_FIELDS = new Set<string>([
  'id',
  'licenseCode',
  'product.ean',
  'licenseState',
  'licenseType',
  'activationMethod',
  'creationMethod',
  'account.id',
  'startDate',
  'activationDate',
  'endDate',
  'amount',
  'autoRenew',
  'createdAt',
  'updatedAt',
] satisfies TlinkExportField[]);

/**
 * CSV export of /tlinks: the same filter, scope and order as GET /api/tlinklicenses, by keyset pages
 * whose lines the database writes (keysetLines), in constant memory whatever the number of licences.
 */
export const tlinkExporter: Exporter = {
  collection: 'tlinklicenses',
  fields: TLINK_EXPORT_FIELDS,
  // The list shows 'account: {id}' instead of the account's e-mail without gebruikers_inzien.
  fieldRights: { 'account.toString': 'gebruikers_inzien' },
  // The list shows the licence's days; created and changed are moments.
  dates: {
    startDate: 'day',
    activationDate: 'day',
    endDate: 'day',
    createdAt: 'moment',
    updatedAt: 'moment',
  },
  count(db, params) {
    const { scopeUitgeverId, scopeFullNames: _, ...filter } = params.filter as TlinkExportFilter;
    return countTlinks(db, filter, scopeUitgeverId ?? null);
  },
  lines(db, params, fields, pageSize) {
    const { scopeUitgeverId, scopeFullNames, ...filter } = params.filter as TlinkExportFilter;
    const cells: Record<string, SQL | PgColumn> = tlinkCells(scopeFullNames === true);
    const where = tlinkConditions(filter, scopeUitgeverId ?? null);
    return keysetLines(
      db,
      pageSize,
      keysetOrderOf(params.sort, sortColumns, tlinkLicenses.id),
      fields.map((name) => ({ text: sql`${cells[name]}`, plain: PLAIN_FIELDS.has(name) })),
      (columns, after) =>
        db
          .select(columns)
          .from(tlinkLicenses)
          .innerJoin(products, eq(products.id, tlinkLicenses.productId))
          .where(and(where, after))
          .$dynamic(),
    );
  },
};
