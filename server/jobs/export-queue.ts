import { and, count, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import { requestMessages } from '../../domain/messages';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { type ExportJobRow, exportFileChunks, exportJobs } from '../db/schema/exports';
import type { CsvColumn } from '../http/csv';
import { AppError } from '../http/errors';
import type { ExportParams } from './exporter';

/** A job is tried this often (a crash or a lost lock counts); then it is failed with EXHAUSTED_MESSAGE. */
export const MAX_ATTEMPTS = 3;
export const EXHAUSTED_MESSAGE = `De export is ${MAX_ATTEMPTS} keer onderbroken en is gestopt. Start de export opnieuw.`;
export const FAILED_MESSAGE = 'De export is mislukt door een interne fout. Start de export opnieuw.';
/** How many exports one administrator may have queued or running at once (decision 187). */
export const MAX_OPEN_EXPORTS = 3;
/**
 * An export of at most this many rows (its list's total when it was queued) is small: the claim takes
 * it ahead of large ones and past its administrator's limit on running exports (decision 727).
 */
export const SMALL_EXPORT_ROWS = 5000;
/** How long a finished file stays downloadable. */
export const DOWNLOADABLE_DAYS = 7;

/**
 * Queues an export of one list call; the worker picks it up. An administrator with
 * MAX_OPEN_EXPORTS exports queued or running gets a 429 instead (decision 187): counted and inserted
 * under a lock on that administrator's queue, so requests arriving at once cannot pass it together.
 */
export async function enqueueExport(
  db: Db,
  job: {
    administratorId: number;
    collection: string;
    exportRoute: string;
    params: ExportParams;
    csvHeaders: CsvColumn[];
    /** The list's total now, where the exporter counts it; null when unknown (then it is large). */
    rowsTotal: number | null;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAdministratorExports(tx, job.administratorId);
    const [open] = await tx
      .select({ n: count() })
      .from(exportJobs)
      .where(
        and(
          eq(exportJobs.administratorId, job.administratorId),
          inArray(exportJobs.status, ['queued', 'running']),
        ),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_EXPORTS)
      throw new AppError('tooMany', requestMessages.tooManyExports(MAX_OPEN_EXPORTS));
    const [row] = await tx.insert(exportJobs).values(job).returning({ id: exportJobs.id });
    return row!.id;
  });
}

/**
 * Serializes, until the transaction ends, what changes how many exports one administrator has open:
 * queueing one (the 429 limit) and claiming one (the fair limit on running ones).
 */
