import { ROLE_SORT_FIELDS, RoleListFilterSchema } from '../../../domain/schemas/role';
import { defineListFilters, lookupFilter } from '../../kit/list-filters';

/** The /rollen search: no filter bar; the publisher is a lookup kept as its id, and the sort. */
export const roleFilters = defineListFilters([], {
  schema: RoleListFilterSchema,
  sortFields: ROLE_SORT_FIELDS,
  ids: [lookupFilter('uitgever', 'Uitgever', 'Uitgever')],
});
