import { LICENSE_SOURCES, TLINK_LICENSE_STATES } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import { LICENSE_SOURCE_LABELS } from '../../../domain/labels/licences';
import { TLINK_STATE_LABELS } from '../../../domain/labels/tlink-states';
import { TLINK_SEARCH_MIN, TLINK_SORT_FIELDS, TlinkListFilterSchema } from '../../../domain/schemas/tlink';
import { dateRangeFilter, defineListFilters, multiSelectFilter, textFilter } from '../../kit/url-filters';

/** The filters of /tlinks the filter bar edits (spec 001 §2); the entity filters are lookups. */
export const tlinkFilters = defineListFilters(
  [
    textFilter('licenseCode', 'Code', { minLength: TLINK_SEARCH_MIN }),
    textFilter('referenceId', 'Referentie', { minLength: TLINK_SEARCH_MIN }),
    multiSelectFilter('licenseState', 'Status', optionsOf(TLINK_LICENSE_STATES, TLINK_STATE_LABELS)),
    multiSelectFilter('creationMethod', 'Bron', optionsOf(LICENSE_SOURCES, LICENSE_SOURCE_LABELS)),
    dateRangeFilter('createdFrom', 'createdTo', 'Aangemaakt'),
  ],
  { schema: TlinkListFilterSchema, sortFields: TLINK_SORT_FIELDS },
);

/** The entity filters of /tlinks, chosen with lookups and kept in the URL as ids. */
export const TLINK_ENTITY_FILTERS = [
  'product',
  'account',
  'organisation',
  'publisher',
  'distributor',
] as const;
export type TlinkEntityFilter = (typeof TLINK_ENTITY_FILTERS)[number];

const idOf = (raw: unknown): number | undefined => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

export type TlinkSearch = ReturnType<typeof tlinkFilters.validateSearch> &
  Partial<Record<TlinkEntityFilter, number>> & { actie?: 'reserveren' | undefined };

/** The /tlinks search params: the bar's filters, the entity ids, the sort and a command's `actie`. */
export function validateTlinkSearch(raw: Record<string, unknown>): TlinkSearch {
  const search: TlinkSearch = { ...tlinkFilters.validateSearch(raw) };
  for (const key of TLINK_ENTITY_FILTERS) search[key] = idOf(raw[key]);
  search.actie = raw.actie === 'reserveren' ? 'reserveren' : undefined;
  return search;
}

/** The filter sent to the API: what has a value, without the sort and the one-shot `actie`. */
export function tlinkFilterOf(search: TlinkSearch, hidden: readonly string[]) {
  const filter: Record<string, unknown> = { ...tlinkFilters.pick(search) };
  for (const key of TLINK_ENTITY_FILTERS) if (search[key] !== undefined) filter[key] = search[key];
  for (const key of hidden) delete filter[key];
  return filter;
}
