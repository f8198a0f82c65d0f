import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { type AdminPrincipal, maySeeFullNames, type NameViewer } from '../../domain/rights';
import { type CurrentAdministrator, CurrentAdministratorSchema } from '../../domain/schemas/administrator';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import { resourceKeys } from './query-keys';

const administrators = resourceKeys('administrators');
/** The administrators' query keys; the signed-in administrator is a detail of its own. */
export const administratorKeys = {
  ...administrators,
  me: () => [...administrators.details(), 'me'] as const,
};

export function fetchCurrentAdministrator(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<CurrentAdministrator> {
  return client.get('administrators/me', CurrentAdministratorSchema, signal ? { signal } : {});
}

export function currentAdministratorOptions(client: HttpClient) {
  return queryOptions({
    queryKey: administratorKeys.me(),
    queryFn: ({ signal }) => fetchCurrentAdministrator(client, signal),
    // Rights change rarely and a stale token reloads the page anyway.
    staleTime: 5 * 60_000,
  });
}

/**
 * The principal of each fetched administrator: the same object for the route context, the shell and
 * every screen while the administrator is, so memos and effects that depend on it keep (a new one
 * re-drew the menu on every navigation, decision 587).
 */
const principals = new WeakMap<CurrentAdministrator, AdminPrincipal>();

/** What rights checks need of the administrator. */
export function principalOf(admin: CurrentAdministrator): AdminPrincipal {
  const known = principals.get(admin);
  if (known) return known;
  const principal = { id: admin.id, rechten: admin.rol.rechten, uitgeverId: admin.uitgever?.id ?? null };
  principals.set(admin, principal);
  return principal;
}

/** The signed-in administrator as the rights rules read them (one object per fetched administrator). */
export function useCurrentPrincipal(): AdminPrincipal {
  return principalOf(useCurrentAdministrator());
}

/** The signed-in administrator; the root route has loaded it before any screen renders. */
export function useCurrentAdministrator(): CurrentAdministrator {
  return useSuspenseQuery(currentAdministratorOptions(useApi())).data;
}

/** The administrator as a reader of names: their publisher and whether it asks for the full name. */
export function nameViewerOf(admin: CurrentAdministrator): NameViewer {
  return {
    uitgeverId: admin.uitgever?.id ?? null,
    askForVolledigeNaam: admin.uitgever?.askForVolledigeNaam ?? false,
  };
}

/** Whether the signed-in administrator may see full names (domain maySeeFullNames; decision 157). */
export function useMaySeeFullNames(): boolean {
  return maySeeFullNames(nameViewerOf(useCurrentAdministrator()));
}
