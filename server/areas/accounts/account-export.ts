import { and } from 'drizzle-orm';
import type { ACCOUNT_SORT_FIELDS, AccountListFilter } from '../../../domain/schemas/account';
import { accounts } from '../../db/schema/accounts';
import { keysetAfter, keysetOrderBy, keysetPages, keysetValue } from '../../http/keyset';
import type { Exporter } from '../../jobs/exporter';
import { accountJson } from './account-json';
import { accountConditions, sortColumns } from './repository';

/** The Account JSON paths a csvHeaders column may name (spec 000 §3). */
const ACCOUNT_EXPORT_FIELDS = [
  'id',
  'email',
  'telephone',
  'blackListDate',
  'attributes.given_name',
  'attributes.first_name',
  'attributes.tussenvoegsels',
  'attributes.family_name',
  'validated',
  'createdAt',
  'updatedAt',
  'pseudoId',
  'roles',
  'grades',
  'isFromTMProfielFromThisYear',
  'accessurlPresent',
  'username',
  'nlEduPersonHomeOrganizationId',
  'eduPersonAffiliation',
  'digiDeliveryId',
] as const;

/** CSV export of the users list: the same filter and order as GET /api/accounts, read by keyset pages. */
export const accountExporter: Exporter = {
  collection: 'accounts',
  fields: ACCOUNT_EXPORT_FIELDS,
  fieldRights: {
    grades: 'schooljaarvakcontracten_inzien',
    isFromTMProfielFromThisYear: 'schooljaarvakcontracten_inzien',
  },
  pages(db, params, pageSize) {
    const filter = params.filter as AccountListFilter;
    const field = params.sort.field as (typeof ACCOUNT_SORT_FIELDS)[number];
    const order = { column: sortColumns[field], id: accounts.id, direction: params.sort.direction };
    const where = accountConditions(filter);
    const pages = keysetPages(
      pageSize,
      (after, limit) =>
        db
          .select({ row: accounts, keyset: keysetValue(order) })
          .from(accounts)
          .where(and(where, keysetAfter(order, after)))
          .orderBy(...keysetOrderBy(order))
          .limit(limit),
      (page) => page.row.id,
    );
    return (async function* () {
      for await (const page of pages) yield page.map((item) => accountJson(item.row, false));
    })();
  },
};
