import type { BulkCommand, BulkContext } from '../../commands/bulk';
import { failureMessage } from '../api/api-error';
import { conflictText, deleteBlockersOf } from './delete-item';

/** One row's outcome in a bulk run: done, or failed with the server's Dutch message. */
export type BulkRowResult = { label: string; ok: true } | { label: string; ok: false; message: string };

/** Calls in flight at once: fast enough for hundreds of rows, gentle on the server's pool. */
export const BULK_CONCURRENCY = 4;

/** What a failed row says: the 409's blocking entities, the 412 text, or the server's message. */
export function rowFailureText(error: unknown): string {
  const blockers = deleteBlockersOf(error);
  return blockers && blockers.length > 0 ? conflictText(blockers) : failureMessage(error);
}

/**
 * Runs a bulk command over rows, a few at a time, and reports each row as it ends. Cancelling
 * (`signal`) starts no new row; rows already sent finish and are reported, so the report always says
 * what happened to each row that was touched. Resolves with the results in row order.
 */
export async function runBulk<Row>(
  command: BulkCommand<Row>,
  rows: readonly Row[],
  context: BulkContext,
  args: Record<string, string>,
  options: { signal?: AbortSignal; onResult?: (result: BulkRowResult, index: number) => void } = {},
): Promise<BulkRowResult[]> {
  const results: BulkRowResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length && !options.signal?.aborted) {
      const index = next++;
      const row = rows[index] as Row;
      const label = command.rowLabel(row);
      let result: BulkRowResult;
      try {
        await command.runRow(context, row, args);
        result = { label, ok: true };
      } catch (error) {
        result = { label, ok: false, message: rowFailureText(error) };
      }
      results[index] = result;
      options.onResult?.(result, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, rows.length) }, worker));
  return results.filter((result) => result !== undefined);
}
