import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import * as v from 'valibot';
import { dayKey } from '../../../domain/dates';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { listReply, parseFilters, rangePage, sortParam } from '../../http/list';
import { parseId } from '../../http/validate';
import { exportFile } from '../../jobs/export-files';
import { exportJobJson, isDownloadable } from './export-job-json';
import { findOwnExportJob, listExportJobs } from './repository';

const NoFilters = v.object({});
export const EXPIRED_MESSAGE =
  'Deze export is verlopen en kan niet meer worden gedownload. Start de export opnieuw.';
export const NOT_READY_MESSAGE = 'Deze export is nog niet klaar.';

/** /api/exportjobs: the signed-in administrator's CSV exports (/myexports) and their downloads. */
export function exportJobRoutes(db: Db, dir: string) {
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
      if (!isDownloadable(job, new Date())) throw new AppError('gone', EXPIRED_MESSAGE);
      const file = exportFile(dir, job.filePath!);
      const size = await stat(file).then(
        (info) => info.size,
        () => null,
      );
      if (size === null) throw new AppError('gone', EXPIRED_MESSAGE);
      // The day in the name is the Amsterdam day the export was started (decision 162).
      const day = dayKey(job.createdAt);
      return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-length': String(size),
          'content-disposition': `attachment; filename="${job.collection}-${day}-${job.id}.csv"`,
          'cache-control': 'no-store',
        },
      });
    });
}
