import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { getRequestListener } from '@hono/node-server';
import { inArray, sql } from 'drizzle-orm';
import { EXPORT_REFRESH_MS, exportRefreshMs } from '../domain/export-refresh';
import { rowsOf } from '../server/db/rows';
import { exportJobs } from '../server/db/schema/exports';
import { MAX_OPEN_EXPORTS } from '../server/jobs/export-queue';
import { createExportWorker, DEFAULT_EXPORT_WORKERS, exportPageSize } from '../server/jobs/export-worker';
import { createLogger } from '../server/logger';
import { EXPORT_RSS_BUDGET_MB } from './export';
import { type BenchAdmin, figures, machineNote, ms, openTarget, printTable, type Target } from './harness';
import { measured, writeResults } from './results-file';

/**
 * Issue 21 item 4 (decisions 342, 714), through HTTP as the console does it: one administrator
 * (the superuser) starts as many exports of a whole large list as the instance has export workers,
 * so every slot it may take is busy and one of its exports waits; meanwhile another administrator
 * (the supportdesk) and the same one each start a 100-row export. Each export is started with the
 * list's own export request (GET with Accept text/csv), followed by polling /api/exportjobs as
 * /myexports does (at once, then by `exportRefreshMs`: every 250 ms while the job is young, decision
 * 734) and the GET of its file: the time is from the request until the file is downloaded
 * (p95 < 2 s); beside it, from the request until the server marked it finished (the database's clock
 * is this machine's), and from queued to finished. The export workers run in this process, as
 * server/system.ts runs them; the resident set may grow less than 64 MB meanwhile.
 */
const SMALL_EXPORT_BUDGET_MS = 2000;

type Case = {
  label: string;
  as: BenchAdmin;
  /** From the export request until its file is downloaded, polling as /myexports does. */
  times: number[];
  /** From the export request until the server marked it finished: downloadable, as the server knows it. */
  finishedTimes: number[];
  /** From queued until finished, as the server notes it (no polling in it). */
  serverTimes: number[];
};
type FairnessResult = {
  workers: number;
  /** Large exports kept open at once by the one administrator. */
  largeAtOnce: number;
  large: string;
  /** Rows of each large export (its total as /myexports shows it). */
  largeRows: number;
  largeStarted: number;
  largeFinished: number;
  /** The least number of large exports running when a small one was asked for. */
  leastRunning: number;
  rssGrowthMb: number;
  /** Peak growth of the JavaScript heap in use (garbage included until collected). */
  heapGrowthMb: number;
  /** Heap growth left after a forced collection at the end of the samples (with --expose-gc). */
  heapAfterGcMb: number;
  cases: Case[];
};

const LARGE = {
  accounts: {
    query: 'sort=DESC-updatedAt',
    headers: 'Id=id|E-mail=email|Gewijzigd=updatedAt|BRIN=nlEduPersonHomeOrganizationId',
  },
  tlinklicenses: {
    query: 'sort=ASC-licenseCode',
    headers: 'Id=id|Code=licenseCode|Status=licenseState|Start=startDate|Eind=endDate',
  },
} as const;

type Job = {
  id: number;
  createdAt: string;
  status: 'queued' | 'running' | 'finished' | 'failed';
  url: string | null;
  rowCount: number | null;
  rowsTotal: number | null;
};

