import {
  ADMINISTRATOR_SORT_FIELDS,
  AdministratorListFilterSchema,
} from '../../../domain/schemas/administrator';
import { defineListFilters, lookupFilter, textFilter } from '../../kit/list-filters';

/** The /beheerders search (spec 001 §2): name or e-mail in the bar, the role lookup's id, the sort. */
export const administratorFilters = defineListFilters([textFilter('q', 'Zoeken')], {
  schema: AdministratorListFilterSchema,
  sortFields: ADMINISTRATOR_SORT_FIELDS,
  ids: [lookupFilter('rol', 'Rol', 'role')],
});
