import { Hono } from 'hono';
import { can, isSuperuser, type Right } from '../../../domain/rights';
import {
  ADMINISTRATOR_SORT_FIELDS,
  AdministratorCreateSchema,
  AdministratorListFilterSchema,
  AdministratorUpdateSchema,
  PasswordChangeSchema,
} from '../../../domain/schemas/administrator';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { listReply, parseFilters, rangePage, sortParam } from '../../http/list';
import { parseBody, parseId } from '../../http/validate';
import { findAdministratorView, listAdministrators } from './repository';
import {
  changePassword,
  createAdministrator,
  deleteAdministrator,
  updateAdministrator,
  visibleAdministrator,
} from './service';

/** Oneself, or the right: an administrator may always read and edit their own record (spec 001 §2). */
function assertSelfOr(admin: AuthEnv['Variables']['admin'], id: number, right: Right) {
  if (id !== admin.id && !can(admin, right)) throw new AppError('forbidden', 'Niet bevoegd voor deze actie.');
}

/** /api/administrators (spec 001 §7): `me`, the list, one administrator, create, update, delete, password. */
export function administratorRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/me', async (c) => {
      const me = await findAdministratorView(db, c.var.admin.id);
      if (!me) throw new AppError('unauthenticated', 'Onbekende beheerder.');
      return c.json(me);
    })
    .get('/', requires('beheerders_inzien'), async (c) => {
      const filter = parseFilters(c, AdministratorListFilterSchema);
      // Spec 001 §2: the role filter is for superusers.
      if (filter.rol !== undefined && !isSuperuser(c.var.admin))
        throw new AppError('forbidden', 'Niet bevoegd om op rol te filteren.');
      const sort = sortParam(c, ADMINISTRATOR_SORT_FIELDS, 'updatedAt', 'DESC');
      const page = rangePage(c);
      const { rows, total } = await listAdministrators(db, filter, c.var.admin.uitgeverId, sort, page);
      return listReply(c, rows, page.offset, total);
    })
    .post('/', requires('beheerders_toevoegen'), async (c) => {
      const body = await parseBody(c, AdministratorCreateSchema);
      return c.json(await createAdministrator(db, c.var.audit.write, c.var.admin, body), 201);
    })
    .get('/:id', async (c) => {
      const id = parseId(c.req.param('id'));
      assertSelfOr(c.var.admin, id, 'beheerders_inzien');
      return c.json(await visibleAdministrator(db, c.var.admin, id));
    })
    .put('/:id', async (c) => {
      const id = parseId(c.req.param('id'));
      assertSelfOr(c.var.admin, id, 'beheerders_aanpassen');
      const body = await parseBody(c, AdministratorUpdateSchema);
      const actor = { ...c.var.admin, sessionId: c.var.sessionId };
      return c.json(await updateAdministrator(db, c.var.audit.write, actor, id, body));
    })
    .delete('/:id', requires('beheerders_verwijderen'), async (c) => {
      await deleteAdministrator(db, c.var.audit.write, c.var.admin, parseId(c.req.param('id')));
      return c.body(null, 204);
    })
    .post('/:id/actions/changepassword', async (c) => {
      const id = parseId(c.req.param('id'));
      assertSelfOr(c.var.admin, id, 'beheerders_aanpassen');
      const body = await parseBody(c, PasswordChangeSchema);
      await changePassword(db, c.var.audit.write, { ...c.var.admin, sessionId: c.var.sessionId }, id, body);
      return c.body(null, 204);
    });
}
