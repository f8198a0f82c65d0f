import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { AccessUrlFilterSchema } from '../../../domain/schemas/account-activity';
import type { Db } from '../../db/connect';
import { accessUrls } from '../../db/schema/access-urls';
import type { AuthEnv } from '../../http/auth';
import { lockRow } from '../../http/concurrency';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { listReply, parseFilters, rangePage } from '../../http/list';
import { parseId } from '../../http/validate';
import { accessUrlJson, listAccessUrls } from './repository';

/** /api/accessurls: an account's confirmation links (spec 000 §7), deletable with accessurls_verwijderen. */
export function accessUrlRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', requires('gebruikers_inzien'), async (c) => {
      const filter = parseFilters(c, AccessUrlFilterSchema);
      const page = rangePage(c);
      const { rows, total } = await listAccessUrls(db, filter, page);
      return listReply(c, rows.map(accessUrlJson), page.offset, total);
    })
    .delete('/:id', requires('accessurls_verwijderen'), async (c) => {
      const id = parseId(c.req.param('id'));
      await c.var.audit.write({ objectType: 'AccessUrl', id }, async (tx, entry) => {
        const row = await lockRow(tx, accessUrls, eq(accessUrls.id, id));
        if (!row) throw new AppError('notFound', 'Bevestigingslink bestaat niet (meer).');
        await tx.delete(accessUrls).where(eq(accessUrls.id, id));
        entry.removed(accessUrlJson(row));
      });
      return c.body(null, 204);
    });
}
