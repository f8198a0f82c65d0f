import { administratorMessages, passwordMessages } from '../../domain/messages';
import type {
  AdministratorCreate,
  AdministratorUpdate,
  PasswordChange,
} from '../../domain/schemas/administrator';
import {
  AdministratorCreateSchema,
  AdministratorListFilterSchema,
  AdministratorSchema,
  AdministratorUpdateSchema,
} from '../../domain/schemas/administrator';
import { jsonBody } from './accounts-json';
import { administratorKeys } from './administrators';
import type { HttpClient } from './http-client';
import { itemWriteKeys } from './query-keys';
import { restResource } from './resource';
import { useWrite } from './use-write';

export const DEFAULT_ADMINISTRATOR_SORT = 'DESC-updatedAt';

const administrators = restResource('administrators', {
  item: AdministratorSchema,
  filter: AdministratorListFilterSchema,
  body: [AdministratorCreateSchema, AdministratorUpdateSchema],
  keys: administratorKeys,
});

export const useAdministratorListSource = administrators.useList;
export const administratorOptions = administrators.itemOptions;
export const useAdministrator = administrators.useItem;

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
export const saveAdministrator = administrators.save;

/** POST administrators/{id}/actions/changepassword (oldPassword only for non-superusers). */
export async function changeAdministratorPassword(
  client: HttpClient,
  id: number,
  body: PasswordChange,
): Promise<void> {
  await client.request(`administrators/${id}/actions/changepassword`, { method: 'POST', ...jsonBody(body) });
}