const lockAdministratorExports = (tx: Db, administratorId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('export_jobs'), ${administratorId})`);

const lockUntil = (lockMs: number) => sql`now() + ${lockMs} * interval '1 millisecond'`;

/**
 * The job, while `workerId` holds its lease: the condition of every write a running job makes
 * (decision 476). Once another worker took the job over, the first one's writes change nothing.
 */
export const heldBy = (id: number, workerId: string) =>
  and(eq(exportJobs.id, id), eq(exportJobs.lockedBy, workerId), eq(exportJobs.status, 'running'));

/** Thrown by a write of a job whose lease another worker has taken over; that worker runs it now. */
export class LostLease extends Error {}

/** A job in the fast lane: its total, counted when it was queued, is at most SMALL_EXPORT_ROWS. */
const small = (rowsTotal: unknown) => sql`coalesce(${rowsTotal} <= ${SMALL_EXPORT_ROWS}, false)`;

/** An administrator's exports running now (a live lease); `administratorId` a column or a value. */
const runningOf = (administratorId: unknown) => sql`(select count(*)::int from ${exportJobs} as r
  where r.administrator_id = ${administratorId} and r.status = 'running' and r.locked_until >= now())`;

/**
 * Takes a job that is queued, or running with an expired lock (its worker died), with
 * `for update skip locked`, so any number of workers on any instance each get a different job.
 * Fair between administrators (decision 342): the jobs of whoever has the fewest exports running
 * come first, then the oldest; an administrator already running `perAdministrator` exports waits.
 * That limit holds when workers claim at the same moment (decision 475): the claim counts again
 * under the administrator's lock, where it sees every claim committed before it; when they are
 * full by then, it looks again without that administrator. A small job (decision 727) comes before
 * every large one and is exempt from that limit: the 3 open exports of decision 187 bound it;
 * `smallOnly` takes nothing else (the fast lane's own slots, decision 734).
 */
export async function claimExport(
  db: Db,
  workerId: string,
  lockMs: number,
  perAdministrator = Number.POSITIVE_INFINITY,
  /** Only a small job: a worker's slot of the fast lane (decision 734). */
  smallOnly = false,
): Promise<ExportJobRow | null> {
  const limited = Number.isFinite(perAdministrator);
  const full: number[] = [];
  for (;;) {
    const claimed: { job: ExportJobRow } | { full: number } | null = await db.transaction(async (tx) => {
      const [next] = await tx
        .select({
          id: exportJobs.id,
          administratorId: exportJobs.administratorId,
          small: sql<boolean>`${small(exportJobs.rowsTotal)}`,
        })
        .from(exportJobs)
        .where(
          and(
            or(
              eq(exportJobs.status, 'queued'),
              and(eq(exportJobs.status, 'running'), lt(exportJobs.lockedUntil, sql`now()`)),
            ),
            lt(exportJobs.attempts, MAX_ATTEMPTS),
            smallOnly ? small(exportJobs.rowsTotal) : undefined,
            limited
              ? or(
                  small(exportJobs.rowsTotal),
                  sql`${runningOf(exportJobs.administratorId)} < ${perAdministrator}`,
                )
              : undefined,
            full.length > 0 ? notInArray(exportJobs.administratorId, full) : undefined,
          ),
        )
        .orderBy(
          sql`${small(exportJobs.rowsTotal)} desc`,
          runningOf(exportJobs.administratorId),
          exportJobs.createdAt,
          exportJobs.id,
        )
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) return null;
      if (limited && !next.small) {
        await lockAdministratorExports(tx, next.administratorId);
        // A new statement, so a new snapshot: it counts the claims that held this lock before.
        const [{ running } = { running: 0 }] = await tx
          .select({ running: sql<number>`${runningOf(next.administratorId)}` })
          .from(sql`(select 1) as one`);
        if (running >= perAdministrator) return { full: next.administratorId };
      }
      const [job] = await tx
        .update(exportJobs)
        .set({
          status: 'running',
          attempts: sql`${exportJobs.attempts} + 1`,
          lockedBy: workerId,
          lockedUntil: lockUntil(lockMs),
          startedAt: sql`now()`,
          error: null,
          rowsDone: 0,
        })
        .where(eq(exportJobs.id, next.id))
        .returning();
      return { job: job! };
    });
    if (!claimed) return null;
    if ('job' in claimed) return claimed.job;
    // Full: released with the transaction, so two workers never wait on each other's administrator.
    full.push(claimed.full);
  }
}

/**
 * Fails the jobs that were interrupted MAX_ATTEMPTS times, so they say so instead of hanging, and
 * removes the part of a file their last attempt wrote.
 */
export async function failExhaustedExports(db: Db): Promise<number> {
  // One statement, since every idle worker slot runs it every second: the jobs fail and what the
  // last attempt wrote of their file (never downloaded, nothing else would remove it) goes with them.
  const [result] = await rowsOf<{ failed: number }>(
    db,
    sql`with failed as (
          update ${exportJobs}
          set status = 'failed', error = ${EXHAUSTED_MESSAGE}, locked_by = null, locked_until = null,
              finished_at = now()
          where attempts >= ${MAX_ATTEMPTS}
            and (status = 'queued' or (status = 'running' and locked_until < now()))
          returning id
        ),
        removed as (delete from ${exportFileChunks} where job_id in (select id from failed))
        select count(*)::int as failed from failed`,
  );
  return result?.failed ?? 0;
}

/**
 * Extends the lock while a job runs and records its progress for /myexports; false when another
 * worker has taken it over.
 */
export async function extendLock(
  db: Db,
  id: number,
  workerId: string,
  lockMs: number,
  progress: { rowsDone: number; rowsTotal?: number | null },
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ lockedUntil: lockUntil(lockMs), ...progress })
    .where(heldBy(id, workerId))
    .returning({ id: exportJobs.id });
  return rows.length === 1;
}

export async function finishExport(
  db: Db,
  id: number,
  workerId: string,
  rowCount: number,
  fileBytes: number,
) {
  const rows = await db
    .update(exportJobs)
    .set({
      status: 'finished',
      rowCount,
      rowsDone: rowCount,
      fileBytes,
      finishedAt: sql`now()`,
      downloadableUntil: sql`now() + interval '${sql.raw(String(DOWNLOADABLE_DAYS))} days'`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(heldBy(id, workerId))
    .returning({ id: exportJobs.id });
  return rows.length === 1;
}

/** Answers false when another worker has the job by now (then its file is theirs). */
export async function failExport(db: Db, id: number, workerId: string, error: string): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ status: 'failed', error, finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(heldBy(id, workerId))
    .returning({ id: exportJobs.id });
  return rows.length === 1;
}

/** A graceful stop hands the job back at once; the interrupted run does not count as an attempt. */
export async function releaseExport(db: Db, id: number, workerId: string) {
  await db
    .update(exportJobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${exportJobs.attempts} - 1, 0)`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(heldBy(id, workerId));
}
