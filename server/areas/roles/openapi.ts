import {
  ROLE_SORT_FIELDS,
  RoleBodySchema,
  RoleListFilterSchema,
  RoleSchema,
} from '../../../domain/schemas/role';
import type { ApiOperation } from '../../openapi/operation';
import { READ_RIGHTS } from './routes';

/** /api/roles as OpenAPI describes it (routes.ts). */
export const roleOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/roles',
    summary: 'Rollen',
    description:
      'Lists roles; a publisher-bound administrator sees their publisher’s roles and those of none.',
    access: { right: READ_RIGHTS },
    query: RoleListFilterSchema,
    list: { sort: ROLE_SORT_FIELDS },
    reply: RoleSchema,
  },
  {
    method: 'get',
    path: '/roles/{id}',
    summary: 'Rol',
    description: 'One role.',
    access: { right: READ_RIGHTS },
    reply: RoleSchema,
  },
  {
    method: 'post',
    path: '/roles',
    summary: 'Rol toevoegen',
    description: 'Creates a role; nobody grants rights they lack themselves.',
    access: 'rollen_toevoegen',
    body: RoleBodySchema,
    reply: RoleSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/roles/{id}',
    summary: 'Rol aanpassen',
    description: 'Changes a role; an unchanged save writes nothing.',
    access: 'rollen_aanpassen',
    body: RoleBodySchema,
    reply: RoleSchema,
  },
  {
    method: 'delete',
    path: '/roles/{id}',
    summary: 'Rol verwijderen',
    description: 'Deletes a role that no administrator holds (409 names those who do).',
    access: 'rollen_verwijderen',
  },
];
