import { ECK_STATUS_FILTERS } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import { ECK_STATUS_LABELS } from '../../../domain/labels/licences';
import { ECK_SEARCH_MIN, ECK_SORT_FIELDS, EckListFilterSchema } from '../../../domain/schemas/eck';
import {
  checkboxFilter,
  dateRangeFilter,
  defineListFilters,
  multiSelectFilter,
  textFilter,
} from '../../kit/url-filters';

/** The /ecklicenties filters the bar edits (spec 001 §7 ecklicenses); the entity filters are lookups. */
export const eckFilters = defineListFilters(
  [
    textFilter('q', 'Referentie, user id of ECK iD', { minLength: ECK_SEARCH_MIN }),
    multiSelectFilter('statussen', 'Status', optionsOf(ECK_STATUS_FILTERS, ECK_STATUS_LABELS)),
    dateRangeFilter('fromDate', 'toDate', 'Aangemaakt'),
    checkboxFilter('refHistoryEnabled', 'Alleen met gewijzigde referentie'),
  ],
  { schema: EckListFilterSchema, sortFields: ECK_SORT_FIELDS },
);

export const ECK_ENTITY_FILTERS = ['product', 'organisation', 'product.organisation', 'distributor'] as const;
export type EckEntityFilter = (typeof ECK_ENTITY_FILTERS)[number];

const idOf = (raw: unknown): number | undefined => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

export type EckSearch = ReturnType<typeof eckFilters.validateSearch> &
  Partial<Record<EckEntityFilter, number>> & { berichten?: boolean | undefined };

/** /ecklicenties search params: filters, entity ids, sort, and `berichten` for the licence-message view. */
export function validateEckSearch(raw: Record<string, unknown>): EckSearch {
  const search: EckSearch = { ...eckFilters.validateSearch(raw) };
  for (const key of ECK_ENTITY_FILTERS) search[key] = idOf(raw[key]);
  search.berichten = raw.berichten === true || raw.berichten === 'true' ? true : undefined;
  return search;
}

export function eckFilterOf(search: EckSearch, hidden: readonly string[]): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...eckFilters.pick(search) };
  for (const key of ECK_ENTITY_FILTERS) if (search[key] !== undefined) filter[key] = search[key];
  for (const key of hidden) delete filter[key];
  return filter;
}
