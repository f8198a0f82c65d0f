import { Hono } from 'hono';
import { accountAreaMessages } from '../../../domain/messages';
import { ACTIVITY_INITIAL_AMOUNT, ActivityFilterSchema } from '../../../domain/schemas/account-activity';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { listReply, parseFilters } from '../../http/list';
import { parseId } from '../../http/validate';
// biome-ignore lint/style/noRestrictedImports: an account's activity answers 404 for an unknown account; recorded in decision 260
import { findAccount } from '../accounts/repository';
import { listActivity, listMergeLogs } from './repository';

async function existingAccount(db: Db, value: string | undefined) {
  const id = parseId(value);
  if (!(await findAccount(db, id))) throw new AppError('notFound', accountAreaMessages.accountNotFound);
  return id;
}

/** /api/accounts/{id}/activity and /api/accounts/{id}/logs/merge (spec 000 §7), mounted under /accounts. */
export function activityRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/:id/activity', requires('gebruikers_inzien'), async (c) => {
      const id = await existingAccount(db, c.req.param('id'));
      const filter = parseFilters(c, ActivityFilterSchema);
      const { items, total } = await listActivity(
        db,
        id,
        filter.amount ?? ACTIVITY_INITIAL_AMOUNT,
        c.var.admin.uitgeverId,
      );
      return listReply(c, items, 0, total);
    })
    .get('/:id/logs/merge', requires({ right: 'gebruikers_inzien', nonPublisherOnly: true }), async (c) => {
      const id = await existingAccount(db, c.req.param('id'));
      const items = await listMergeLogs(db, id);
      return listReply(c, items, 0, items.length);
    });
}