/** 100 accounts spread over the list: the small export pastes their numbers (the `ids` filter). */
async function hundredAccounts(target: Target): Promise<string> {
  const rows = await rowsOf<{ id: number }>(
    target.database.db,
    sql`select id from (select id, row_number() over (order by id) as n, count(*) over () as c from accounts) as a
        where n % greatest(c / 100, 1) = 0 order by id limit 100`,
  );
  if (rows.length < 100) throw new Error(`only ${rows.length} accounts`);
  return rows.map((row) => row.id).join(',');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function benchExportFairness(
  target: Target,
  options: { large?: keyof typeof LARGE; samples?: number; workers?: number } = {},
): Promise<FairnessResult> {
  const db = target.database.db;
  const large = options.large ?? 'tlinklicenses';
  const samples = options.samples ?? 10;
  const workers = options.workers ?? DEFAULT_EXPORT_WORKERS;
  const largeCount = Math.min(workers, MAX_OPEN_EXPORTS - 1);
  const ids = await hundredAccounts(target);
  const server = createServer(getRequestListener(target.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (as: BenchAdmin, path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { authorization: `Bearer ${target.bearer(as)}`, ...headers } });
  const created: number[] = [];
  /** The list's export request, as the console's export button sends it: 202 { id }. */
  const startExport = async (as: BenchAdmin, list: string, query: string, csvHeaders: string) => {
    const res = await call(as, `/api/${list}?${query}&csvHeaders=${encodeURIComponent(csvHeaders)}`, {
      accept: 'text/csv',
      range: 'items=0-',
    });
    if (res.status !== 202)
      throw new Error(`export of ${list} as ${as}: HTTP ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: number };
    created.push(id);
    return id;
  };
  /** The first page of /myexports, newest first. */
  const jobsOf = async (as: BenchAdmin) => {
    const res = await call(as, '/api/exportjobs?sort=DESC-createdAt', { range: 'items=0-49' });
    if (res.status !== 200) throw new Error(`/api/exportjobs as ${as}: HTTP ${res.status}`);
    return (await res.json()) as Job[];
  };
  /** Polls /myexports until the job can be downloaded, then downloads its file; its rows. */
  const download = async (as: BenchAdmin, id: number) => {
    for (;;) {
      const jobs = await jobsOf(as);
      const job = jobs.find((row) => row.id === id);
      if (job?.status === 'failed') throw new Error(`export ${id} failed`);
      if (job?.url) {
        const res = await call(as, job.url);
        if (res.status !== 200) throw new Error(`download of export ${id}: HTTP ${res.status}`);
        const lines = (await res.text()).split('\r\n').length - 2;
        if (lines !== job.rowCount) throw new Error(`export ${id}: ${lines} lines for ${job.rowCount} rows`);
        return lines;
      }
      await pause(exportRefreshMs(jobs) || EXPORT_REFRESH_MS);
    }
  };
  const startLarge = () => startExport('superuser', large, LARGE[large].query, LARGE[large].headers);
  const largeJobs = async () => (await jobsOf('superuser')).filter((job) => largeIds.has(job.id));
  /** Until the administrator runs as many large exports as it may (workers - 1, decision 342). */
  const saturated = async () => {
    const may = Math.min(largeCount, Math.max(1, workers - 1));
    while ((await largeJobs()).filter((job) => job.status === 'running').length < may) await pause(50);
  };

  const worker = createExportWorker({
    db,
    logger: createLogger('silent'),
    workers,
    run: { pageSize: exportPageSize(target.database.driver) },
  });
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 50);
  const largeIds = new Set<number>();
  let largeRows = 0;
  let leastRunning = Number.POSITIVE_INFINITY;
  worker.start();
  try {
    // Saturated: as many large exports as there are workers, as far as the 429 limit leaves one
    // open export for the small one (decision 187); the administrator runs workers - 1 at most.
    for (let i = 0; i < largeCount; i += 1) largeIds.add(await startLarge());
    const cases: Case[] = [
      {
        label: '100-row export, another administrator',
        as: 'support',
        times: [],
        finishedTimes: [],
        serverTimes: [],
      },
      {
        label: '100-row export, the same administrator',
        as: 'superuser',
        times: [],
        finishedTimes: [],
        serverTimes: [],
      },
    ];
    for (let n = 0; n < samples; n += 1) {
      // Keep it saturated: a large export that finished is replaced before the next pair.
      const jobs = await largeJobs();
      for (const job of jobs) largeRows = Math.max(largeRows, job.rowsTotal ?? 0);
      const open = jobs.filter((job) => job.status === 'queued' || job.status === 'running');
      for (let i = open.length; i < largeCount; i += 1) largeIds.add(await startLarge());
      await saturated();
      const running = (await largeJobs()).filter((job) => job.status === 'running').length;
      leastRunning = Math.min(leastRunning, running);
      await Promise.all(
        cases.map(async (c) => {
          const t0 = performance.now();
          const askedAt = Date.now();
          const id = await startExport(c.as, 'accounts', `ids=${ids}`, LARGE.accounts.headers);
          const rows = await download(c.as, id);
          if (rows !== 100) throw new Error(`small export ${id}: ${rows} rows, not 100`);
          c.times.push(performance.now() - t0);
          const [job] = await rowsOf<{ ms: number; finished: number }>(
            db,
            sql`select extract(epoch from finished_at - created_at) * 1000 as ms,
                  extract(epoch from finished_at) * 1000 as finished from export_jobs where id = ${id}`,
          );
          c.serverTimes.push(Number(job?.ms));
          c.finishedTimes.push(Number(job?.finished) - askedAt);
        }),
      );
    }
    const largeFinished = (await largeJobs()).filter((job) => job.status === 'finished').length;
    // What stays after a collection while the large exports still run: growth that is garbage or kept.
    (globalThis as { gc?: () => void }).gc?.();
    const heapAfterGcMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    return {
      workers,
      largeAtOnce: largeCount,
      large: `${large} (all rows)`,
      largeRows,
      largeStarted: largeIds.size,
      largeFinished,
      leastRunning,
      rssGrowthMb: (peak - before) / 1024 / 1024,
      heapGrowthMb: (heapPeak - heapBefore) / 1024 / 1024,
      heapAfterGcMb,
      cases,
    };
  } finally {
    clearInterval(sampler);
    await worker.stop();
    server.close();
    // Leave no bench job behind (their files' chunks go with them).
    if (created.length > 0) await db.delete(exportJobs).where(inArray(exportJobs.id, created));
  }
}

const within = (c: Case) => figures(c.times).p95 < SMALL_EXPORT_BUDGET_MS;

function printExportFairness(result: FairnessResult): boolean {
  const rssOk = result.rssGrowthMb < EXPORT_RSS_BUDGET_MB;
  console.log(
    `${result.workers} export workers; the superuser keeps ${result.largeAtOnce} exports of ${result.large} open (at most ${MAX_OPEN_EXPORTS} open exports per administrator, one left for its small one), ${result.largeRows.toLocaleString('en-US')} rows each, ${result.largeStarted} started (${result.largeFinished} finished during the samples; at least ${result.leastRunning} running whenever a small one was asked for); RSS growth ${result.rssGrowthMb.toFixed(1)} MB (budget < ${EXPORT_RSS_BUDGET_MB} MB: ${rssOk ? 'yes' : 'NO'}), peak heap growth ${result.heapGrowthMb.toFixed(1)} MB, ${result.heapAfterGcMb.toFixed(1)} MB after a collection`,
  );
  printTable(
    [
      'request to downloaded file',
      'samples',
      'p50 ms',
      'p95 ms',
      'max ms',
      'budget p95 ms',
      'ok',
      'request to finished p50 / p95 ms',
      'queued to finished p50 / p95 ms',
    ],
    result.cases.map((c) => {
      const f = figures(c.times);
      const server = figures(c.serverTimes);
      const finished = figures(c.finishedTimes);
      return [
        c.label,
        f.samples,
        ms(f.median),
        ms(f.p95),
        ms(f.max),
        `< ${SMALL_EXPORT_BUDGET_MS}`,
        within(c) ? 'yes' : 'NO',
        `${ms(finished.median)} / ${ms(finished.p95)}`,
        `${ms(server.median)} / ${ms(server.p95)}`,
      ];
    }),
  );
  return rssOk && result.cases.every(within);
}

/** The cases for BENCH_RESULTS: each small export's time, and the resident set's growth. */
function fairnessRows(result: FairnessResult) {
  const during = `while the superuser keeps ${result.largeAtOnce} exports of ${result.large} (${result.largeRows} rows each) open, ${result.workers} workers`;
  return result.cases.map((c) => ({
    kind: 'export' as const,
    endpoint: '/api/accounts (Accept: text/csv), /api/exportjobs, its download',
    case: `${c.label} ${during}`,
    page: '',
    role: c.as,
    ...measured(figures(c.times)),
    budget: `p95 < ${SMALL_EXPORT_BUDGET_MS} ms; RSS growth < ${EXPORT_RSS_BUDGET_MB} MB (${result.rssGrowthMb.toFixed(1)})`,
    within: within(c) && result.rssGrowthMb < EXPORT_RSS_BUDGET_MB,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  const target = await openTarget(url ? { url } : { scale: Number(process.env.BENCH_SCALE ?? 1) });
  console.log(`Export fairness on ${target.label}; ${await machineNote()}`);
  const large = (process.env.BENCH_LARGE ?? 'tlinklicenses') as keyof typeof LARGE;
  const workers = Number(process.env.EXPORT_WORKERS ?? DEFAULT_EXPORT_WORKERS);
  const result = await benchExportFairness(target, { large, workers });
  const ok = printExportFairness(result);
  await writeResults('export fairness', target.label, fairnessRows(result));
  await target.close();
  process.exitCode = ok ? 0 : 1;
}
