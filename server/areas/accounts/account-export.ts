import { and, type SQL, sql } from 'drizzle-orm';
import { ACCOUNT_FULL_NAME_EXPORT_FIELDS, type AccountListFilter } from '../../../domain/schemas/account';
import { csvDateSql, csvLineSql, csvYesNoSql } from '../../db/csv-line';
import { rowsOf } from '../../db/rows';
import { accounts } from '../../db/schema/accounts';
import { keysetAfter, keysetOrderBy, keysetOrderOf, keysetPages, keysetValue } from '../../http/keyset';
import type { Exporter } from '../../jobs/exporter';
import { accessUrlExists, accountConditions, countAccounts, sortColumns } from './repository';

const asText = (column: unknown) => sql<string | null>`${column}::text`;

/**
 * Each Account JSON path a csvHeaders column may name (spec 000 §3), as the text the CSV cell of
 * its JSON value holds (dates as decision 162 writes them): the database writes the lines
 * (decision 126).
 */
const ACCOUNT_CELLS = {
  id: asText(accounts.id),
  email: asText(accounts.email),
  telephone: asText(accounts.telephone),
  blackListDate: csvDateSql(accounts.blackListDate, 'day', 'date'),
  'attributes.given_name': asText(accounts.givenName),
  'attributes.first_name': asText(accounts.firstName),
  'attributes.tussenvoegsels': asText(accounts.tussenvoegsels),
  'attributes.family_name': asText(accounts.familyName),
  validated: csvYesNoSql(accounts.validated),
  createdAt: csvDateSql(accounts.createdAt, 'moment'),
  updatedAt: csvDateSql(accounts.updatedAt, 'moment'),
  pseudoId: asText(accounts.pseudoId),
  roles: sql<string>`array_to_string(${accounts.roles}, ',')`,
  grades: asText(accounts.grades),
  isFromTMProfielFromThisYear: csvYesNoSql(accounts.isFromTMProfielFromThisYear),
  // Computed on the page's rows after the keyset walk (see `lines`): as a subquery in the walk's
  // SELECT the planner turned the keyset index walk into a sequential scan and sort of every account.
  accessurlPresent: sql<null>`null`,
  username: asText(accounts.username),
  nlEduPersonHomeOrganizationId: asText(accounts.nlEduPersonHomeOrganizationId),
  eduPersonAffiliation: asText(accounts.eduPersonAffiliation),
  digiDeliveryId: asText(accounts.digiDeliveryId),
} as const satisfies Record<string, SQL>;

type AccountField = keyof typeof ACCOUNT_CELLS;

/**
 * Fields whose text never needs neutralising or quoting: digits, Dutch dates and times, Ja/Nee.
 * Their cells are the text itself, which saves the database most of the quoting work of a line.
 */
const PLAIN_FIELDS = new Set<AccountField>([
  'id',
  'blackListDate',
  'validated',
  'createdAt',
  'updatedAt',
  'isFromTMProfielFromThisYear',
  'accessurlPresent',
]);

/** The cell of `accessurlPresent` for a row of the page: whether the account has a confirmation link. */
const hasAccessUrl = csvYesNoSql(accessUrlExists(sql.raw('page.id')));

/**
 * CSV export of the users list: the same filter and order as GET /api/accounts, read by keyset
 * pages whose lines the database writes (decision 126): the walk is materialized first, so the
 * planner keeps it an index walk, then each row of the page becomes one line.
 */
export const accountExporter: Exporter = {
  collection: 'accounts',
  fields: Object.keys(ACCOUNT_CELLS),
  fieldRights: {
    grades: 'schooljaarvakcontracten_inzien',
    isFromTMProfielFromThisYear: 'schooljaarvakcontracten_inzien',
  },
  dates: { blackListDate: 'day', createdAt: 'moment', updatedAt: 'moment' },
  fullNameFields: ACCOUNT_FULL_NAME_EXPORT_FIELDS,
  count: (db, params) => countAccounts(db, params.filter as AccountListFilter),
  lines(db, params, fields, pageSize) {
    const filter = params.filter as AccountListFilter;
    const order = keysetOrderOf(params.sort, sortColumns, accounts.id);
    const where = accountConditions(filter);
    // One text column per requested field, c0..cN in csvHeaders order.
    const selection = Object.fromEntries(
      fields.map((name, i) => [`c${i}`, ACCOUNT_CELLS[name as AccountField].as(`c${i}`)]),
    );
    const line = csvLineSql(
      fields.map((name, i) => ({
        text: name === 'accessurlPresent' ? hasAccessUrl : sql.raw(`page.c${i}`),
        plain: PLAIN_FIELDS.has(name as AccountField),
      })),
    );
    const direction = sql.raw(params.sort.direction === 'ASC' ? 'asc' : 'desc');
    const pages = keysetPages(
      pageSize,
      // Plain SQL: the lines are text already, and drizzle's per-cell row mapping was a quarter of
      // the export's CPU time (a profile of 1M rows).
      async (after, limit) => {
        const walk = db
          .select({
            id: accounts.id,
            keyset: keysetValue(order).as('keyset'),
            sortValue: sql`${order.column}`.as('sort_value'),
            ...selection,
          })
          .from(accounts)
          .where(and(where, keysetAfter(order, after)))
          .orderBy(...keysetOrderBy(order))
          .limit(limit);
        return rowsOf<{ id: number; keyset: string | null; line: string }>(
          db,
          sql`with page as materialized (${walk.getSQL()})
              select page.id, page.keyset, ${line} as line from page
              order by page.sort_value ${direction}, page.id ${direction}`,
        );
      },
      (row) => row.id,
    );
    return (async function* () {
      for await (const page of pages) yield page.map((row) => row.line);
    })();
  },
};
