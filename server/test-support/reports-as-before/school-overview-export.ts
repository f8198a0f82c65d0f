import { listSchoolOverview, type SchoolSortField } from '../../areas/license-overviews/repository';
import {
  type SchoolOverviewExportFilter,
  schoolOverviewExporter,
} from '../../areas/license-overviews/school-overview-export';
import type { Sort } from '../../http/list';
import type { Exporter } from '../../jobs/exporter';

/*
 * Test oracle, never production code. The CSV export of /tlinklicenseschooloverviews as it read its
 * rows before the school order was walked by keyset with lines written by the database (decision
 * 736): `schoolOverviewExporter.pages` of commit 82dc22c, the list's JSON rows page by page by
 * offset, written by the worker's `csvRecordLine`.
 */
export const schoolOverviewExporterAsBefore: Exporter = {
  collection: schoolOverviewExporter.collection,
  fields: schoolOverviewExporter.fields,
  pages(db, params, pageSize) {
    const { viewer, ...filter } = params.filter as SchoolOverviewExportFilter;
    const sort = params.sort as Sort<SchoolSortField>;
    return (async function* () {
      for (let offset = 0; ; offset += pageSize) {
        const { rows } = await listSchoolOverview(db, filter, viewer, sort, { offset, limit: pageSize });
        if (rows.length > 0) yield rows;
        if (rows.length < pageSize) return;
      }
    })();
  },
};
