/** The organisations calls (spec 001 §7): list (type, q, sectors, verified), item, siblings, save, delete, styles. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { OrganisationType } from '../../domain/enums';
import { organisationMessages } from '../../domain/messages';
import {
  type OrganisationBody,
  OrganisationBodySchema,
  OrganisationSchema,
  OrganisationStyleSchema,
} from '../../domain/schemas/organisation';
import { OrganisationListFilterSchema } from '../../domain/schemas/organisation-filters';
import { jsonBody } from './accounts-json';
import type { HttpClient } from './http-client';
import { itemWriteKeys } from './query-keys';
import { restResource } from './resource';
import { useWrite } from './use-write';

const organisations = restResource('organisations', {
  item: OrganisationSchema,
  filter: OrganisationListFilterSchema,
  body: OrganisationBodySchema,
});
/** The organisations' query keys; siblings and styles belong to one organisation's detail. */
export const organisationKeys = {
  ...organisations.keys,
  siblings: (id: number) => [...organisations.keys.detail(id), 'siblings'] as const,
  styles: (id: number) => [...organisations.keys.detail(id), 'styles'] as const,
};

export const DEFAULT_ORGANISATION_SORT = 'DESC-updatedAt';

/** GET organisations (spec 001 §7): several types or sectors comma separated, verified as 'true'/'false'. */
const fetchOrganisations = organisations.fetchPage;
export const useOrganisationListSource = organisations.useList;

/** The one lookup of organisations of some types, by name (spec 000 §9: 0-24, ascending), for filters and forms. */
export async function lookupOrganisations(
  client: HttpClient,
  types: readonly OrganisationType[],
  query: string,
  signal: AbortSignal,
) {
  const page = await fetchOrganisations(
    client,
    { type: types, ...(query ? { q: query } : {}) },
    'ASC-name',
    { start: 0, end: 24 },
    signal,
  );
  return page.items.map((org) => ({
    id: org.id,
    label: org.name,
    // A school is known by its BRIN, a publisher or distributor by its ESN; the town tells namesakes apart.
    description: [org.brin ?? org.esn, org.city].filter(Boolean).join(' · '),
  }));
}

export const organisationOptions = organisations.itemOptions;
export const useOrganisation = organisations.useItem;

export function siblingsOptions(client: HttpClient, id: number) {
  return queryOptions({
    queryKey: organisationKeys.siblings(id),
    queryFn: ({ signal }) =>
      client.get(`organisations/${id}/siblings`, v.array(OrganisationSchema), { signal }),
  });
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
      const saved = await organisations.save(client, id, body);
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
