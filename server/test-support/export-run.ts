import { count, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/connect';
import { exportFileChunks, exportJobs } from '../db/schema/exports';
import type { CsvColumn } from '../http/csv';
import { exportFileStream } from '../jobs/export-file-store';
import { enqueueExport } from '../jobs/export-queue';
import { runPendingExports } from '../jobs/export-worker';
import type { Exporter, ExportParams } from '../jobs/exporter';
import { type ApiHarness, SUPERUSER } from './api-harness';

/**
 * Starts the CSV export of `list` (spec 000 §7: Accept text/csv, csvHeaders) as the superuser, or
 * as `email`, and runs it to the end; answers the file's lines without the header.
 */
export const exportedLines = async (...request: Parameters<typeof exportedFileLines>): Promise<string[]> =>
  (await exportedFileLines(...request)).slice(1);

/** As `exportedLines`, the header line first. */
export async function exportedFileLines(
  api: ApiHarness,
  list: string,
  query: string,
  headers: string,
  email = SUPERUSER,
): Promise<string[]> {
  const res = await api.as(email)(`/api/${list}?${query}&csvHeaders=${encodeURIComponent(headers)}`, {
    headers: { accept: 'text/csv', range: 'items=0-' },
  });
  expect(res.status).toBe(202);
  await runPendingExports(api.db);
  const [job] = await api.db.select().from(exportJobs).orderBy(desc(exportJobs.id)).limit(1);
  expect(job!.status).toBe('finished');
  const text = await exportFileText(api.db, job!.id);
  return text.slice(1).trim().split('\r\n');
}

/**
 * The file `exporter` writes for `params` of `collection`, run through the queue and the worker in
 * pages of `pageSize` rows: for comparing an exporter with the former one (same bytes, decision 734).
 */
export async function exporterFile(
  db: Db,
  collection: string,
  csvHeaders: CsvColumn[],
  exporter: Exporter,
  params: ExportParams,
  pageSize: number,
): Promise<{ text: string; rows: number | null }> {
  const id = await enqueueExport(db, {
    administratorId: 1,
    collection,
    exportRoute: collection,
    params,
    csvHeaders,
    rowsTotal: null,
  });
  await runPendingExports(db, { exporters: { [collection]: exporter }, pageSize });
  const job = await exportJob(db, id);
  expect(job.status).toBe('finished');
  return { text: await exportFileText(db, id), rows: job.rowCount };
}

/** A stored export file as text, read the way a download reads it (BOM included). */
export async function exportFileText(db: Db, jobId: number): Promise<string> {
  const bytes = await new Response(exportFileStream(db, jobId)).arrayBuffer();
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** Counts a stored file's lines as a download reads it: chunk by chunk, never the whole file. */
export async function exportFileLineCount(db: Db, jobId: number): Promise<number> {
  let lines = 0;
  const reader = exportFileStream(db, jobId).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    for (const byte of read.value) if (byte === 0x0a) lines += 1;
  return lines;
}

/** An export job as stored now. */
export const exportJob = async (db: Db, id: number) =>
  (await db.select().from(exportJobs).where(eq(exportJobs.id, id)))[0]!;

/** How many chunks of a job's file are stored. */
export const exportChunkCount = async (db: Db, jobId: number) =>
  (await db.select({ n: count() }).from(exportFileChunks).where(eq(exportFileChunks.jobId, jobId)))[0]!.n;

/** Waits until `condition` holds, asking every `everyMs`; fails after `ms`. */
export async function until(condition: () => Promise<boolean>, ms: number, everyMs: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
