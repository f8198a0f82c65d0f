import { type SQL, sql } from 'drizzle-orm';
import type { SchoolOverviewFilter } from '../../../domain/schemas/tlink-overviews';
import type { Db } from '../../db/connect';
import { csvLineSql } from '../../db/csv-line';
import { TOTAL_ONLY } from '../../db/list-page';
import { rowsOf } from '../../db/rows';
import { csvRecordLine } from '../../http/csv';
import { keysetPages } from '../../http/keyset';
import type { Sort } from '../../http/list';
import type { Exporter, ExportParams } from '../../jobs/exporter';
import { listSchoolOverview, type OverviewViewer, type SchoolSortField } from './repository';
import { counts, groupConditions } from './school-groups';

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

type SchoolOverviewField = (typeof FIELDS)[number];

export type SchoolOverviewExportFilter = SchoolOverviewFilter & { viewer: OverviewViewer };

const sortOf = (params: ExportParams) => params.sort as Sort<SchoolSortField>;

/**
 * Each field as the text its CSV cell holds (the JSON row's value, csvRecordLine): the school `s`,
 * the distributor's name `x.distributor_name`, the product's title and EAN and the group's counts as
 * the viewer may see them (`counts`, selected by the walk). Counts and the EAN (digits, a CHECK) are plain cells.
 */
const SCHOOL_CELLS: Record<SchoolOverviewField, { text: SQL; plain?: boolean }> = (() => {
  const count = (column: string) => ({ text: sql.raw(`x.${column}::text`), plain: true });
  return {
    schoolName: { text: sql`s.name` },
    brin: { text: sql`s.brin` },
    distributorName: { text: sql`x.distributor_name` },
    productTitle: { text: sql`x.product_title` },
    productEan: { text: sql`x.product_ean`, plain: true },
    available: count('available'),
    active: count('active'),
    service: count('service'),
    total: count('total'),
  };
})();

/** Where the previous page ended, in the overview's school order (its `keyset`, as JSON). */
type SchoolCursor = [string, number, string | null, number | null, string, number];

/**
 * The groups after `cursor` in school order: later schools (by name in the sort's direction, then
 * id), and in the cursor's school the groups after it by distributor name, distributor, title,
 * product (nulls last, as the list orders them).
 */
function afterCursor(cursor: SchoolCursor | null, direction: 'ASC' | 'DESC') {
  if (!cursor) return { schools: sql`true`, groups: sql`true` };
  const [name, school, distributorName, distributor, title, product] = cursor;
  const later = sql.raw(direction === 'ASC' ? '>' : '<');
  const inSchool =
    distributor === null
      ? sql`(g.distributor_id is null and (p.title, p.id) > (${title}, ${product}))`
      : sql`(g.distributor_id is null or (d.name, g.distributor_id, p.title, p.id) > (${distributorName}, ${distributor}::int, ${title}, ${product}::int))`;
  return {
    schools: sql`(o.name ${later} ${name} or (o.name = ${name} and o.id >= ${school}::int))`,
    groups: sql`(g.organisation_id <> ${school}::int or ${inSchool})`,
  };
}

/**
 * The export in school order by keyset (decision 736): the schools after the cursor by name (a sort
 * of the ~2,000 organisations), each joined to its groups of the filter, read school by school
 * (incremental sort) until the page is full, so a page costs what the first does; the database
 * writes each line (decision 126, as keysetLines).
 */
function schoolOrderLines(
  db: Db,
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  direction: 'ASC' | 'DESC',
  fields: readonly string[],
  pageSize: number,
): AsyncIterable<string[]> {
  const c = counts(viewer);
  const line = csvLineSql(fields.map((field) => SCHOOL_CELLS[field as SchoolOverviewField]));
  const dir = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
  const order = sql`s.name ${dir}, s.id asc, x.distributor_name asc, x.distributor_id asc, x.product_title asc, x.product_id asc`;
  const pages = keysetPages(
    pageSize,
    (after, limit) => {
      const cursor = after ? (JSON.parse(after.value!) as SchoolCursor) : null;
      const where = afterCursor(cursor, direction);
      return rowsOf<{ keyset: string; line: string }>(
        db,
        sql`with page as materialized (
            select json_build_array(s.name, s.id, x.distributor_name, x.distributor_id, x.product_title, x.product_id)::text as keyset,
              ${line} as line, s.name as school_name, s.id as school_id, x.distributor_name, x.distributor_id,
              x.product_title, x.product_id
            from (select o.id, o.name, o.brin from organisations o where ${where.schools}
              order by o.name ${dir}, o.id asc) as s
            cross join lateral (
              select g.distributor_id, g.product_id, ${c.available} as available, ${c.active} as active,
                ${c.service} as service, ${c.total} as total, d.name as distributor_name, p.title as product_title, p.ean as product_ean
              from tlink_counts_by_school_group g
              join products p on p.id = g.product_id
              left join organisations d on d.id = g.distributor_id
              where g.organisation_id = s.id and ${groupConditions(filter, viewer)} and ${where.groups}
            ) as x
            order by ${order}
            limit ${limit})
          select keyset, line from page
          order by school_name ${dir}, school_id asc, distributor_name asc, distributor_id asc, product_title asc, product_id asc`,
      );
    },
    () => 0,
  );
  return (async function* () {
    for await (const page of pages) yield page.map((row) => row.line);
  })();
}

/**
 * CSV export of /tlinklicenseschooloverviews. In school order without creation days (the list's
 * default) by keyset, its lines written by the database; otherwise the list's pages by offset (the
 * kept buckets seek them, decisions 411 and 550), written here.
 */
export const schoolOverviewExporter: Exporter = {
  collection: 'tlinklicenseschooloverviews',
  fields: FIELDS,
  // The list's Content-Range total, for the progress on /myexports (decision 714).
  async count(db, params) {
    const { viewer, ...filter } = params.filter as SchoolOverviewExportFilter;
    return (await listSchoolOverview(db, filter, viewer, sortOf(params), TOTAL_ONLY)).total;
  },
  lines(db, params, fields, pageSize) {
    const { viewer, ...filter } = params.filter as SchoolOverviewExportFilter;
    const sort = sortOf(params);
    if (sort.field === 'schoolName' && !filter.fromDate && !filter.toDate)
      return schoolOrderLines(db, filter, viewer, sort.direction, fields, pageSize);
    return (async function* () {
      for (let offset = 0; ; offset += pageSize) {
        const { rows } = await listSchoolOverview(db, filter, viewer, sort, { offset, limit: pageSize });
        if (rows.length > 0) yield rows.map((row) => csvRecordLine(row, fields));
        if (rows.length < pageSize) return;
      }
    })();
  },
};
