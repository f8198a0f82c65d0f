import { LICENSE_TYPES } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import { LICENSE_TYPE_LABELS } from '../../../domain/labels/licences';
import {
  SCHOOL_OVERVIEW_SORT_FIELDS,
  SchoolOverviewFilterSchema,
} from '../../../domain/schemas/tlink-overviews';
import { dateRangeFilter, defineListFilters, selectFilter } from '../../kit/url-filters';

/** The bar's filters: licence type (superuser) and the creation dates; the entities are lookups. */
export const schoolOverviewFilters = defineListFilters(
  [
    selectFilter('type', 'Licentietype', optionsOf(LICENSE_TYPES, LICENSE_TYPE_LABELS)),
    dateRangeFilter('fromDate', 'toDate', 'Aangemaakt'),
  ],
  { schema: SchoolOverviewFilterSchema, sortFields: SCHOOL_OVERVIEW_SORT_FIELDS },
);

export const ENTITY_KEYS = ['publisher', 'school', 'distributor', 'product'] as const;
export type EntityKey = (typeof ENTITY_KEYS)[number];
export type SchoolOverviewSearch = ReturnType<typeof schoolOverviewFilters.validateSearch> &
  Partial<Record<EntityKey, number>>;

export function validateSchoolOverviewSearch(raw: Record<string, unknown>): SchoolOverviewSearch {
  const search: SchoolOverviewSearch = { ...schoolOverviewFilters.validateSearch(raw) };
  for (const key of ENTITY_KEYS) {
    const text = typeof raw[key] === 'number' ? String(raw[key]) : raw[key];
    search[key] = typeof text === 'string' && /^\d{1,10}$/.test(text) ? Number(text) : undefined;
  }
  return search;
}
