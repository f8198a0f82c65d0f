import type { SchoolOverviewFilter } from '../../../domain/schemas/tlink-overviews';
import type { Exporter } from '../../jobs/exporter';
import { listSchoolOverview, type OverviewViewer } from './repository';

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

/**
 * CSV export of /tlinklicentiesperschool. The rows are groups (school x distributor x product), far
 * fewer than licences, so pages by offset over the grouped query are cheap enough.
 */
export const schoolOverviewExporter: Exporter = {
  collection: 'tlinklicenseschooloverviews',
  fields: FIELDS,
  pages(db, params, pageSize) {
    const { viewer, ...filter } = params.filter as SchoolOverviewExportFilter;
    const sort = params.sort as { field: 'schoolName' | 'productTitle' | 'total'; direction: 'ASC' | 'DESC' };
    return (async function* () {
      for (let offset = 0; ; offset += pageSize) {
        const { rows } = await listSchoolOverview(db, filter, viewer, sort, { offset, limit: pageSize });
        if (rows.length > 0) yield rows;
        if (rows.length < pageSize) return;
      }
    })();
  },
};
