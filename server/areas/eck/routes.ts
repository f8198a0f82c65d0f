import { Hono } from 'hono';
import { ECK_SORT_FIELDS, EckListFilterSchema } from '../../../domain/schemas/eck';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { missingIds } from '../../http/id-list';
import { listParams, listReply } from '../../http/list';
import { parseId } from '../../http/validate';
import { eckJson } from './eck-json';
import { availableSummary, listEck, presentEckReferences, transitionsOf } from './repository';

/** /api/ecklicenses: licences delivered through the ECK chain (spec 001 §2, §7). */
export function eckRoutes(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', requires('ecklicenties_inzien'), async (c) => {
      const { filter, sort, page } = listParams(c, EckListFilterSchema, ECK_SORT_FIELDS, 'DESC-createdAt');
      const uitgeverId = c.var.admin.uitgeverId;
      const [{ rows, total }, notFound] = await Promise.all([
        listEck(db, filter, uitgeverId, sort, page),
        missingIds(filter.referenceIds, (wanted) => presentEckReferences(db, wanted, uitgeverId)),
      ]);
      const transitions = await transitionsOf(
        db,
        rows.map((row) => row.licence.id),
      );
      return listReply(
        c,
        rows.map((row) => eckJson(row, transitions.get(row.licence.id) ?? [])),
        page.offset,
        total,
        notFound,
      );
    })
    .get('/summaryOfAvailableEckLicenses/:organisationId', requires('ecklicenties_inzien'), async (c) => {
      const organisationId = parseId(c.req.param('organisationId'));
      return c.json(await availableSummary(db, organisationId, c.var.admin.uitgeverId));
    });
}
