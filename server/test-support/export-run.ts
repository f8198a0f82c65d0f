import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { desc } from 'drizzle-orm';
import { expect } from 'vitest';
import { exportJobs } from '../db/schema/exports';
import { exportsDirOf } from '../jobs/export-files';
import { runPendingExports } from '../jobs/export-worker';
import { type ApiHarness, SUPERUSER } from './api-harness';

/**
 * Starts the superuser's CSV export of `list` (spec 000 §7: Accept text/csv, csvHeaders) and runs
 * it to the end; answers the file's lines without the header.
 */
export async function exportedLines(
  api: ApiHarness,
  dataDir: string,
  list: string,
  query: string,
  headers: string,
): Promise<string[]> {
  const res = await api.as(SUPERUSER)(`/api/${list}?${query}&csvHeaders=${encodeURIComponent(headers)}`, {
    headers: { accept: 'text/csv', range: 'items=0-' },
  });
  expect(res.status).toBe(202);
  await runPendingExports(api.db, exportsDirOf(dataDir));
  const [job] = await api.db.select().from(exportJobs).orderBy(desc(exportJobs.id)).limit(1);
  expect(job!.status).toBe('finished');
  const text = await readFile(path.join(dataDir, 'exports', job!.filePath!), 'utf8');
  return text.slice(1).trim().split('\r\n').slice(1);
}

/** How many lines a (large) export file has, header included, read as a stream. */
export async function countFileLines(file: string) {
  let lines = 0;
  for await (const _ of createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  }))
    lines += 1;
  return lines;
}
