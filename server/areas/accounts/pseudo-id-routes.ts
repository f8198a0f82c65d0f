import { Hono } from 'hono';
import { PRODUCT_KEY } from '../../../domain/product';
import { PseudoIdLookupSchema } from '../../../domain/schemas/account-merge';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { parseBody, parseId } from '../../http/validate';
import { accountForViewer } from './account-json';
import { accountWithLinks } from './account-service';
import { accountForPseudoId } from './pseudo-id-service';

/**
 * /api/organisations/{publisherId}/actions/getAccountFromPseudoid: turns a publisher's pseudo id back
 * into the account. Privacy-sensitive, so each lookup is audited (who revealed which account; decision 032).
 * A /beheer tool (beheer_{product}); a publisher-bound administrator may decrypt for their own publisher only.
 */
export function pseudoIdLookupRoutes(db: Db) {
  return new Hono<AuthEnv>().post(
    '/:publisherId/actions/getAccountFromPseudoid',
    requires(`beheer_${PRODUCT_KEY}`),
    async (c) => {
      const publisherId = parseId(c.req.param('publisherId'));
      const { pseudoId } = await parseBody(c, PseudoIdLookupSchema);
      const account = await accountForPseudoId(db, c.var.admin, publisherId, pseudoId);
      const json = await accountWithLinks(db, account);
      await c.var.audit.write({ objectType: 'PseudoId', id: account.id }, async (_tx, entry) => {
        entry.created({ publisherId, accountId: account.id });
      });
      return c.json(accountForViewer(c.var.admin, json));
    },
  );
}
