import type { ExportJobRow } from '../../db/schema/exports';

/** An export job as /myexports reads it (spec 001 §3 'Export job', plus status, rowCount and error). */
export type ExportJobJson = {
  id: number;
  hasFinished: boolean;
  exportRoute: string;
  createdAt: string;
  downloadableUntil: string | null;
  /** Set only while the file can be downloaded (with the bearer token). */
  url: string | null;
  status: ExportJobRow['status'];
  rowCount: number | null;
  /** Progress while running: rows written so far, and the total where the list counts it. */
  rowsDone: number;
  rowsTotal: number | null;
  error: string | null;
};

function isDownloadable(job: ExportJobRow, now: Date): boolean {
  return (
    job.status === 'finished' &&
    job.fileBytes !== null &&
    job.downloadableUntil !== null &&
    job.downloadableUntil > now
  );
}

export function exportJobJson(job: ExportJobRow, now: Date): ExportJobJson {
  return {
    id: job.id,
    hasFinished: job.status === 'finished',
    exportRoute: job.exportRoute,
    createdAt: job.createdAt.toISOString(),
    downloadableUntil: job.downloadableUntil?.toISOString() ?? null,
    url: isDownloadable(job, now) ? `/api/exportjobs/${job.id}/download` : null,
    status: job.status,
    rowCount: job.rowCount,
    rowsDone: job.rowsDone,
    rowsTotal: job.rowsTotal,
    error: job.error,
  };
}
