/** The roles calls (spec 001 §7): GET roles (isKiesbaar, geenBasisRol, uitgever, geenUitgever), item, save, delete. */
import { queryOptions } from '@tanstack/react-query';
import { roleMessages } from '../../domain/messages';
import { type RoleBody, RoleBodySchema, RoleListFilterSchema, RoleSchema } from '../../domain/schemas/role';
import { administratorKeys } from './administrators';
import type { HttpClient } from './http-client';
import { itemWriteKeys } from './query-keys';
import { restResource } from './resource';
import { useWrite } from './use-write';

const roles = restResource('roles', { item: RoleSchema, filter: RoleListFilterSchema, body: RoleBodySchema });
/** The roles' query keys; the roles an administrator may be given are a list. */
export const roleKeys = {
  ...roles.keys,
  assignable: (publisherId: number | null) => [...roles.keys.lists(), 'assignable', publisherId] as const,
};

export const DEFAULT_ROLE_SORT = 'ASC-naam';

export const fetchRoles = roles.fetchPage;
export const useRoleListSource = roles.useList;

export const roleOptions = roles.itemOptions;
export const useRole = roles.useItem;

/**
 * The roles an administrator form offers for a publisher: selectable, non-base, of it or of none
 * (the query string carries the flags as 'true', the publisher's id as text).
 */
export function assignableRolesOptions(client: HttpClient, uitgeverId: number | null) {
  return queryOptions({
    queryKey: roleKeys.assignable(uitgeverId),
    queryFn: async ({ signal }) =>
      (
        await fetchRoles(
          client,
          {
            isKiesbaar: true,
            geenBasisRol: true,
            geenUitgever: true,
            uitgever: uitgeverId === null ? undefined : String(uitgeverId),
          },
          DEFAULT_ROLE_SORT,
          { start: 0, end: 999 },
          signal,
        )
      ).items,
  });
}

/**
 * Saves a role: its detail and the role lists change, and so do the administrators' lists (they
 * show the role's name) and the signed-in administrator's rights, should it be their role.
 */
export function useSaveRole(id: number | null) {
  return useWrite({
    write: (client, body: RoleBody) => saveRole(client, id, body),
    changes: (saved) => [
      ...itemWriteKeys(roleKeys, saved.id),
      administratorKeys.lists(),
      administratorKeys.me(),
    ],
    texts: { saving: roleMessages.saving, saved: roleMessages.saved, failed: roleMessages.saveFailed },
  });
}

export const saveRole = roles.save;
