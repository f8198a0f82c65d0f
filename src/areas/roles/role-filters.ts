import * as v from 'valibot';
import { ROLE_SORT_FIELDS, RoleListFilterSchema } from '../../../domain/schemas/role';
import { defineListFilters } from '../../kit/url-filters';

/** /rollen has no filter bar: its one filter, the publisher, is a lookup; the sort is in the URL. */
export const roleFilters = defineListFilters([], { sortFields: ROLE_SORT_FIELDS });

export type RoleSearch = ReturnType<typeof roleFilters.validateSearch> & { uitgever?: string | undefined };

/** The /rollen search params: the sort and the publisher id (the API's own rule). */
export function validateRoleSearch(raw: Record<string, unknown>): RoleSearch {
  const uitgever = typeof raw.uitgever === 'number' ? String(raw.uitgever) : raw.uitgever;
  return {
    ...roleFilters.validateSearch(raw),
    uitgever:
      typeof uitgever === 'string' && v.is(RoleListFilterSchema.entries.uitgever, uitgever)
        ? uitgever
        : undefined,
  };
}
