import { Hono } from 'hono';
import type { Right } from '../../../domain/rights';
import { ROLE_SORT_FIELDS, RoleBodySchema, RoleListFilterSchema } from '../../../domain/schemas/role';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { listParams, listReply } from '../../http/list';
import { parseBody, parseId } from '../../http/validate';
import { listRoles } from './repository';
import { createRole, deleteRole, updateRole, visibleRole } from './service';

/** Reading roles: the roles screen, and the administrator form that offers them. */
export const READ_RIGHTS: readonly Right[] = [
  'rollen_inzien',
  'rollen_aanpassen',
  'beheerders_inzien',
  'beheerders_toevoegen',
  'beheerders_aanpassen',
];

/** /api/roles (spec 001 §7); publisher-bound administrators see and change their publisher's roles only. */
export function roleRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', requires({ right: READ_RIGHTS }), async (c) => {
      const { filter, sort, page } = listParams(c, RoleListFilterSchema, ROLE_SORT_FIELDS, 'ASC-naam');
      const { rows, total } = await listRoles(db, filter, c.var.admin.uitgeverId, sort, page);
      return listReply(c, rows, page.offset, total);
    })
    .get('/:id', requires({ right: READ_RIGHTS }), async (c) =>
      c.json(await visibleRole(db, c.var.admin, parseId(c.req.param('id')))),
    )
    .post('/', requires('rollen_toevoegen'), async (c) => {
      const body = await parseBody(c, RoleBodySchema);
      return c.json(await createRole(db, c.var.audit.write, c.var.admin, body), 201);
    })
    .put('/:id', requires('rollen_aanpassen'), async (c) => {
      const id = parseId(c.req.param('id'));
      const body = await parseBody(c, RoleBodySchema);
      return c.json(await updateRole(db, c.var.audit.write, c.var.admin, id, body));
    })
    .delete('/:id', requires('rollen_verwijderen'), async (c) => {
      await deleteRole(db, c.var.audit.write, c.var.admin, parseId(c.req.param('id')));
      return c.body(null, 204);
    });
}
