import { Hono } from 'hono';
import { ACCOUNT_SORT_FIELDS, AccountListFilterSchema } from '../../../domain/schemas/account';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { startExportIfRequested } from '../../http/export-request';
import { requires } from '../../http/guard';
import { listReply, pageOf, parseFilters, parseRange, parseSort } from '../../http/list';
import { parseId } from '../../http/validate';
import { accountExporter } from './account-export';
import { accountJson } from './account-json';
import { findAccount, listAccounts } from './repository';

/** /api/accounts: the users list and single accounts (spec 000). */
export function accountRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', requires('gebruikers_inzien'), async (c) => {
      const filter = parseFilters(c, AccountListFilterSchema);
      const sort = parseSort(c.req.query('sort'), ACCOUNT_SORT_FIELDS, {
        field: 'updatedAt',
        direction: 'DESC',
      });
      const exportStarted = await startExportIfRequested(c, db, accountExporter, { filter, sort });
      if (exportStarted) return exportStarted;
      const page = pageOf(parseRange(c.req.header('range')));
      const { rows, total } = await listAccounts(db, filter, sort, page);
      return listReply(
        c,
        rows.map((row) => accountJson(row, false)),
        page.offset,
        total,
      );
    })
    .get('/:id', requires('gebruikers_inzien'), async (c) => {
      const row = await findAccount(db, parseId(c.req.param('id')));
      if (!row) throw new AppError('notFound', 'Account bestaat niet (meer).');
      return c.json(accountJson(row, false));
    });
}
