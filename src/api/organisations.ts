/** The organisations calls (spec 001 §7): list (type, q, sectors, verified), item, siblings, save, delete, styles. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { organisationMessages } from '../../domain/messages';
import {
  type Organisation,
  type OrganisationBody,
  OrganisationSchema,
  OrganisationStyleSchema,
} from '../../domain/schemas/organisation';
import type { OrganisationListFilter } from '../../domain/schemas/organisation-filters';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import type { HttpClient, QueryParams } from './http-client';
import type { ListSource } from './list';
import { itemWriteKeys, resourceKeys } from './query-keys';
import { useWrite } from './use-write';

const organisations = resourceKeys('organisations');
/** The organisations' query keys; siblings and styles belong to one organisation's detail. */
export const organisationKeys = {
  ...organisations,
  siblings: (id: number) => [...organisations.detail(id), 'siblings'] as const,
  styles: (id: number) => [...organisations.detail(id), 'styles'] as const,
};

export const DEFAULT_ORGANISATION_SORT = 'DESC-updatedAt';

/** Filters as query parameters: several types or sectors comma separated, verified as 'true'/'false'. */
function params(filter: Partial<OrganisationListFilter>): QueryParams {
  return {
    q: filter.q,
    type: filter.type?.join(','),
    sectors: filter.sectors?.join(','),
    verified: filter.verified === undefined ? undefined : String(filter.verified),
  };
}

/** GET organisations (spec 001 §7). */
export function fetchOrganisations(
  client: HttpClient,
  filter: Partial<OrganisationListFilter>,
  sort: string,
  range: { start: number; end: number },
  signal?: AbortSignal,
) {
  return client.getList('organisations', OrganisationSchema, {
    range,
    sort,
    params: params(filter),
    ...(signal ? { signal } : {}),
  });
}

export function useOrganisationListSource(
  filter: Partial<OrganisationListFilter>,
  sort: string,
): ListSource<Organisation> {
  const client = useApi();
  const key = JSON.stringify([filter, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for filter and sort by value.
  return useMemo(
    () => ({
      queryKey: organisationKeys.list({ filter, sort }),
      fetchPage: (range, signal) => fetchOrganisations(client, filter, sort, range, signal),
    }),
    [client, key],
  );
}

/** Options for a lookup of organisations of some types, by name (spec 000 §9: 0-24, ascending). */
export async function lookupOrganisations(
  client: HttpClient,
  types: readonly string[],
  query: string,
  signal: AbortSignal,
) {
  const page = await fetchOrganisations(
    client,
    { type: [...types] as OrganisationListFilter['type'], ...(query ? { q: query } : {}) },
    'ASC-name',
    { start: 0, end: 24 },
    signal,
  );
  return page.items.map((org) => ({
    id: org.id,
    label: org.name,
    description: [org.esn, org.city].filter(Boolean).join(' · '),
  }));
}

export function organisationOptions(client: HttpClient, id: number) {
  return queryOptions({
    queryKey: organisationKeys.detail(id),
    queryFn: ({ signal }) => client.get(`organisations/${id}`, OrganisationSchema, { signal }),
  });
}

export function useOrganisation(id: number): Organisation {
  return useSuspenseQuery(organisationOptions(useApi(), id)).data;
}

export function siblingsOptions(client: HttpClient, id: number) {
  return queryOptions({
    queryKey: organisationKeys.siblings(id),
    queryFn: ({ signal }) =>
      client.get(`organisations/${id}/siblings`, v.array(OrganisationSchema), { signal }),
  });
}

export async function saveOrganisation(
  client: HttpClient,
  id: number | null,
  body: OrganisationBody,
): Promise<Organisation> {
  const response = await client.request(id === null ? 'organisations' : `organisations/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    ...jsonBody(body),
  });
  return v.parse(OrganisationSchema, await response.json());
}

export function stylesOptions(client: HttpClient, organisationId: number) {
  return queryOptions({
    queryKey: organisationKeys.styles(organisationId),
    queryFn: async ({ signal }) =>
      (
        await client.getList('organisationstyles', OrganisationStyleSchema, {
          range: { start: 0, end: 99 },
          params: { organisation: organisationId },
          signal,
        })
      ).items,
  });
}

/** POST organisationstyles or PUT organisationstyles/{id}. */
export async function saveStyle(
  client: HttpClient,
  id: number | null,
  organisationId: number,
  name: string,
): Promise<void> {
  await client.request(id === null ? 'organisationstyles' : `organisationstyles/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    ...jsonBody({ organisation: { id: organisationId }, name }),
  });
}

/** An organisation's fields and, when its style changes, the style to store (id null: a new one). */
export type OrganisationSave = { body: OrganisationBody; style?: { id: number | null; name: string } };

/** Saves an organisation and its style: its detail (styles and siblings below it) and the organisation lists. */
export function useSaveOrganisation(id: number | null) {
  return useWrite({
    write: async (client, { body, style }: OrganisationSave) => {
      const saved = await saveOrganisation(client, id, body);
      if (style) await saveStyle(client, style.id, saved.id, style.name);
      return saved;
    },
    changes: (saved) => itemWriteKeys(organisationKeys, saved.id),
    texts: {
      saving: 'Aan het opslaan...',
      saved: 'De organisatie is opgeslagen.',
      failed: organisationMessages.saveFailed,
    },
  });
}
