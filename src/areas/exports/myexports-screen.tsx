import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { exportJobRef } from '../../../commands/exports';
import { ROUTE_TABLE } from '../../../commands/route-table';
import { formatHistoryDateTime } from '../../../domain/dates';
import { isUnfinished } from '../../../domain/export-refresh';
import { pageTitles } from '../../../domain/messages';
import { formatCount } from '../../../domain/numbers';
import type { ExportJob } from '../../../domain/schemas/export-job';
import { DEFAULT_EXPORT_JOB_SORT, isDownloadable, useExportJobSource } from '../../api/exports';
import { dateColumn } from '../../kit/column-kinds';
import { DATE_WIDTH } from '../../kit/column-layout';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { exportJobFilters } from './myexports-list';

const route = getRouteApi('/myexports');

export const exportTexts = {
  running: 'Bezig...',
  /** Progress of a running job (decision 342): rows so far, of how many where the list counts them. */
  progress: (done: number, total: number | null) =>
    total === null ? `${formatCount(done)} rijen` : `${formatCount(done)} van ${formatCount(total)} rijen`,
  finished: 'Klaar',
  failed: 'Mislukt',
  expired: 'Verlopen',
  columns: {
    what: 'Export',
    createdAt: 'Aangemaakt',
    status: 'Status',
    rowCount: 'Aantal rijen',
    downloadableUntil: 'Downloadbaar tot',
    download: 'Download',
  },
} as const;

/** The screens whose lists export under a collection name other than their own path. */
const SCREEN_OF_COLLECTION: Record<string, string> = {
  accounts: '/accounts',
  tlinklicenses: '/tlinks',
  products: '/producten',
  organisations: '/organisaties',
  administrators: '/beheerders',
  roles: '/rollen',
};

/** The export's list as the administrator knows it: the screen's title, else the collection. */
export function exportTitle(exportRoute: string): string {
  const path = SCREEN_OF_COLLECTION[exportRoute] ?? `/${exportRoute}`;
  return ROUTE_TABLE.find((route) => route.path === path)?.title ?? exportRoute;
}

function StatusCell({ job }: { job: ExportJob }) {
  if (job.status === 'running' && (job.rowsDone > 0 || job.rowsTotal !== null)) {
    return (
      <span className="text-slate-700">
        {exportTexts.running}{' '}
        <span className="tabular-nums">{exportTexts.progress(job.rowsDone, job.rowsTotal)}</span>
        {job.rowsTotal ? (
          <progress className="ml-2 h-2 w-24 align-middle" max={job.rowsTotal} value={job.rowsDone} />
        ) : null}
      </span>
    );
  }
  if (isUnfinished(job)) return <span className="text-slate-700">{exportTexts.running}</span>;
  if (job.status === 'failed') return <span className="text-red-800">{failedText(job)}</span>;
  return <span className="font-medium text-emerald-800">{exportTexts.finished}</span>;
}

/** A failed job's status with the worker's reason, which the column may cut. */
const failedText = (job: ExportJob) => `${exportTexts.failed}${job.error ? `: ${job.error}` : ''}`;

/** The status as one text, for the cell's tooltip: a long failure reason is cut by its column. */
function statusText(job: ExportJob): string {
  if (job.status === 'running' && (job.rowsDone > 0 || job.rowsTotal !== null))
    return `${exportTexts.running} ${exportTexts.progress(job.rowsDone, job.rowsTotal)}`;
  if (isUnfinished(job)) return exportTexts.running;
  return job.status === 'failed' ? failedText(job) : exportTexts.finished;
}

/** Re-renders every 30 s so a download button disappears when its file expires. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The columns at `now`: a file past its time reads 'Verlopen'. Counts right-aligned (decision 230). */
function columnsAt(now: Date): Column<ExportJob>[] {
  return [
    { id: 'what', header: exportTexts.columns.what, cell: (job) => exportTitle(job.exportRoute) },
    dateColumn('createdAt', exportTexts.columns.createdAt, 'history', { sort: true }),
    {
      id: 'status',
      header: exportTexts.columns.status,
      cell: (job) => <StatusCell job={job} />,
      text: statusText,
      width: '2fr',
    },
    {
      id: 'rowCount',
      header: exportTexts.columns.rowCount,
      cell: (job) => (job.rowCount === null ? '' : formatCount(job.rowCount)),
      width: '8rem',
      align: 'end',
    },
    {
      id: 'downloadableUntil',
      header: exportTexts.columns.downloadableUntil,
      cell: (job) =>
        job.downloadableUntil
          ? isDownloadable(job, now)
            ? formatHistoryDateTime(job.downloadableUntil)
            : exportTexts.expired
          : '',
      width: DATE_WIDTH.history,
    },
  ];
}

/** /myexports 'Mijn Exports': the administrator's CSV exports, newest first, with downloads (spec 001 §2, §4). */
export function MyExportsScreen() {
  const list = useListRoute(route, exportJobFilters, DEFAULT_EXPORT_JOB_SORT);
  const now = useNow();
  // The row's download applies while its file may be fetched: `now` takes it away on expiry.
  const entityOf = useCallback(
    (job: ExportJob) =>
      exportJobRef(
        job,
        `${exportTitle(job.exportRoute)} ${formatHistoryDateTime(job.createdAt)}`,
        isDownloadable(job, now),
      ),
    [now],
  );
  const columns = useMemo(() => columnsAt(now), [now]);
  return (
    <ListScreen
      title={pageTitles.myExports}
      list={list}
      source={useExportJobSource(list.sort)}
      columns={columns}
      rowEntity={entityOf}
      rowButtons={1}
    />
  );
}
