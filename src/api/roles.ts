/** The roles calls (spec 001 §7): GET roles (isKiesbaar, geenBasisRol, uitgever, geenUitgever), item, save, delete. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { roleMessages } from '../../domain/messages';
import { type Role, type RoleBody, type RoleListFilterSchema, RoleSchema } from '../../domain/schemas/role';
import { jsonBody } from './accounts-json';
import { administratorKeys } from './administrators';
import { useApi } from './api-context';
import { type HttpClient, queryParamsOf } from './http-client';
import type { ListSource } from './list';
import { itemWriteKeys, resourceKeys } from './query-keys';
import { useWrite } from './use-write';

const roles = resourceKeys('roles');
/** The roles' query keys; the roles an administrator may be given are a list. */
export const roleKeys = {
  ...roles,
  assignable: (publisherId: number | null) => [...roles.lists(), 'assignable', publisherId] as const,
};

export const DEFAULT_ROLE_SORT = 'ASC-naam';

/** The filters as GET roles reads them: booleans as 'true'/'false', the publisher's id as text. */
type RoleListQuery = Partial<v.InferInput<typeof RoleListFilterSchema>>;

export function fetchRoles(
  client: HttpClient,
  filter: RoleListQuery,
  sort: string,
  range: { start: number; end: number },
  signal?: AbortSignal,
) {
  return client.getList('roles', RoleSchema, {
    range,
    sort,
    params: queryParamsOf(filter),
    ...(signal ? { signal } : {}),
  });
}

export function useRoleListSource(filter: { uitgever?: string }, sort: string): ListSource<Role> {
  const client = useApi();
  const key = JSON.stringify([filter, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for filter and sort by value.
  return useMemo(
    () => ({
      queryKey: roleKeys.list({ filter, sort }),
      fetchPage: (range, signal) => fetchRoles(client, filter, sort, range, signal),
    }),
    [client, key],
  );
}

export function roleOptions(client: HttpClient, id: number) {
  return queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => client.get(`roles/${id}`, RoleSchema, { signal }),
  });
}

export function useRole(id: number): Role {
  return useSuspenseQuery(roleOptions(useApi(), id)).data;
}

/** The roles an administrator form offers for a publisher: selectable, non-base, of it or of none. */
export function assignableRolesOptions(client: HttpClient, uitgeverId: number | null) {
  return queryOptions({
    queryKey: roleKeys.assignable(uitgeverId),
    queryFn: async ({ signal }) =>
      (
        await fetchRoles(
          client,
          {
            isKiesbaar: 'true',
            geenBasisRol: 'true',
            geenUitgever: 'true',
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

export async function saveRole(client: HttpClient, id: number | null, body: RoleBody): Promise<Role> {
  const response = await client.request(id === null ? 'roles' : `roles/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    ...jsonBody(body),
  });
  return v.parse(RoleSchema, await response.json());
}
