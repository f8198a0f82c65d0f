import { Hono } from 'hono';
import * as v from 'valibot';
import { dayKey } from '../../../domain/dates';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { listReply, parseFilters, rangePage, sortParam } from '../../http/list';
import { parseId } from '../../http/validate';
import { exportFileStream } from '../../jobs/export-file-store';
import { exportJobJson } from './export-job-json';
import { findOwnExportJob, listExportJobs } from './repository';

const NoFilters = v.object({});
export const EXPIRED_MESSAGE =
  'Deze export is verlopen en kan niet meer worden gedownload. Start de export opnieuw.';
export const NOT_READY_MESSAGE = 'Deze export is nog niet klaar.';
/** A job finished before decision 340 kept its file on one server's disk, which no longer serves it. */
export const FILE_MISSING_MESSAGE =
  'Het bestand van deze export is niet meer beschikbaar. Start de export opnieuw.';

/** /api/exportjobs: the signed-in administrator's CSV exports (/myexports) and their downloads. */
export function exportJobRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      parseFilters(c, NoFilters);
      const sort = sortParam(c, ['createdAt'] as const, 'createdAt', 'DESC');
      const page = rangePage(c);
      const { rows, total } = await listExportJobs(db, c.var.admin.id, page, sort.direction);
      const now = new Date();
      return listReply(
        c,
        rows.map((row) => exportJobJson(row, now)),
        page.offset,
        total,
      );
    })
    .get('/:id/download', async (c) => {
      const job = await findOwnExportJob(db, c.var.admin.id, parseId(c.req.param('id')));
      if (!job) throw new AppError('notFound', 'Export bestaat niet.');
      if (job.status !== 'finished') throw new AppError('conflict', NOT_READY_MESSAGE);
      // Gone for one of two reasons, each told as it is: the download date passed, or the file
      // was made before the files moved into the database (decision 340).
      if (!job.downloadableUntil || job.downloadableUntil <= new Date())
        throw new AppError('gone', EXPIRED_MESSAGE);
      if (job.fileBytes === null) throw new AppError('gone', FILE_MISSING_MESSAGE);
      // The day in the name is the Amsterdam day the export was started (decision 162).
      const day = dayKey(job.createdAt);
      return new Response(exportFileStream(db, job.id), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-length': String(job.fileBytes),
          'content-disposition': `attachment; filename="${job.collection}-${day}-${job.id}.csv"`,
          'cache-control': 'no-store',
        },
      });
    });
}
