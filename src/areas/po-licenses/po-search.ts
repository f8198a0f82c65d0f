import { PO_SORT_FIELDS, PoListFilterSchema } from '../../../domain/schemas/po-license';
import { defineListFilters, selectFilter, textFilter } from '../../kit/url-filters';

const GROUPS = ['1', '2', '3', '4', '5', '6', '7', '8'].map((g) => ({ value: g, label: `Groep ${g}` }));

/** The /policenties filters: Basispoort id, ECK iD or reference, and a group 1-8 (spec 001 §9). */
export const poFilters = defineListFilters(
  [
    textFilter('q', 'Basispoort id, ECK iD of referentie', { minLength: 3 }),
    selectFilter('group', 'Groep', GROUPS),
  ],
  { schema: PoListFilterSchema, sortFields: PO_SORT_FIELDS },
);

export type PoSearch = ReturnType<typeof poFilters.validateSearch> & {
  product?: number;
  organisation?: number;
};

const idOf = (raw: unknown): number | undefined => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

export function validatePoSearch(raw: Record<string, unknown>): PoSearch {
  return {
    ...poFilters.validateSearch(raw),
    product: idOf(raw.product),
    organisation: idOf(raw.organisation),
  } as PoSearch;
}
