import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ROUTE_TABLE } from '../../../commands/route-table';
import { formatHistoryDateTime } from '../../../domain/dates';
import { listMessages, pageTitles } from '../../../domain/messages';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import {
  type ExportJob,
  exportJobKeys,
  exportJobsOptions,
  isDownloadable,
  isUnfinished,
} from '../../api/exports';
import { downloadProtected } from '../../kit/download';
import { Page } from '../../kit/page';
import { notifyError } from '../../kit/toast';

export const exportTexts = {
  running: 'Bezig...',
  finished: 'Klaar',
  failed: 'Mislukt',
  download: 'Downloaden',
  downloadFailed: (message: string) => `Downloaden mislukt: ${message}`,
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
  if (isUnfinished(job)) return <span className="text-slate-700">{exportTexts.running}</span>;
  if (job.status === 'failed') {
    return (
      <span className="text-red-800">
        {exportTexts.failed}
        {job.error ? `: ${job.error}` : ''}
      </span>
    );
  }
  return <span className="font-medium text-emerald-800">{exportTexts.finished}</span>;
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

/** /myexports 'Mijn Exports': the administrator's CSV exports, newest first, with downloads (spec 001 §2, §4). */
export function MyExportsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: jobs } = useSuspenseQuery(exportJobsOptions(api));
  const now = useNow();
  const [busy, setBusy] = useState<number | null>(null);

  const download = async (job: ExportJob) => {
    setBusy(job.id);
    try {
      await downloadProtected(api, `exportjobs/${job.id}/download`, `${job.exportRoute}-${job.id}.csv`);
    } catch (error) {
      notifyError(exportTexts.downloadFailed(error instanceof ApiError ? error.message : String(error)));
      // A 410 or 409 means the list is out of date.
      void queryClient.invalidateQueries({ queryKey: exportJobKeys.lists() });
    } finally {
      setBusy(null);
    }
  };

  const header = 'px-3 py-2 text-left text-sm font-semibold text-slate-800';
  const cell = 'px-3 py-2 text-sm';
  return (
    <Page title={pageTitles.myExports}>
      {jobs.length === 0 ? (
        <p className="text-slate-700">{listMessages.noData}</p>
      ) : (
        <table className="w-full max-w-5xl border-collapse rounded-lg bg-white">
          <thead className="border-b border-slate-300">
            <tr>
              <th scope="col" className={header}>
                {exportTexts.columns.what}
              </th>
              <th scope="col" className={header}>
                {exportTexts.columns.createdAt}
              </th>
              <th scope="col" className={header}>
                {exportTexts.columns.status}
              </th>
              <th scope="col" className={`${header} text-right`}>
                {exportTexts.columns.rowCount}
              </th>
              <th scope="col" className={header}>
                {exportTexts.columns.downloadableUntil}
              </th>
              <th scope="col" className={header}>
                <span className="sr-only">{exportTexts.columns.download}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id} className="h-12 border-b border-slate-200">
                <td className={cell}>{exportTitle(job.exportRoute)}</td>
                <td className={cell}>{formatHistoryDateTime(job.createdAt)}</td>
                <td className={cell}>
                  <StatusCell job={job} />
                </td>
                <td className={`${cell} text-right tabular-nums`}>{job.rowCount ?? ''}</td>
                <td className={cell}>
                  {job.downloadableUntil
                    ? isDownloadable(job, now)
                      ? formatHistoryDateTime(job.downloadableUntil)
                      : exportTexts.expired
                    : ''}
                </td>
                <td className={cell}>
                  {isDownloadable(job, now) ? (
                    <button
                      type="button"
                      disabled={busy === job.id}
                      onClick={() => void download(job)}
                      aria-label={`${exportTexts.download} ${exportTitle(job.exportRoute)} ${formatHistoryDateTime(job.createdAt)}`}
                      className="focus-ring rounded bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-70"
                    >
                      {exportTexts.download}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Page>
  );
}
