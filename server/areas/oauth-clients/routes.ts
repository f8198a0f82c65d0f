import { Hono } from 'hono';
import { PRODUCT_KEY } from '../../../domain/product';
import type { Right } from '../../../domain/rights';
import { OAuthClientBodySchema } from '../../../domain/schemas/oauth-client';
import {
  OAUTH_CLIENT_SORT_FIELDS,
  OAuthClientListFilterSchema,
} from '../../../domain/schemas/oauth-client-filters';
import type { Db } from '../../db/connect';
import { type AuditedWrite, runAudited } from '../../http/audit';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { listParams, listReply } from '../../http/list';
import { parseBody, parseId } from '../../http/validate';
import { listOAuthClients } from './repository';
import { createClient, deleteClient, resetSecret, updateClient, visibleClient } from './service';

export const OAUTH_CLIENT_RIGHT = `oauthclients_${PRODUCT_KEY}` as Right;

/** /api/oauthclients (spec 000 §7, 001 §7): list, item, create, update, delete and the secret reset. */
export function oauthClientRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .use('*', requires(OAUTH_CLIENT_RIGHT))
    .get('/', async (c) => {
      const { filter, sort, page } = listParams(
        c,
        OAuthClientListFilterSchema,
        OAUTH_CLIENT_SORT_FIELDS,
        'DESC-updatedAt',
      );
      const admin = c.var.admin;
      const scope = admin.rechten.includes('is_superuser') ? null : admin.uitgeverId;
      const { rows, total } = await listOAuthClients(db, filter, scope, sort, page);
      return listReply(c, rows, page.offset, total);
    })
    .post('/', async (c) => {
      const body = await parseBody(c, OAuthClientBodySchema);
      return c.json(await createClient(db, c.var.audit.write, c.var.admin, body), 201);
    })
    .get('/:id', async (c) => c.json(await visibleClient(db, c.var.admin, parseId(c.req.param('id')))))
    .get('/:id/reset', async (c) => {
      // The spec makes the reset a GET; it changes data, so it writes its audit entry itself (as a PUT).
      const write: AuditedWrite = (target, work) =>
        runAudited(
          db,
          {
            admin: c.var.admin,
            signedInAt: c.var.signedInAt,
            requestedOn: new Date(),
            method: 'PUT',
            url: c.req.path,
          },
          target,
          work,
        );
      const secret = await resetSecret(db, write, c.var.admin, parseId(c.req.param('id')));
      c.header('Cache-Control', 'no-store');
      return c.json({ clientsecret: secret });
    })
    .put('/:id', async (c) => {
      const id = parseId(c.req.param('id'));
      const body = await parseBody(c, OAuthClientBodySchema);
      return c.json(await updateClient(db, c.var.audit.write, c.var.admin, id, body));
    })
    .delete('/:id', async (c) => {
      await deleteClient(db, c.var.audit.write, c.var.admin, parseId(c.req.param('id')));
      return c.body(null, 204);
    });
}
