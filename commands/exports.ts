import type { Command, EntityRef } from './command';
import { messageOf, rowActionCommand } from './row-action';

/** Export commands (spec 001 §4 /myexports): a finished export's file. */

/** The state an export's ref carries while its file may be downloaded (finished, not expired). */
const DOWNLOADABLE = 'downloadable';

/** Says why a download failed, with the server's reason (410: expired, 409: not finished). */
export const downloadFailed = (message: string) => `Downloaden mislukt: ${message}`;

/** An export job as the entity of a row: named as the list shows it, downloadable or not. */
export function exportJobRef(job: { id: number }, label: string, isDownloadable: boolean): EntityRef {
  return { kind: 'exportJob', id: String(job.id), label, state: isDownloadable ? DOWNLOADABLE : 'closed' };
}

/**
 * A row's 'Downloaden': the export's CSV file, saved under the server's filename. A refusal says
 * why and refreshes the list, which was then out of date.
 */
export const downloadExportCommand = rowActionCommand({
  id: 'exports.download',
  icon: 'download',
  title: 'Downloaden',
  keywords: { nl: ['downloaden', 'export', 'bestand', 'csv'], en: ['download', 'export', 'file', 'csv'] },
  // Everyone's own exports: the list shows only the signed-in administrator's (spec 001 §4).
  access: {},
  scope: 'exportJob',
  appliesTo: (_admin, job) => job.state === DOWNLOADABLE,
  run: (context, job) =>
    context.download(`exportjobs/${job.id}/download`, `export-${job.id}.csv`, [{ resource: 'exportJobs' }]),
  failed: (_job, error) => downloadFailed(messageOf(error)),
});

export function exportCommands(): Command[] {
  return [downloadExportCommand];
}
