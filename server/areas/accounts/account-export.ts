import { and, type SQL, sql } from 'drizzle-orm';
import type { ACCOUNT_SORT_FIELDS, AccountListFilter } from '../../../domain/schemas/account';
import { rowsOf } from '../../db/rows';
import { accounts } from '../../db/schema/accounts';
import { keysetAfter, keysetOrderBy, keysetPages, keysetValue } from '../../http/keyset';
import type { Exporter } from '../../jobs/exporter';
import { accountsWithAccessUrl } from './account-service';
import { accountConditions, sortColumns } from './repository';

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds), which the list's JSON holds. */
const isoText = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const asText = (column: unknown) => sql<string | null>`${column}::text`;

/**
 * Each Account JSON path a csvHeaders column may name (spec 000 §3), as the text the CSV cell of
 * its JSON value holds: the database writes the cells, Node only quotes them (decision 126).
 */
const ACCOUNT_CELLS = {
  id: asText(accounts.id),
  email: asText(accounts.email),
  telephone: asText(accounts.telephone),
  blackListDate: asText(accounts.blackListDate),
  'attributes.given_name': asText(accounts.givenName),
  'attributes.first_name': asText(accounts.firstName),
  'attributes.tussenvoegsels': asText(accounts.tussenvoegsels),
  'attributes.family_name': asText(accounts.familyName),
  validated: asText(accounts.validated),
  createdAt: isoText(accounts.createdAt),
  updatedAt: isoText(accounts.updatedAt),
  pseudoId: asText(accounts.pseudoId),
  roles: sql<string>`array_to_string(${accounts.roles}, ',')`,
  grades: asText(accounts.grades),
  isFromTMProfielFromThisYear: asText(accounts.isFromTMProfielFromThisYear),
  // Filled per page from one query (accountsWithAccessUrl): as a subquery in the page's SELECT the
  // planner turned the keyset index walk into a sequential scan and sort of every account.
  accessurlPresent: sql<null>`null`,
  username: asText(accounts.username),
  nlEduPersonHomeOrganizationId: asText(accounts.nlEduPersonHomeOrganizationId),
  eduPersonAffiliation: asText(accounts.eduPersonAffiliation),
  digiDeliveryId: asText(accounts.digiDeliveryId),
} as const satisfies Record<string, SQL>;

type AccountField = keyof typeof ACCOUNT_CELLS;

/** CSV export of the users list: the same filter and order as GET /api/accounts, read by keyset pages. */
export const accountExporter: Exporter = {
  collection: 'accounts',
  fields: Object.keys(ACCOUNT_CELLS),
  fieldRights: {
    grades: 'schooljaarvakcontracten_inzien',
    isFromTMProfielFromThisYear: 'schooljaarvakcontracten_inzien',
  },
  cells(db, params, fields, pageSize) {
    const filter = params.filter as AccountListFilter;
    const field = params.sort.field as (typeof ACCOUNT_SORT_FIELDS)[number];
    const order = { column: sortColumns[field], id: accounts.id, direction: params.sort.direction };
    const where = accountConditions(filter);
    // One text column per requested field, c0..cN in csvHeaders order.
    const selection = Object.fromEntries(
      fields.map((name, i) => [`c${i}`, ACCOUNT_CELLS[name as AccountField].as(`c${i}`)]),
    );
    const pages = keysetPages(
      pageSize,
      // Run as plain SQL: the cells are text already, and drizzle's per-cell row mapping was a
      // quarter of the export's CPU time (a profile of 1M rows).
      async (after, limit) =>
        rowsOf<{ id: number; keyset: string | null } & Record<string, unknown>>(
          db,
          db
            .select({ id: accounts.id, keyset: keysetValue(order).as('keyset'), ...selection })
            .from(accounts)
            .where(and(where, keysetAfter(order, after)))
            .orderBy(...keysetOrderBy(order))
            .limit(limit)
            .getSQL(),
        ),
      (row) => row.id,
    );
    const keys = fields.map((_, i) => `c${i}`);
    const linkColumn = fields.indexOf('accessurlPresent');
    return (async function* () {
      for await (const page of pages) {
        const cells = page.map((row) => keys.map((key) => row[key]));
        if (linkColumn >= 0) {
          const linked = await accountsWithAccessUrl(
            db,
            page.map((row) => row.id),
          );
          page.forEach((row, i) => {
            cells[i]![linkColumn] = String(linked.has(row.id));
          });
        }
        yield cells;
      }
    })();
  },
};
