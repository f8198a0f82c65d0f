import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { exportJobs } from '../server/db/schema/exports';
import { enqueueExport } from '../server/jobs/export-queue';
import { runPendingExports } from '../server/jobs/export-worker';
import { machineNote, openTarget, printTable, type Target } from './harness';

/**
 * CSV export of the whole users list (every field of the export, default sort updatedAt DESC),
 * run by the export worker in this process: rows per second and the growth of the resident set
 * over its value before the export (sampled every 10 ms, and the kernel's peak).
 * Budget (DESIGN §7): > 50,000 rows/s, RSS growth < 64 MB.
 */
export const EXPORT_ROWS_PER_SECOND_BUDGET = 50_000;
export const EXPORT_RSS_BUDGET_MB = 64;

const COLUMNS = [
  'id',
  'email',
  'telephone',
  'blackListDate',
  'attributes.given_name',
  'attributes.first_name',
  'attributes.tussenvoegsels',
  'attributes.family_name',
  'validated',
  'createdAt',
  'updatedAt',
  'pseudoId',
  'roles',
  'grades',
  'isFromTMProfielFromThisYear',
  'accessurlPresent',
  'username',
  'nlEduPersonHomeOrganizationId',
  'eduPersonAffiliation',
  'digiDeliveryId',
].map((field) => ({ label: field, field }));

export type ExportResult = {
  label: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  rssGrowthMb: number;
  fileMb: number;
  /** Rows per second of this process's own CPU time (user + system): the rate without CPU contention on the Node side. */
  rowsPerCpuSecond: number;
};

const mb = (bytes: number) => bytes / 1024 / 1024;

export async function benchExport(
  target: Target,
  options: { pageSize?: number; filter?: Record<string, unknown>; label?: string } = {},
): Promise<ExportResult> {
  const db = target.database.db;
  const id = await enqueueExport(db, {
    administratorId: 1,
    collection: 'accounts',
    exportRoute: 'accounts',
    params: { filter: options.filter ?? {}, sort: { field: 'updatedAt', direction: 'DESC' } },
    csvHeaders: COLUMNS,
    rowsTotal: null,
  });
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await runPendingExports(db, options.pageSize ? { pageSize: options.pageSize } : {});
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const [job] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
  if (job?.status !== 'finished' || job.fileBytes === null)
    throw new Error(`export ended ${job?.status}: ${job?.error}`);
  const rows = job.rowCount ?? 0;
  // Leave no bench job behind in the list of exports (its file's chunks go with it).
  await db.delete(exportJobs).where(eq(exportJobs.id, id));
  return {
    label: options.label ?? `accounts, ${COLUMNS.length} columns`,
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    rssGrowthMb: mb(peak - before),
    fileMb: mb(job.fileBytes),
    rowsPerCpuSecond: rows / ((cpu.user + cpu.system) / 1e6),
  };
}

export function printExports(results: ExportResult[]): boolean {
  printTable(
    [
      'CSV export',
      'rows',
      'seconds',
      'rows/s',
      'budget rows/s',
      'rows per Node CPU s',
      'RSS growth MB',
      'budget MB',
      'file MB',
      'ok',
    ],
    results.map((r) => [
      r.label,
      r.rows.toLocaleString('en-US'),
      r.seconds.toFixed(1),
      Math.round(r.rowsPerSecond).toLocaleString('en-US'),
      `> ${EXPORT_ROWS_PER_SECOND_BUDGET.toLocaleString('en-US')}`,
      Math.round(r.rowsPerCpuSecond).toLocaleString('en-US'),
      r.rssGrowthMb.toFixed(1),
      `< ${EXPORT_RSS_BUDGET_MB}`,
      r.fileMb.toFixed(0),
      r.rowsPerSecond > EXPORT_ROWS_PER_SECOND_BUDGET && r.rssGrowthMb < EXPORT_RSS_BUDGET_MB ? 'yes' : 'NO',
    ]),
  );
  return results.every(
    (r) => r.rowsPerSecond > EXPORT_ROWS_PER_SECOND_BUDGET && r.rssGrowthMb < EXPORT_RSS_BUDGET_MB,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  const target = await openTarget(url ? { url } : { scale: 0.1 });
  console.log(`CSV export on ${target.label}; ${await machineNote()}`);
  const pageSize = process.env.BENCH_PAGE_SIZE ? Number(process.env.BENCH_PAGE_SIZE) : undefined;
  const ok = printExports([await benchExport(target, pageSize ? { pageSize } : {})]);
  await target.close();
  process.exitCode = ok ? 0 : 1;
}
