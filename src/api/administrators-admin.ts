/** The administrators area's calls (spec 001 §7): list, item, create/update, delete, change password. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { administratorMessages, passwordMessages } from '../../domain/messages';
import type {
  AdministratorCreate,
  AdministratorListFilter,
  AdministratorUpdate,
  PasswordChange,
} from '../../domain/schemas/administrator';
import { type Administrator, AdministratorSchema } from '../../domain/schemas/administrator';
import { jsonBody } from './accounts-json';
import { administratorKeys } from './administrators';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import type { ListSource } from './list';
import { itemWriteKeys } from './query-keys';
import { useWrite } from './use-write';

export const DEFAULT_ADMINISTRATOR_SORT = 'DESC-updatedAt';

export function administratorListSource(
  client: HttpClient,
  filter: AdministratorListFilter,
  sort: string,
): ListSource<Administrator> {
  return {
    queryKey: administratorKeys.list({ filter, sort }),
    fetchPage: (range, signal) =>
      client.getList('administrators', AdministratorSchema, { range, sort, params: filter, signal }),
  };
}

export function useAdministratorListSource(filter: AdministratorListFilter, sort: string) {
  const client = useApi();
  const key = JSON.stringify([filter, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for filter and sort by value.
  return useMemo(() => administratorListSource(client, filter, sort), [client, key]);
}

export function administratorOptions(client: HttpClient, id: number) {
  return queryOptions({
    queryKey: administratorKeys.detail(id),
    queryFn: ({ signal }) => client.get(`administrators/${id}`, AdministratorSchema, { signal }),
  });
}

export function useAdministrator(id: number): Administrator {
  return useSuspenseQuery(administratorOptions(useApi(), id)).data;
}

const saveTexts = {
  saving: 'Aan het opslaan...',
  saved: 'De beheerder is opgeslagen.',
  failed: administratorMessages.saveFailed,
};

/** Saves an administrator: its detail, the lists, and the signed-in one's own record should it be them. */
export function useSaveAdministrator(id: number | null) {
  return useWrite({
    write: (client, body: AdministratorCreate | AdministratorUpdate) => saveAdministrator(client, id, body),
    changes: (saved) => [...itemWriteKeys(administratorKeys, saved.id), administratorKeys.me()],
    texts: saveTexts,
  });
}

/** Changes a password: the administrator's detail (its updatedAt) changes, no list shows it. */
export function useChangeAdministratorPassword(id: number) {
  return useWrite({
    write: (client, body: PasswordChange) => changeAdministratorPassword(client, id, body),
    changes: () => [administratorKeys.detail(id)],
    // Spec 001 §8 says 3 s; the product-wide 4 s minimum wins (decision 165).
    texts: { saved: passwordMessages.saved, failed: passwordMessages.saveFailed },
  });
}

/** POST administrators (new) or PUT administrators/{id}: answers the saved administrator. */
export async function saveAdministrator(
  client: HttpClient,
  id: number | null,
  body: AdministratorCreate | AdministratorUpdate,
): Promise<Administrator> {
  const response = await client.request(id === null ? 'administrators' : `administrators/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    ...jsonBody(body),
  });
  return v.parse(AdministratorSchema, await response.json());
}

/** POST administrators/{id}/actions/changepassword (oldPassword only for non-superusers). */
export async function changeAdministratorPassword(
  client: HttpClient,
  id: number,
  body: PasswordChange,
): Promise<void> {
  await client.request(`administrators/${id}/actions/changepassword`, { method: 'POST', ...jsonBody(body) });
}
