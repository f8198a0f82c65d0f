import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { type Page, readTablePage, sortOrder } from '../../db/list-page';
import { exportJobs } from '../../db/schema/exports';

/** The administrator's own export jobs, newest first unless `direction` is ASC (oldest first). */
export async function listExportJobs(
  db: Db,
  administratorId: number,
  page: Page,
  direction: 'ASC' | 'DESC' = 'DESC',
) {
  const mine = eq(exportJobs.administratorId, administratorId);
  const order = sortOrder(
    { field: 'createdAt', direction },
    { createdAt: exportJobs.createdAt },
    exportJobs.id,
  );
  return readTablePage(db, exportJobs, db.select().from(exportJobs), mine, order, page);
}

/** One job, only when it belongs to the administrator (someone else's job does not exist for them). */
export async function findOwnExportJob(db: Db, administratorId: number, id: number) {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.administratorId, administratorId)));
  return row ?? null;
}
