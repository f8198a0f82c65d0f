import { toInstant } from './dates';
import type { ExportJob } from './schemas/export-job';

/**
 * How often /myexports asks for its jobs again (decision 734): a job younger than YOUNG_EXPORT_MS
 * every YOUNG_EXPORT_REFRESH_MS, since a small export is ready within a second or so and the
 * administrator waits for it; then every EXPORT_REFRESH_MS while one is unfinished (its progress
 * moves); not at all once every job is done. The bench polls by the same schedule.
 */
export const EXPORT_REFRESH_MS = 1000;
export const YOUNG_EXPORT_REFRESH_MS = 250;
export const YOUNG_EXPORT_MS = 10_000;

export function isUnfinished(job: Pick<ExportJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/**
 * The wait before the next refresh of these jobs, or false. A job's age is from its createdAt (the
 * server's clock) to `now` (the console's): a clock more than YOUNG_EXPORT_MS off either way makes
 * no job young, so a skewed console refreshes as before, never faster for long.
 */
export function exportRefreshMs(
  jobs: readonly Pick<ExportJob, 'status' | 'createdAt'>[],
  now: number = Date.now(),
): number | false {
  const unfinished = jobs.filter(isUnfinished);
  if (unfinished.length === 0) return false;
  const young = unfinished.some(
    (job) => Math.abs(now - (toInstant(job.createdAt)?.getTime() ?? Number.NaN)) < YOUNG_EXPORT_MS,
  );
  return young ? YOUNG_EXPORT_REFRESH_MS : EXPORT_REFRESH_MS;
}
