import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { CSV_BOM, csvLine } from '../../domain/csv-text';
import type { Database, Db } from '../db/connect';
import type { ExportJobRow } from '../db/schema/exports';
import { asBackground } from '../db/turns';
import { csvRecordLine } from '../http/csv';
import type { Logger } from '../logger';
import { ExportFileWriter, removeExpiredFiles } from './export-file-store';
import {
  claimExport,
  extendLock,
  FAILED_MESSAGE,
  failExhaustedExports,
  failExport,
  finishExport,
  LostLease,
  releaseExport,
} from './export-queue';
import { onExportQueued } from './export-signal';
import type { Exporter } from './exporter';
import { EXPORTERS } from './exporters';

export type ExportRunOptions = {
  workerId?: string;
  /** Rows per database page; each page is written before the next is read. */
  pageSize?: number;
  /** Bytes per stored chunk of the file (tests make it small). */
  chunkBytes?: number;
  /** How long a claimed job stays locked without a heartbeat (one per page). */
  lockMs?: number;
  exporters?: Readonly<Record<string, Exporter>>;
  logger?: Logger;
  signal?: AbortSignal;
  /** At most this many of one administrator's exports run at once across instances (decision 342). */
  perAdministrator?: number;
  /** Runs small exports only (SMALL_EXPORT_ROWS): a slot of the fast lane (decision 734). */
  smallOnly?: boolean;
};

const DEFAULTS = { pageSize: 1000, lockMs: 60_000 };

/**
 * Rows per export page on a driver. Embedded PGlite runs one statement at a time for every
 * request (decision 333): a lookup, or a small export's every statement, waits for the export page
 * being read, so its pages are an eighth of PostgreSQL's (a quarter until the database wrote the
 * TLink lines, decision 734), whose pooled connections let a lookup pass (decision 534).
 */
export const exportPageSize = (driver: Database['driver']): number =>
  driver === 'postgres' ? DEFAULTS.pageSize : DEFAULTS.pageSize / 8;

class Stopped extends Error {}

export const newWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Runs queued exports (and interrupted ones whose lock expired) one by one until none is left;
 * returns how many it ran. The worker calls this on every tick; tests call it to run jobs to
 * completion deterministically.
 */
export async function runPendingExports(db: Db, options: ExportRunOptions = {}): Promise<number> {
  const workerId = options.workerId ?? newWorkerId();
  const lockMs = options.lockMs ?? DEFAULTS.lockMs;
  let ran = 0;
  for (;;) {
    if (options.signal?.aborted) return ran;
    // The general slots fail what is exhausted; the fast lane's only look for a small job.
    if (!options.smallOnly) await failExhaustedExports(db);
    const job = await claimExport(db, workerId, lockMs, options.perAdministrator, options.smallOnly);
    if (!job) return ran;
    await runExport(db, job, { ...options, workerId, lockMs });
    ran += 1;
  }
}

/**
 * Streams one job's rows into its file in the database (decision 340), page by page: each page is
 * stored before the next is read, and the lock is extended with the progress made.
 */
