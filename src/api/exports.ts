/**
 * CSV exports (spec 000 §7): starting one from a list, and the administrator's export jobs
 * (GET exportjobs, /myexports).
 *
 * List screens do not call this directly: `<ExportButton>` / `useListExport` (src/kit/list-export.tsx)
 * derive the CSV columns from the list's column declaration and call `useStartExport`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { toInstant } from '../../domain/dates';
import { exportRefreshMs } from '../../domain/export-refresh';
import { exportMessages, withMessage } from '../../domain/messages';
import { type ExportJob, ExportJobSchema } from '../../domain/schemas/export-job';
import { loadingToast } from '../kit/toast';
import { useApi } from './api-context';
import { hasStatus } from './api-error';
import type { HttpClient, QueryParams } from './http-client';
import type { ListSource } from './list';
import { resourceKeys } from './query-keys';

/** Spec 001 §4: a download is offered only while downloadableUntil is in the future. */
export function isDownloadable(job: ExportJob, now: Date = new Date()): boolean {
  return (
    job.status === 'finished' &&
    job.downloadableUntil !== null &&
    (toInstant(job.downloadableUntil)?.getTime() ?? 0) > now.getTime()
  );
}

export const exportJobKeys = resourceKeys('exportjobs');
export const DEFAULT_EXPORT_JOB_SORT = 'DESC-createdAt';

/** GET exportjobs as a list (/myexports), fetched again while a job is unfinished: often while it is young. */
export function useExportJobSource(sort: string): ListSource<ExportJob> {
  const client = useApi();
  return useMemo(
    () => ({
      queryKey: exportJobKeys.list({ sort }),
      fetchPage: (range, signal) => client.getList('exportjobs', ExportJobSchema, { range, sort, signal }),
      refetchInterval: (jobs) => exportRefreshMs(jobs),
    }),
    [client, sort],
  );
}

/** A column of the export: the header text and the JSON field (dot path) it reads. */
export type CsvColumn = { label: string; field: string };

/**
 * `csvHeaders=label=field|label=field` (spec 000 §7). The server splits on '|' and reads the
 * field after the last '=', so a '|' in a label would break the list and is replaced.
 */
export function csvHeadersParam(columns: readonly CsvColumn[]): string {
  return columns.map((column) => `${column.label.replaceAll('|', '/')}=${column.field}`).join('|');
}

export type ExportRequest = {
  /** The list's collection, e.g. 'accounts'. */
  path: string;
  /** The list's current filter (empty values are dropped). */
  params?: QueryParams;
  sort?: string;
  columns: readonly CsvColumn[];
};

/** GET the list with Accept text/csv and Range items=0-: the server queues the export (202). */
export async function startExport(client: HttpClient, request: ExportRequest): Promise<void> {
  await client.request(request.path, {
    headers: { Accept: 'text/csv', Range: 'items=0-' },
    params: {
      ...request.params,
      ...(request.sort ? { sort: request.sort } : {}),
      csvHeaders: csvHeadersParam(request.columns),
    },
  });
}

/**
 * Starts a CSV export with the spec's toasts: 'Export aan het starten...', then 'Export gestart.
 * ...' or 'Mislukt: CSV kon niet worden geëxporteerd.' (followed by the server's reason when the
 * administrator has too many exports open). Resolves whether it started.
 */
export function useStartExport(): (request: ExportRequest) => Promise<boolean> {
  const client = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (request) => {
      const toast = loadingToast(exportMessages.starting);
      try {
        await startExport(client, request);
      } catch (error) {
        // Too many exports open (decision 187): the server's Dutch reason follows the spec's text.
        const reason = hasStatus(error, 429) && error instanceof Error ? error.message : null;
        await toast.error(withMessage(exportMessages.failed, reason));
        return false;
      }
      void queryClient.invalidateQueries({ queryKey: exportJobKeys.lists() });
      await toast.success(exportMessages.started);
      return true;
    },
    [client, queryClient],
  );
}
