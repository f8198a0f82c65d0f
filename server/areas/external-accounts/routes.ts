import { Hono } from 'hono';
import { ExternalAccountFilterSchema } from '../../../domain/schemas/account-activity';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { listReply, parseFilters, rangePage } from '../../http/list';
import { externAccountJson, listExternAccounts } from './repository';

/**
 * /api/externalaccounts (filters nameId, accountType): the form's lookup of unlinked external accounts
 * and the palette's name-ID lookup. Each item says which account holds it (`account`, null when unlinked);
 * linking one is checked on save (externaccounts_koppelen).
 */
export function externalAccountRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/', requires('gebruikers_inzien'), async (c) => {
    const filter = parseFilters(c, ExternalAccountFilterSchema);
    const page = rangePage(c);
    const { rows, total } = await listExternAccounts(db, filter, page);
    return listReply(
      c,
      rows.map((row) => externAccountJson(c.var.admin, row)),
      page.offset,
      total,
    );
  });
}