async function runExport(
  db: Db,
  job: ExportJobRow,
  options: ExportRunOptions & { workerId: string; lockMs: number },
) {
  const { workerId, lockMs, logger } = options;
  const exporter = (options.exporters ?? EXPORTERS)[job.collection];
  if (!exporter) {
    await failExport(db, job.id, workerId, `Deze lijst kan niet worden geëxporteerd (${job.collection}).`);
    return;
  }
  const out = new ExportFileWriter(db, job.id, workerId, options.chunkBytes);
  const started = performance.now();
  try {
    await out.open();
    // Counted when it was queued (decision 727); jobs queued before that are counted now.
    const rowsTotal = job.rowsTotal ?? (exporter.count ? await exporter.count(db, job.params) : null);
    if (!(await extendLock(db, job.id, workerId, lockMs, { rowsDone: 0, rowsTotal }))) throw new LostLease();
    await out.write(CSV_BOM + csvLine(job.csvHeaders.map((column) => column.label)));
    let rowCount = 0;
    const fields = job.csvHeaders.map((column) => column.field);
    for await (const page of linePages(
      exporter,
      db,
      job.params,
      fields,
      options.pageSize ?? DEFAULTS.pageSize,
    )) {
      await out.write(page.join(''));
      rowCount += page.length;
      if (options.signal?.aborted) throw new Stopped();
      if (!(await extendLock(db, job.id, workerId, lockMs, { rowsDone: rowCount }))) throw new LostLease();
      // In-process PGlite answers within microtasks: without a turn of the event loop per page the
      // export would keep requests, timers and the other workers waiting until it is done.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const bytes = await out.close();
    if (!(await finishExport(db, job.id, workerId, rowCount, bytes))) throw new LostLease();
    const seconds = (performance.now() - started) / 1000;
    logger?.info(
      { exportId: job.id, rowCount, bytes, rowsPerSecond: Math.round(rowCount / seconds) },
      'export finished',
    );
  } catch (error) {
    // A stopped run's chunks go with the next attempt's `open`; a lost job's are the new owner's.
    if (error instanceof Stopped) {
      await releaseExport(db, job.id, workerId);
    } else if (error instanceof LostLease) {
      logger?.warn({ exportId: job.id }, 'export lock lost; another worker runs it');
    } else {
      logger?.error({ err: error, exportId: job.id }, 'export failed');
      if (await failExport(db, job.id, workerId, FAILED_MESSAGE)) await out.discard();
    }
  }
}

/** An exporter's rows as CSV lines of the requested fields, whichever reader it offers. */
async function* linePages(
  exporter: Exporter,
  db: Db,
  params: ExportJobRow['params'],
  fields: readonly string[],
  pageSize: number,
): AsyncGenerator<readonly string[]> {
  if ('lines' in exporter) {
    yield* exporter.lines(db, params, fields, pageSize);
    return;
  }
  for await (const page of exporter.pages(db, params, pageSize))
    yield page.map((record) => csvRecordLine(record, fields, exporter.dates));
}

export type ExportWorker = { start(): void; wake(): void; stop(): Promise<void> };

/** Export workers per instance when EXPORT_WORKERS does not say (decision 342). */
export const DEFAULT_EXPORT_WORKERS = 3;

/**
 * Slots per instance beside EXPORT_WORKERS that run small exports only (decision 734): two small
 * exports asked for at once both start while the general slots are busy with large ones, and no
 * large export ever waits for them. Each runs at most SMALL_EXPORT_ROWS rows.
 */
export const SMALL_EXPORT_WORKERS = 2;

/**
 * The background exporters of one instance: `workers` slots that each run jobs until none is left
 * (so a small export starts while a large one runs, decision 342) and `smallWorkers` slots of the
 * fast lane, polled every `pollMs` (about a second), woken at once when this instance queues an
 * export; expired files are removed now and then.
 */
export function createExportWorker(options: {
  db: Db;
  logger: Logger;
  workers?: number;
  smallWorkers?: number;
  pollMs?: number;
  cleanupMs?: number;
  run?: ExportRunOptions;
}): ExportWorker {
  const { db, logger } = options;
  const workers = Math.max(1, options.workers ?? DEFAULT_EXPORT_WORKERS);
  // One administrator never takes every slot of an instance, so another's export can start.
  const perAdministrator = options.run?.perAdministrator ?? Math.max(1, workers - 1);
  const pollMs = options.pollMs ?? 1000;
  const cleanupMs = options.cleanupMs ?? 10 * 60_000;
  const instanceId = newWorkerId();
  const abort = new AbortController();
  const smallWorkers = Math.max(0, options.smallWorkers ?? SMALL_EXPORT_WORKERS);
  const slots: (Promise<void> | null)[] = Array.from({ length: workers + smallWorkers }, () => null);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastCleanup = 0;
  let unsubscribe = () => {};

  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(tick, pollMs);
    timer.unref();
  };

  const work = async (slot: number) => {
    await runPendingExports(db, {
      ...options.run,
      perAdministrator,
      smallOnly: slot >= workers,
      workerId: `${instanceId}/${slot}`,
      logger,
      signal: abort.signal,
    });
    if (slot === 0 && Date.now() - lastCleanup > cleanupMs) {
      lastCleanup = Date.now();
      await removeExpiredFiles(db);
    }
  };

  function tick() {
    if (stopped) return;
    // A busy slot takes the next job itself when its own is done; idle ones look now.
    slots.forEach((running, slot) => {
      if (running) return;
      slots[slot] = asBackground(() => work(slot))
        .catch((err) => logger.error({ err }, 'export worker tick failed'))
        .finally(() => {
          slots[slot] = null;
        });
    });
    schedule();
  }

  return {
    start() {
      unsubscribe = onExportQueued(tick);
      tick();
    },
    wake: tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      abort.abort();
      await Promise.all(slots);
    },
  };
}
