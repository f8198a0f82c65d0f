import { performance } from 'node:perf_hooks';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/rows';
import { administrators } from '../server/db/schema/administrators';
import { exportJobs } from '../server/db/schema/exports';
import { enqueueExport } from '../server/jobs/export-queue';
import { announceExport } from '../server/jobs/export-signal';
import { createExportWorker } from '../server/jobs/export-worker';
import type { ExportParams } from '../server/jobs/exporter';
import { createLogger } from '../server/logger';
import { DEMO_ADMINISTRATORS } from '../server/seed/demo-administrators';
import { figures, machineNote, ms, openTarget, printTable, type Target } from './harness';

/**
 * Issue 21 item 4 (decision 342): while one administrator's export of a whole large list runs, how
 * long a 100-row export takes from being queued until it is downloadable (p95 < 2 s), started by
 * another administrator and by the same one; with the instance's default export workers. Also the
 * large export's rows per second and the growth of the resident set while both run.
 */
export const SMALL_EXPORT_BUDGET_MS = 2000;

type Case = { label: string; times: number[] };
export type FairnessResult = {
  large: string;
  largeRows: number;
  largeRowsDuring: number;
  largeRowsPerSecond: number;
  rssGrowthMb: number;
  cases: Case[];
};

const LARGE: Record<string, { csvHeaders: { label: string; field: string }[]; sort: ExportParams['sort'] }> =
  {
    accounts: {
      csvHeaders: ['id', 'email', 'updatedAt', 'nlEduPersonHomeOrganizationId'].map((f) => ({
        label: f,
        field: f,
      })),
      sort: { field: 'updatedAt', direction: 'DESC' },
    },
    tlinklicenses: {
      csvHeaders: ['id', 'licenseCode', 'licenseState', 'startDate', 'endDate'].map((f) => ({
        label: f,
        field: f,
      })),
      sort: { field: 'id', direction: 'ASC' },
    },
  };

async function adminId(target: Target, email: string): Promise<number> {
  const [row] = await target.database.db
    .select({ id: administrators.id })
    .from(administrators)
    .where(eq(administrators.email, email));
  if (!row) throw new Error(`no administrator ${email}`);
  return row.id;
}

/** The school (BRIN) whose number of users is nearest 100: the small export's filter. */
async function schoolOfAboutHundred(target: Target): Promise<{ brin: string; rows: number }> {
  const [row] = await rowsOf<{ brin: string; rows: number }>(
    target.database.db,
    sql`select nl_edu_person_home_organization_id as brin, count(*)::int as rows from accounts
        where nl_edu_person_home_organization_id is not null
        group by 1 order by abs(count(*) - 100) limit 1`,
  );
  if (!row) throw new Error('no user has a school');
  return row;
}

export async function benchExportFairness(
  target: Target,
  options: { large?: keyof typeof LARGE; samples?: number } = {},
): Promise<FairnessResult> {
  const db = target.database.db;
  const large = options.large ?? 'accounts';
  const samples = options.samples ?? 20;
  const owner = await adminId(target, DEMO_ADMINISTRATORS[0].email);
  const other = await adminId(target, DEMO_ADMINISTRATORS[1].email);
  const school = await schoolOfAboutHundred(target);
  const created: number[] = [];
  const queue = async (
    administratorId: number,
    collection: string,
    params: ExportParams,
    csvHeaders = LARGE.accounts!.csvHeaders,
  ) => {
    const id = await enqueueExport(db, {
      administratorId,
      collection,
      exportRoute: collection,
      params,
      csvHeaders,
    });
    created.push(id);
    announceExport();
    return id;
  };
  const job = async (id: number) => (await db.select().from(exportJobs).where(eq(exportJobs.id, id)))[0]!;

  const worker = createExportWorker({ db, logger: createLogger('silent') });
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  worker.start();
  try {
    const largeId = await queue(
      owner,
      large,
      { filter: {}, sort: LARGE[large]!.sort },
      LARGE[large]!.csvHeaders,
    );
    const started = performance.now();
    while ((await job(largeId)).rowsDone === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const cases: Case[] = [
      { label: `${school.rows}-row export, another administrator`, times: [] },
      { label: `${school.rows}-row export, the same administrator`, times: [] },
    ];
    for (let n = 0; n < samples; n += 1) {
      for (const [i, administratorId] of [other, owner].entries()) {
        const t0 = performance.now();
        const id = await queue(administratorId, 'accounts', {
          filter: { brin: school.brin },
          sort: { field: 'updatedAt', direction: 'DESC' },
        });
        while ((await job(id)).status !== 'finished') await new Promise((resolve) => setTimeout(resolve, 20));
        cases[i]!.times.push(performance.now() - t0);
      }
    }
    const during = await job(largeId);
    if (during.status === 'finished') console.warn('the large export finished before the samples did');
    while ((await job(largeId)).status !== 'finished')
      await new Promise((resolve) => setTimeout(resolve, 200));
    const done = await job(largeId);
    const seconds = (performance.now() - started) / 1000;
    return {
      large: `${large} (all rows)`,
      largeRows: done.rowCount ?? 0,
      largeRowsDuring: during.rowsDone,
      largeRowsPerSecond: (done.rowCount ?? 0) / seconds,
      rssGrowthMb: (peak - before) / 1024 / 1024,
      cases,
    };
  } finally {
    clearInterval(sampler);
    await worker.stop();
    // Leave no bench job behind (their files' chunks go with them).
    if (created.length > 0) await db.delete(exportJobs).where(inArray(exportJobs.id, created));
  }
}

export function printExportFairness(result: FairnessResult): boolean {
  console.log(
    `large export: ${result.large}, ${result.largeRows.toLocaleString('en-US')} rows at ${Math.round(result.largeRowsPerSecond).toLocaleString('en-US')} rows/s (with the small ones beside it; ${result.largeRowsDuring.toLocaleString('en-US')} rows done when the samples ended), RSS growth ${result.rssGrowthMb.toFixed(1)} MB`,
  );
  printTable(
    ['while it runs', 'samples', 'p50 ms', 'p95 ms', 'max ms', 'budget p95 ms', 'ok'],
    result.cases.map((c) => {
      const f = figures(c.times);
      return [
        c.label,
        f.samples,
        ms(f.median),
        ms(f.p95),
        ms(f.max),
        `< ${SMALL_EXPORT_BUDGET_MS}`,
        f.p95 < SMALL_EXPORT_BUDGET_MS ? 'yes' : 'NO',
      ];
    }),
  );
  return result.cases.every((c) => figures(c.times).p95 < SMALL_EXPORT_BUDGET_MS);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  const target = await openTarget(url ? { url } : { scale: Number(process.env.BENCH_SCALE ?? 1) });
  console.log(`Export fairness on ${target.label}; ${await machineNote()}`);
  const large = (process.env.BENCH_LARGE ?? (url ? 'accounts' : 'tlinklicenses')) as keyof typeof LARGE;
  const ok = printExportFairness(await benchExportFairness(target, { large }));
  await target.close();
  process.exitCode = ok ? 0 : 1;
}
