import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { Db } from '../db/connect';
import type { ExportJobRow } from '../db/schema/exports';
import { CSV_BOM, csvLine, csvRecordLine } from '../http/csv';
import type { Logger } from '../logger';
import { exportFile, openExportsDir } from './export-files';
import {
  claimExport,
  extendLock,
  FAILED_MESSAGE,
  failExhaustedExports,
  failExport,
  finishExport,
  releaseExport,
  takeExpiredFiles,
} from './export-queue';
import { onExportQueued } from './export-signal';
import type { Exporter } from './exporter';
import { EXPORTERS } from './exporters';

export type ExportRunOptions = {
  workerId?: string;
  /** Rows per database page; each page is written before the next is read. */
  pageSize?: number;
  /** How long a claimed job stays locked without a heartbeat (one per page). */
  lockMs?: number;
  exporters?: Readonly<Record<string, Exporter>>;
  logger?: Logger;
  signal?: AbortSignal;
};

const DEFAULTS = { pageSize: 1000, lockMs: 60_000 };

class LostLock extends Error {}
class Stopped extends Error {}

export const newWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Runs queued exports (and interrupted ones whose lock expired) one by one until none is left;
 * returns how many it ran. The worker calls this on every tick; tests call it to run jobs to
 * completion deterministically.
 */
export async function runPendingExports(
  db: Db,
  dir: string,
  options: ExportRunOptions = {},
): Promise<number> {
  const workerId = options.workerId ?? newWorkerId();
  const lockMs = options.lockMs ?? DEFAULTS.lockMs;
  let ran = 0;
  for (;;) {
    if (options.signal?.aborted) return ran;
    await failExhaustedExports(db);
    const job = await claimExport(db, workerId, lockMs);
    if (!job) return ran;
    await runExport(db, dir, job, { ...options, workerId, lockMs });
    ran += 1;
  }
}

/** Streams one job's rows to DATA_DIR/exports/<id>.csv: written to a part file, renamed when complete. */
async function runExport(
  db: Db,
  dir: string,
  job: ExportJobRow,
  options: ExportRunOptions & { workerId: string; lockMs: number },
) {
  const { workerId, lockMs, logger } = options;
  const exporter = (options.exporters ?? EXPORTERS)[job.collection];
  if (!exporter) {
    await failExport(db, job.id, workerId, `Deze lijst kan niet worden geëxporteerd (${job.collection}).`);
    return;
  }
  await openExportsDir(dir);
  const fileName = `${job.id}.csv`;
  const partPath = exportFile(dir, `${job.id}.${workerId.replace(/[^A-Za-z0-9]/g, '_')}.part`);
  // The file holds personal data: the server's user alone may read it (decision 187).
  const out = createWriteStream(partPath, { mode: 0o600 });
  const started = performance.now();
  try {
    await write(out, CSV_BOM + csvLine(job.csvHeaders.map((column) => column.label)));
    let rowCount = 0;
    const fields = job.csvHeaders.map((column) => column.field);
    for await (const page of linePages(
      exporter,
      db,
      job.params,
      fields,
      options.pageSize ?? DEFAULTS.pageSize,
    )) {
      await write(out, page.join(''));
      rowCount += page.length;
      if (options.signal?.aborted) throw new Stopped();
      if (!(await extendLock(db, job.id, workerId, lockMs))) throw new LostLock();
    }
    out.end();
    await once(out, 'close');
    await rename(partPath, exportFile(dir, fileName));
    if (!(await finishExport(db, job.id, workerId, rowCount, fileName))) throw new LostLock();
    const seconds = (performance.now() - started) / 1000;
    logger?.info(
      { exportId: job.id, rowCount, rowsPerSecond: Math.round(rowCount / seconds) },
      'export finished',
    );
  } catch (error) {
    // A write still in flight fails once the stream is destroyed; that error is expected, not a crash.
    out.on('error', () => {});
    out.destroy();
    await rm(partPath, { force: true });
    if (error instanceof Stopped) {
      await releaseExport(db, job.id, workerId);
    } else if (error instanceof LostLock) {
      logger?.warn({ exportId: job.id }, 'export lock lost; another worker runs it');
    } else {
      logger?.error({ err: error, exportId: job.id }, 'export failed');
      await failExport(db, job.id, workerId, FAILED_MESSAGE);
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

/** Writes with back-pressure: waits for 'drain' when the stream's buffer is full (`once` rejects on 'error'). */
async function write(out: WriteStream, chunk: string) {
  if (!out.write(chunk)) await once(out, 'drain');
}

export type ExportWorker = { start(): void; wake(): void; stop(): Promise<void> };

/**
 * The background worker of one instance: polls every `pollMs` (about a second), is woken at once
 * when this instance queues an export, runs one job at a time, and removes expired files now and then.
 */
export function createExportWorker(options: {
  db: Db;
  dir: string;
  logger: Logger;
  pollMs?: number;
  cleanupMs?: number;
  run?: ExportRunOptions;
}): ExportWorker {
  const { db, dir, logger } = options;
  const pollMs = options.pollMs ?? 1000;
  const cleanupMs = options.cleanupMs ?? 10 * 60_000;
  const workerId = newWorkerId();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastCleanup = 0;
  let unsubscribe = () => {};

  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(tick, pollMs);
    timer.unref();
  };

  const work = async () => {
    do {
      again = false;
      await runPendingExports(db, dir, { ...options.run, workerId, logger, signal: abort.signal });
      if (Date.now() - lastCleanup > cleanupMs) {
        lastCleanup = Date.now();
        for (const name of await takeExpiredFiles(db)) await rm(exportFile(dir, name), { force: true });
      }
    } while (again && !stopped);
  };

  function tick() {
    if (stopped) return;
    if (loop) {
      again = true;
      return;
    }
    loop = work()
      .catch((err) => logger.error({ err }, 'export worker tick failed'))
      .finally(() => {
        loop = null;
        schedule();
      });
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
      await loop;
    },
  };
}
