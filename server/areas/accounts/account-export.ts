import { and, type SQL, sql } from 'drizzle-orm';
import { ACCOUNT_FULL_NAME_EXPORT_FIELDS, type AccountListFilter } from '../../../domain/schemas/account';
import { csvDateSql, csvYesNoSql } from '../../db/csv-line';
import { accounts } from '../../db/schema/accounts';
import { keysetLines, keysetOrderOf } from '../../http/keyset';
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
  // Computed on the page's rows after the keyset walk (`onPage`): as a subquery in the walk's
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
 * pages whose lines the database writes (decision 126, keysetLines).
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
    const where = accountConditions(params.filter as AccountListFilter);
    return keysetLines(
      db,
      pageSize,
      keysetOrderOf(params.sort, sortColumns, accounts.id),
      fields.map((name) => ({
        text: name === 'accessurlPresent' ? hasAccessUrl : ACCOUNT_CELLS[name as AccountField],
        plain: PLAIN_FIELDS.has(name as AccountField),
        onPage: name === 'accessurlPresent',
      })),
      (columns, after) => db.select(columns).from(accounts).where(and(where, after)).$dynamic(),
    );
  },
};
