import type { SchoolOverviewFilter } from '../../../domain/schemas/tlink-overviews';
import { TOTAL_ONLY } from '../../db/list-page';
import type { Sort } from '../../http/list';
import type { Exporter, ExportParams } from '../../jobs/exporter';
import { listSchoolOverview, type OverviewViewer, type SchoolSortField } from './repository';

/** The row fields a csvHeaders column may name. */
const FIELDS = [
  'schoolName',
  'brin',
  'distributorName',
  'productTitle',
  'productEan',
  'available',
  'active',
  'service',
  'total',
] as const;

export type SchoolOverviewExportFilter = SchoolOverviewFilter & { viewer: OverviewViewer };

const sortOf = (params: ExportParams) => params.sort as Sort<SchoolSortField>;

/**
 * CSV export of /tlinklicentiesperschool. The rows are groups (school x distributor x product), far
 * fewer than licences, so pages by offset over the grouped query are cheap enough.
 */
export const schoolOverviewExporter: Exporter = {
  collection: 'tlinklicenseschooloverviews',
  fields: FIELDS,
  // The list's Content-Range total, for the progress on /myexports (decision 714).
  async count(db, params) {
    const { viewer, ...filter } = params.filter as SchoolOverviewExportFilter;
    return (await listSchoolOverview(db, filter, viewer, sortOf(params), TOTAL_ONLY)).total;
  },
  pages(db, params, pageSize) {
    const { viewer, ...filter } = params.filter as SchoolOverviewExportFilter;
    const sort = sortOf(params);
    return (async function* () {
      for (let offset = 0; ; offset += pageSize) {
        const { rows } = await listSchoolOverview(db, filter, viewer, sort, { offset, limit: pageSize });
        if (rows.length > 0) yield rows;
        if (rows.length < pageSize) return;
      }
    })();
  },
};
