import { and } from 'drizzle-orm';
import type { TlinkListFilter } from '../../../domain/schemas/tlink';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { keysetItems, keysetOrderOf, keysetValue } from '../../http/keyset';
import type { Exporter } from '../../jobs/exporter';
import { countTlinks, selectTlinksWithKeyset, sortColumns, tlinkConditions } from './repository';
import { tlinkJson } from './tlink-json';

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

/**
 * The export's filter: the list filter plus the publisher scope of the administrator who started it,
 * and whether they may see full names (the account's label; decision 157).
 */
export type TlinkExportFilter = TlinkListFilter & {
  scopeUitgeverId: number | null;
  scopeFullNames?: boolean;
};

/** CSV export of /tlinks: the same filter, scope and order as GET /api/tlinklicenses, by keyset pages. */
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
  pages(db, params, pageSize) {
    const { scopeUitgeverId, scopeFullNames, ...filter } = params.filter as TlinkExportFilter;
    // account.toString needs gebruikers_inzien to be exported at all (fieldRights).
    const naming = { accounts: true, fullNames: scopeFullNames === true };
    const order = keysetOrderOf(params.sort, sortColumns, tlinkLicenses.id);
    const where = tlinkConditions(filter, scopeUitgeverId ?? null);
    return keysetItems(
      pageSize,
      order,
      (after) => selectTlinksWithKeyset(db, keysetValue(order)).where(and(where, after)).$dynamic(),
      (row) => ({ keyset: row.keyset, id: row.licence.id }),
      (row) => tlinkJson(row, naming),
    );
  },
};
