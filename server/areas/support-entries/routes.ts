import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { supportMessages } from '../../../domain/messages';
import {
  CloseSupportEntrySchema,
  type SupportEntry,
  SupportEntryFilterSchema,
} from '../../../domain/schemas/support-entry';
import type { Db } from '../../db/connect';
import { readPageOfIds } from '../../db/list-page';
import { supportEntries } from '../../db/schema/support';
import type { AuthEnv } from '../../http/auth';
import { lockRow, nextUpdatedAt } from '../../http/concurrency';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { listReply, parseFilters, rangePage, sortParam } from '../../http/list';
import { parseBody } from '../../http/validate';

type Row = typeof supportEntries.$inferSelect;

function supportEntryJson(row: Row): SupportEntry {
  return {
    id: row.id,
    key: row.key,
    account: row.accountId,
    subject: row.subject,
    status: row.status as SupportEntry['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * /api/supportentries: support tickets (docs/decisions/075). GET lists them (per account, open
 * first is the console's order: open ones, then newest); PUT {key} closes one (spec 000 §7).
 */
export function supportEntryRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', requires('support_inzien'), async (c) => {
      const filter = parseFilters(c, SupportEntryFilterSchema);
      sortParam(c, ['createdAt'] as const, 'createdAt', 'DESC');
      const page = rangePage(c);
      const conditions: SQL[] = [];
      if (filter.account !== undefined) conditions.push(eq(supportEntries.accountId, filter.account));
      if (filter.status) conditions.push(eq(supportEntries.status, filter.status));
      const where = and(...conditions);
      const order = [
        sql`${supportEntries.status} = 'closed'`,
        desc(supportEntries.createdAt),
        desc(supportEntries.id),
      ];
      // The page's ids walk the index of this order (migration 0011) before the rows are read.
      const { rows, total } = await readPageOfIds(
        db,
        () => db.select({ id: supportEntries.id }).from(supportEntries).where(where).$dynamic(),
        supportEntries.id,
        order,
        page,
        db.select().from(supportEntries).$dynamic(),
      );
      return listReply(c, rows.map(supportEntryJson), page.offset, total);
    })
    .put('/', requires('support_afmelden'), async (c) => {
      const { key } = await parseBody(c, CloseSupportEntrySchema);
      const closed = await c.var.audit.write({ objectType: 'SupportEntry', id: key }, async (tx, entry) => {
        const row = await lockRow(tx, supportEntries, eq(supportEntries.key, key));
        if (!row) throw new AppError('notFound', supportMessages.notFound);
        entry.id(row.id);
        // Closing a closed ticket changes nothing (PUT is idempotent).
        if (row.status === 'closed') return row;
        const now = nextUpdatedAt(row);
        const [updated] = await tx
          .update(supportEntries)
          .set({ status: 'closed', closedAt: now, updatedAt: now })
          .where(eq(supportEntries.id, row.id))
          .returning();
        entry.changed(
          { status: row.status, closedAt: null },
          { status: 'closed', closedAt: now.toISOString() },
        );
        return updated!;
      });
      return c.json(supportEntryJson(closed));
    });
}
