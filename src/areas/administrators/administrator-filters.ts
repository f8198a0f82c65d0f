import * as v from 'valibot';
import {
  ADMINISTRATOR_SORT_FIELDS,
  AdministratorListFilterSchema,
} from '../../../domain/schemas/administrator';
import { defineListFilters, textFilter } from '../../kit/url-filters';

/** The /beheerders filter bar (spec 001 §2): name or e-mail; the role is a lookup beside it. */
export const administratorFilters = defineListFilters([textFilter('q', 'Zoeken')], {
  schema: AdministratorListFilterSchema,
  sortFields: ADMINISTRATOR_SORT_FIELDS,
});

export type AdministratorSearch = ReturnType<typeof administratorFilters.validateSearch> & {
  rol?: string | undefined;
};

/** The /beheerders search params: the bar's filter, the sort and the role id (the API's own rule). */
export function validateAdministratorSearch(raw: Record<string, unknown>): AdministratorSearch {
  const rol = typeof raw.rol === 'number' ? String(raw.rol) : raw.rol;
  return {
    ...administratorFilters.validateSearch(raw),
    rol: typeof rol === 'string' && v.is(AdministratorListFilterSchema.entries.rol, rol) ? rol : undefined,
  };
}
