/**
 * The console's two downloads that are not list exports (a list's CSV is the server's export job,
 * src/kit/list-export.tsx): a protected file fetched with the bearer token (an export's file, the
 * products JSON), and CSV rows made in the browser (an import's result, a reservation, a
 * was/wordt log). Both save through a temporary object URL and an <a download>, as does a
 * chart's PNG or SVG (src/kit/chart/chart-export.ts, through `saveBlob`).
 *
 * Usage:
 *   const api = useApi();
 *   await downloadProtected(api, `exportjobs/${job.id}/download`, 'accounts.csv'); // throws ApiError (404/409/410)
 *   void downloadCsvText('licenties.csv', [['Code', 'Verlengen'], ['AB12CD34', true]]);
 */
import { downloadFailed } from '../../commands/exports';
import { messageOf } from '../../commands/row-action';
import type { HttpClient } from '../api/http-client';
import { notifyError } from './toast';

/** Saves a blob under `filename` (the browser's download, no navigation). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The filename of a Content-Disposition header (plain or RFC 5987 `filename*`), or null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = header.match(/filename\*\s*=\s*(?:UTF-8'')?"?([^";]+)"?/i);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // fall through to the plain form
    }
  }
  const plain = header.match(/filename\s*=\s*"?([^";]+)"?/i);
  return plain?.[1]?.trim() || null;
}

/** The protected files being fetched, by path: a second click on one while it runs does nothing. */
const running = new Set<string>();

/**
 * GETs `path` (relative to the API base) with the bearer token and saves the answer. The server's
 * filename wins over `fallbackName`. A failure throws the ApiError (status and Dutch message).
 * While the same path is still being fetched (a double click, a key held down) it returns at once
 * and saves nothing: the file is saved once.
 */
export async function downloadProtected(
  client: HttpClient,
  path: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<void> {
  if (running.has(path)) return;
  running.add(path);
  try {
    const response = await client.request(path, {
      headers: { Accept: '*/*' },
      ...(signal ? { signal } : {}),
    });
    const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
    saveBlob(await response.blob(), filename);
  } finally {
    running.delete(path);
  }
}

/**
 * Saves rows (the first one the header) as a CSV file, written as an export file is: BOM, then the
 * one writer (domain/csv-text.ts). The writer and papaparse load with the first download, which can
 * fail (a deploy replaced the chunk, the network dropped): it says so, as a download from the
 * server does, since its callers (the reserved codes, an import's result) have no other copy.
 */
export async function downloadCsvText(
  filename: string,
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  try {
    const { CSV_BOM, csvLines } = await import('../../domain/csv-text');
    saveBlob(new Blob([CSV_BOM + csvLines(rows)], { type: 'text/csv;charset=utf-8' }), filename);
  } catch (error) {
    notifyError(downloadFailed(messageOf(error)));
  }
}
