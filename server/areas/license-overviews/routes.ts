import { Hono } from 'hono';
import { can, isSuperuser } from '../../../domain/rights';
import {
  SCHOOL_OVERVIEW_SORT_FIELDS,
  SchoolOverviewFilterSchema,
  StatusOverviewFilterSchema,
} from '../../../domain/schemas/tlink-overviews';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { AppError } from '../../http/errors';
import { startExportIfRequested } from '../../http/export-request';
import { requires } from '../../http/guard';
import { listReply, parseFilters, rangePage, sortParam } from '../../http/list';
import { listSchoolOverview } from './repository';
import { schoolOverviewExporter } from './school-overview-export';
import { statusOverview } from './status-overview';

/** /api/tlinklicenseschooloverviews: TLinks per school, distributor and product (spec 001 §2). */
export function schoolOverviewRoutes(db: Db) {
  return new Hono<AuthEnv>().get(
    '/',
    requires({ right: ['tlinklicenties_inzien', 'alleen_basispoort_inzien'] }),
    async (c) => {
      const admin = c.var.admin;
      const filter = parseFilters(c, SchoolOverviewFilterSchema);
      if ((filter.publisher !== undefined || filter.type !== undefined) && !isSuperuser(admin))
        throw new AppError('forbidden', 'Alleen een superuser filtert op uitgever of licentietype.');
      const viewer = { uitgeverId: admin.uitgeverId, basispoortOnly: !can(admin, 'tlinklicenties_inzien') };
      const sort = sortParam(c, SCHOOL_OVERVIEW_SORT_FIELDS, 'schoolName', 'ASC');
      const exportStarted = await startExportIfRequested(c, db, schoolOverviewExporter, {
        filter: { ...filter, viewer },
        sort,
        exportRoute: 'tlinklicentiesperschool',
      });
      if (exportStarted) return exportStarted;
      const page = rangePage(c);
      const { rows, total } = await listSchoolOverview(db, filter, viewer, sort, page);
      return listReply(c, rows, page.offset, total);
    },
  );
}

/** /api/tlinklicenses/statusOverview: licences per month (superuser). Registered before /tlinklicenses/:id. */
export function statusOverviewRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/', requires({ superuserOnly: true }), async (c) => {
    const filter = parseFilters(c, StatusOverviewFilterSchema);
    if (filter.toDate <= filter.fromDate)
      throw new AppError('validation', 'De einddatum moet na de begindatum liggen.');
    return c.json(await statusOverview(db, filter));
  });
}
