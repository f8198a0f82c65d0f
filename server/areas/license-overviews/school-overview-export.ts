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
 * Each field as the text its CSV cell holds (the JSON row's value, csvRecordLine): the school `b`,
 * the distributor's name `x.distributor_name`, the product's title and EAN and the group's counts as
 * the viewer may see them (`counts`, selected by the walk). Counts and the EAN (digits, a CHECK) are plain cells.
 */
const CELLS: Record<SchoolOverviewField, { text: SQL; plain?: boolean }> = (() => {
  const count = (column: string) => ({ text: sql.raw(`x.${column}::text`), plain: true });
  return {
    schoolName: { text: sql`b.name` },
    brin: { text: sql`b.brin` },
    distributorName: { text: sql`x.distributor_name` },
    productTitle: { text: sql`x.product_title` },
    productEan: { text: sql`x.product_ean`, plain: true },
    available: count('available'),
    active: count('active'),
    service: count('service'),
    total: count('total'),
  };
})();

/** Where the previous page ended (its `keyset`, as JSON): bucket (total or null, school name, id), then the group. */
type SchoolCursor = [number | null, string, number, string | null, number | null, string, number];

/**
 * The buckets of the walk (alias `b`: `first`, the total or null, and the school's `id`, `name`,
 * `brin`) and their order, the overview's order up to the school: in school order every
 * organisation (~2,000 at scale 20; a school without groups adds nothing); in total order the
 * totals and schools of the kept counts per total and school (decision 411, ~14,000 rows), of the
 * publisher where one is asked or bound. Those counts have no distributor: with a distributor
 * filter a bucket may hold none of its groups, and adds nothing.
 */
function walkBuckets(filter: SchoolOverviewFilter, viewer: OverviewViewer, sort: Sort<SchoolSortField>) {
  const dir = sql.raw(sort.direction === 'ASC' ? 'asc' : 'desc');
  if (sort.field === 'schoolName')
    return {
      buckets: sql`select null::int as first, o.id, o.name, o.brin from organisations o`,
      order: sql`b.name ${dir}, b.id asc`,
    };
  const publishers: SQL[] = [];
  if (viewer.uitgeverId !== null) publishers.push(sql`t.publisher_id = ${viewer.uitgeverId}`);
  if (filter.publisher) publishers.push(sql`t.publisher_id = ${filter.publisher}`);
  const counted = sql.raw(
    publishers.length > 0
      ? 'tlink_group_counts_by_publisher_total_school'
      : 'tlink_group_counts_by_total_school',
  );
  return {
    buckets: sql`select t.total as first, o.id, o.name, o.brin
      from (select distinct t.total, t.organisation_id from ${counted} t
        where ${sql.join([sql`t.basispoort = ${viewer.basispoortOnly}`, sql`t.n > 0`, ...publishers], sql` and `)}) as t
      join organisations o on o.id = t.organisation_id`,
    order: sql`b.first ${dir}, b.name asc, b.id asc`,
  };
}

/**
 * The groups after `cursor`: later buckets (by total, by school name in the sort's direction, then
 * id), and in the cursor's bucket the groups after it by distributor name, distributor, title,
 * product (nulls last, as the list orders them).
 */
function afterCursor(cursor: SchoolCursor | null, sort: Sort<SchoolSortField>) {
  if (!cursor) return { buckets: sql`true`, groups: sql`true` };
  const [first, name, school, distributorName, distributor, title, product] = cursor;
  const later = sql.raw(sort.direction === 'ASC' ? '>' : '<');
  const inBucket =
    distributor === null
      ? sql`(g.distributor_id is null and (p.title, p.id) > (${title}, ${product}::int))`
      : sql`(g.distributor_id is null or (d.name, g.distributor_id, p.title, p.id) > (${distributorName}, ${distributor}::int, ${title}, ${product}::int))`;
  const fromSchool = sql`(b.name = ${name} and b.id >= ${school}::int)`;
  return {
    buckets:
      sort.field === 'schoolName'
        ? sql`(b.name ${later} ${name} or ${fromSchool})`
        : sql`(b.first ${later} ${first}::int or (b.first = ${first}::int and (b.name > ${name} or ${fromSchool})))`,
    groups: sql`(b.id <> ${school}::int or b.first is distinct from ${first}::int or ${inBucket})`,
  };
}

/**
 * The export in school or total order by keyset (decision 736): the buckets after the cursor
 * (schools, or totals at a school) in the overview's order, each joined to its groups of the filter
 * (by the kept groups' school index, or school and total), read bucket by bucket (an incremental
 * sort) until the page is full, so a page costs what the first does; the database writes each
 * line (decision 126, as keysetLines).
 */
function bucketWalkLines(
  db: Db,
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
  fields: readonly string[],
  pageSize: number,
): AsyncIterable<string[]> {
  const c = counts(viewer);
  const line = csvLineSql(fields.map((field) => CELLS[field as SchoolOverviewField]));
  const walk = walkBuckets(filter, viewer, sort);
  const inBucket = sort.field === 'total' ? sql` and ${c.total} = b.first` : sql``;
  const within = (alias: string) =>
    sql.raw(
      `${alias}.distributor_name asc, ${alias}.distributor_id asc, ${alias}.product_title asc, ${alias}.product_id asc`,
    );
  const pages = keysetPages(
    pageSize,
    (after, limit) => {
      const where = afterCursor(after ? (JSON.parse(after.value!) as SchoolCursor) : null, sort);
      return rowsOf<{ keyset: string; line: string }>(
        db,
        sql`with page as materialized (
            select json_build_array(b.first, b.name, b.id, x.distributor_name, x.distributor_id, x.product_title,
                x.product_id)::text as keyset,
              ${line} as line, b.first, b.name, b.id, x.distributor_name, x.distributor_id, x.product_title, x.product_id
            from (select * from (${walk.buckets}) as b where ${where.buckets} order by ${walk.order}) as b
            -- offset 0: the planner may not flatten the lateral into a join of all the filter's groups.
            cross join lateral (
              select g.distributor_id, g.product_id, ${c.available} as available, ${c.active} as active,
                ${c.service} as service, ${c.total} as total, d.name as distributor_name, p.title as product_title,
                p.ean as product_ean
              from tlink_counts_by_school_group g
              join products p on p.id = g.product_id
              left join organisations d on d.id = g.distributor_id
              where g.organisation_id = b.id${inBucket} and ${groupConditions(filter, viewer)} and ${where.groups}
              offset 0
            ) as x
            order by ${walk.order}, ${within('x')}
            limit ${limit})
          select b.keyset, b.line from page as b order by ${walk.order}, ${within('b')}`,
      );
    },
    () => 0,
  );
  return (async function* () {
    for await (const page of pages) yield page.map((row) => row.line);
  })();
}

/**
 * CSV export of /tlinklicenseschooloverviews. In school and total order without creation days by keyset, its lines written by the database; otherwise the list's pages by offset (the
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
    if (sort.field !== 'productTitle' && !filter.fromDate && !filter.toDate)
      return bucketWalkLines(db, filter, viewer, sort, fields, pageSize);
    return (async function* () {
      for (let offset = 0; ; offset += pageSize) {
        const { rows } = await listSchoolOverview(db, filter, viewer, sort, { offset, limit: pageSize });
        if (rows.length > 0) yield rows.map((row) => csvRecordLine(row, fields));
        if (rows.length < pageSize) return;
      }
    })();
  },
};
