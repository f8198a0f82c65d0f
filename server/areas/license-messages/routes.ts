import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { type LicenseMessage, LicenseMessageFilterSchema } from '../../../domain/schemas/eck';
import type { Db } from '../../db/connect';
import { readTablePage } from '../../db/list-page';
import { licenseMessages } from '../../db/schema/eck';
import type { AuthEnv } from '../../http/auth';
import { lockRow, nextUpdatedAt } from '../../http/concurrency';
import { AppError } from '../../http/errors';
import { requires } from '../../http/guard';
import { listReply, parseFilters, rangePage } from '../../http/list';
import { parseId } from '../../http/validate';
import {
  announceLicenseMessages,
  deliverDueLicenseMessages,
  type LicenseMessageTransport,
} from '../../jobs/license-message-outbox';

type Row = typeof licenseMessages.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function messageJson(row: Row): LicenseMessage {
  return {
    id: row.id,
    startDate: iso(row.startDate),
    referenceId: row.referenceId,
    userId: row.userId,
    eckId: row.eckId,
    status: row.status as LicenseMessage['status'],
    retryCount: row.retryCount,
    lastError: row.lastError,
    nextAttemptAt: iso(row.nextAttemptAt),
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const OBJECT_TYPE = 'GenerateLicenseMessage';
const superuserOnly = requires({ superuserOnly: true });

/** /api/generatelicensemessages: the ECK licence-message outbox, superuser only (spec 001 §2, §7). */
export function licenseMessageRoutes(db: Db, transport: LicenseMessageTransport) {
  return new Hono<AuthEnv>()
    .get('/', superuserOnly, async (c) => {
      const filter = parseFilters(c, LicenseMessageFilterSchema);
      const where = filter.showFailedOnly ? eq(licenseMessages.status, 'Error') : undefined;
      const page = rangePage(c);
      const order = [desc(licenseMessages.createdAt), desc(licenseMessages.id)];
      const { rows, total } = await readTablePage(
        db,
        licenseMessages,
        db.select().from(licenseMessages),
        where,
        order,
        page,
      );
      return listReply(c, rows.map(messageJson), page.offset, total);
    })
    .post('/actions/retryall', superuserOnly, async (c) => {
      const retried = await c.var.audit.write({ objectType: OBJECT_TYPE }, async (tx, entry) => {
        const now = new Date();
        const rows = await tx
          .update(licenseMessages)
          .set({ status: 'Pending', nextAttemptAt: now, updatedAt: now })
          .where(and(eq(licenseMessages.status, 'Error'), isNull(licenseMessages.deliveredAt)))
          .returning({ id: licenseMessages.id });
        entry.created({ retried: rows.length });
        return rows.length;
      });
      announceLicenseMessages();
      return c.json({ retried });
    })
    .post('/:id/actions/retry', superuserOnly, async (c) => {
      const id = parseId(c.req.param('id'));
      await c.var.audit.write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
        const stored = await lockRow(tx, licenseMessages, eq(licenseMessages.id, id));
        if (!stored) throw new AppError('notFound', 'Licentiebericht bestaat niet.');
        if (stored.status !== 'Error')
          throw new AppError(
            'conflict',
            'Alleen mislukte licentieberichten kunnen opnieuw worden verstuurd.',
          );
        const now = new Date();
        await tx
          .update(licenseMessages)
          .set({ status: 'Pending', nextAttemptAt: now, updatedAt: nextUpdatedAt(stored, now) })
          .where(eq(licenseMessages.id, id));
        entry.changed({ status: stored.status }, { status: 'Pending' });
      });
      // The attempt itself is the outbox's work, made at once so the administrator sees its outcome.
      await deliverDueLicenseMessages(db, transport, { ids: [id] });
      const [row] = await db.select().from(licenseMessages).where(eq(licenseMessages.id, id));
      return c.json(messageJson(row!));
    });
}
