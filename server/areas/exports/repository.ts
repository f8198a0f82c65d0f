import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { type Page, readPage, sortOrder } from '../../db/list-page';
import { exportJobs } from '../../db/schema/exports';

/** The administrator's own export jobs, newest first unless `direction` is ASC (oldest first). */
export async function listExportJobs(
  db: Db,
  administratorId: number,
  page: Page,
  direction: 'ASC' | 'DESC' = 'DESC',
) {
  const mine = eq(exportJobs.administratorId, administratorId);
  return readPage(
    db.select().from(exportJobs).where(mine).$dynamic(),
    sortOrder({ field: 'createdAt', direction }, { createdAt: exportJobs.createdAt }, exportJobs.id),
    page,
    db.select({ total: count() }).from(exportJobs).where(mine),
  );
}

/** One job, only when it belongs to the administrator (someone else's job does not exist for them). */
export async function findOwnExportJob(db: Db, administratorId: number, id: number) {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.administratorId, administratorId)));
  return row ?? null;
}
