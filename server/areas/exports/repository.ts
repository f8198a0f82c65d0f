import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { exportJobs } from '../../db/schema/exports';

/** The administrator's own export jobs, newest first unless `direction` is ASC (oldest first). */
export async function listExportJobs(
  db: Db,
  administratorId: number,
  page: { offset: number; limit: number },
  direction: 'ASC' | 'DESC' = 'DESC',
) {
  const mine = eq(exportJobs.administratorId, administratorId);
  const order = direction === 'ASC' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(exportJobs)
      .where(mine)
      .orderBy(order(exportJobs.createdAt), order(exportJobs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(exportJobs).where(mine),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** One job, only when it belongs to the administrator (someone else's job does not exist for them). */
export async function findOwnExportJob(db: Db, administratorId: number, id: number) {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.administratorId, administratorId)));
  return row ?? null;
}
