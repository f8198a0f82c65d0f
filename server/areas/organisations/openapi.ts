import * as v from 'valibot';
import {
  OrganisationBodySchema,
  OrganisationSchema,
  OrganisationStyleBodySchema,
  OrganisationStyleFilterSchema,
  OrganisationStyleSchema,
} from '../../../domain/schemas/organisation';
import {
  ORGANISATION_SORT_FIELDS,
  OrganisationListFilterSchema,
} from '../../../domain/schemas/organisation-filters';
import type { ApiOperation } from '../../openapi/operation';

/** /api/organisations and /api/organisationstyles as OpenAPI describes them (routes.ts). */
export const organisationOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/organisations',
    summary: 'Organisaties',
    description:
      'Lists organisations: reference data every screen picks from; billing fields for superusers only.',
    access: 'signed-in',
    query: OrganisationListFilterSchema,
    list: { sort: ORGANISATION_SORT_FIELDS },
    reply: OrganisationSchema,
  },
  {
    method: 'post',
    path: '/organisations',
    summary: 'Organisatie toevoegen',
    description: 'Creates an organisation.',
    access: 'organisaties_toevoegen',
    body: OrganisationBodySchema,
    reply: OrganisationSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/organisations/{id}',
    summary: 'Organisatie',
    description: 'One organisation.',
    access: 'signed-in',
    reply: OrganisationSchema,
  },
  {
    method: 'get',
    path: '/organisations/{id}/siblings',
    summary: 'Organisaties met hetzelfde BRIN',
    description: 'The other organisations of the same institution.',
    access: 'signed-in',
    reply: v.array(OrganisationSchema),
  },
  {
    method: 'put',
    path: '/organisations/{id}',
    summary: 'Organisatie aanpassen',
    description: 'Changes an organisation; an unchanged save writes nothing.',
    access: 'organisaties_aanpassen',
    body: OrganisationBodySchema,
    reply: OrganisationSchema,
  },
  {
    method: 'delete',
    path: '/organisations/{id}',
    summary: 'Organisatie verwijderen',
    description: 'Deletes an organisation nothing refers to (409 lists what does).',
    access: 'organisaties_verwijderen',
  },
  {
    method: 'get',
    path: '/organisationstyles',
    summary: 'Stijlen van een organisatie',
    description: 'The styles of an organisation.',
    access: 'signed-in',
    query: OrganisationStyleFilterSchema,
    list: {},
    reply: OrganisationStyleSchema,
  },
  {
    method: 'post',
    path: '/organisationstyles',
    summary: 'Stijl toevoegen',
    description: 'Adds a style to an organisation.',
    access: { right: ['organisaties_toevoegen', 'organisaties_aanpassen'] },
    body: OrganisationStyleBodySchema,
    reply: OrganisationStyleSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/organisationstyles/{id}',
    summary: 'Stijl aanpassen',
    description: 'Changes a style.',
    access: { right: ['organisaties_toevoegen', 'organisaties_aanpassen'] },
    body: OrganisationStyleBodySchema,
    reply: OrganisationStyleSchema,
  },
];
