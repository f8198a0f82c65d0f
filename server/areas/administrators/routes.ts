import { Hono } from 'hono';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { findAdministratorView } from './repository';

/** /api/administrators: for now the signed-in administrator (`me`); the full area follows with its issue. */
export function administratorRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/me', async (c) => {
    const me = await findAdministratorView(db, c.var.admin.id);
    if (!me) throw new AppError('unauthenticated', 'Onbekende beheerder.');
    return c.json(me);
  });
}
