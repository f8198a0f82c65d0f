import { type SQL, sql } from 'drizzle-orm';
import type { SchoolOverviewFilter, SchoolOverviewRow } from '../../../domain/schemas/tlink-overviews';
import type { Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import type { Sort } from '../../http/list';
import type { OverviewViewer, SchoolSortField } from './repository';

/*
 * Licenties per school from the groups kept by migration 0003 (decision 320): a row per school,
 * distributor and product with its counts, and per school its number of groups. A page reads its
 * groups and the total adds up group rows, instead of grouping millions of licences per call; in
 * school, total and title order a page reads only the groups of its buckets (decision 411). Filters
 * on the creation day cannot be answered from groups (they have no day): created-ranges.ts counts
 * those from kept months and repeats (decision 550), or repository.ts from the licences.
 */

type Page = { offset: number; limit: number };

/** The group's counts as the viewer may see them: all licences, or only those made through Basispoort. */
export function counts(viewer: OverviewViewer) {
  const bp = viewer.basispoortOnly;
  return {
    available: sql.raw(bp ? 'g.bp_available' : 'g.available'),
    active: sql.raw(bp ? 'g.bp_active' : 'g.active'),
    service: sql.raw(bp ? '0' : 'g.service'),
    total: sql.raw(bp ? 'g.bp_total' : 'g.total'),
  };
}

/** The distributor and publisher conditions, which the schools' group counts carry too (alias `t` or `g`). */
function scopeConditions(filter: SchoolOverviewFilter, viewer: OverviewViewer, alias: 't' | 'g'): SQL[] {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [];
  if (viewer.uitgeverId !== null) parts.push(sql`${column('publisher_id')} = ${viewer.uitgeverId}`);
  if (filter.publisher) parts.push(sql`${column('publisher_id')} = ${filter.publisher}`);
  if (filter.distributor) parts.push(sql`${column('distributor_id')} = ${filter.distributor}`);
  return parts;
}

export function groupConditions(filter: SchoolOverviewFilter, viewer: OverviewViewer): SQL {
  const parts: SQL[] = [sql`${counts(viewer).total} > 0`, ...scopeConditions(filter, viewer, 'g')];
  if (filter.school) parts.push(sql`g.organisation_id = ${filter.school}`);
  if (filter.product) parts.push(sql`g.product_id = ${filter.product}`);
  if (filter.type)
    parts.push(
      sql`exists (select 1 from license_models lm where lm.product_id = g.product_id and lm.license_type = ${filter.type})`,
    );
  return sql.join(parts, sql` and `);
}

/** The overview's order (unchanged by decision 320): the sort field, then school, distributor, product. */
function orderOf(sort: Sort<SchoolSortField>, viewer: OverviewViewer): SQL {
  const direction = sql.raw(sort.direction === 'ASC' ? 'asc' : 'desc');
  const first =
    sort.field === 'total'
      ? counts(viewer).total
      : sort.field === 'productTitle'
        ? sql`p.title`
        : sql`s.name`;
  return sql`${first} ${direction}, s.name asc, g.organisation_id asc, d.name asc, g.distributor_id asc, p.title asc, p.id asc`;
}

function selectGroups(viewer: OverviewViewer, from: SQL) {
  const c = counts(viewer);
  return sql`select g.organisation_id as "schoolId", s.name as "schoolName", s.brin,
      g.distributor_id as "distributorId", d.name as "distributorName",
      p.id as "productId", p.title as "productTitle", p.ean as "productEan",
      ${c.available} as available, ${c.active} as active, ${c.service} as service, ${c.total} as total
    from ${from}
    join products p on p.id = g.product_id
    left join organisations s on s.id = g.organisation_id
    left join organisations d on d.id = g.distributor_id`;
}

/**
 * Where a page begins (decision 129's seek, on groups): counters of the groups per bucket of the
 * page's order (decisions 320, 411), summed in that order, say which one or two buckets hold the
 * page, and the page reads only their groups. One statement; `= any(array(...))` tells the planner
 * those are a few schools or products (with a join it read every group).
 */
export type Buckets = {
  /**
   * The groups (alias `g`, the columns of the kept groups) where they are not the kept groups:
   * those of a creation-day range, counted from the licences of the wanted buckets (decision 550).
   */
  groups?: SQL;
  /** One row per bucket (alias `c`): its keys and `groups`, how many groups it holds. */
  counted: SQL;
  /** What the buckets' order needs besides `c`, e.g. the school's name. */
  join: SQL;
  /** The buckets' order: the page's order up to the bucket's keys. */
  order: SQL;
  /** The bucket's keys, carried to `wanted`. */
  keys: SQL;
  /** An index condition that picks the groups of the `wanted` buckets (more may pass: `match` decides). */
  narrow: SQL;
  /** The group `g` (product `p`) is in the wanted bucket `w`. */
  match: SQL;
  /**
   * A second level: `counted` reads only the buckets within the wanted buckets of a coarser order
   * (`ctes`, before the buckets), which `before` rows precede; `total` counts the coarse buckets.
   */
  within?: { ctes: SQL; before: SQL; total: SQL };
  /**
   * The number of groups as one value, where summing the counted rows without grouping them is
   * cheaper: a bucket's sum is never negative, so the buckets `counted` leaves out add 0.
   */
  total?: SQL;
};

export async function bucketPage(
  db: Db,
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
  page: Page,
  b: Buckets,
) {
  const buckets = sql`select ${b.keys}, c.groups,
      (${b.within?.before ?? sql`0`} + sum(c.groups) over (order by ${b.order} rows unbounded preceding))::bigint as upto
    from (${b.counted}) as c ${b.join}`;
  const [rows, [total]] = await Promise.all([
    rowsOf<SchoolOverviewRow>(
      db,
      sql`with ${b.within?.ctes ?? sql``} buckets as (${buckets}),
        wanted as (select *, upto - groups as before from buckets
          where upto > ${page.offset} and upto - groups < ${page.offset + page.limit})
        ${selectGroups(viewer, b.groups ?? sql`tlink_counts_by_school_group g`)}
        where ${b.narrow} and ${groupConditions(filter, viewer)}
          and exists (select 1 from wanted w where ${b.match})
        order by ${orderOf(sort, viewer)}
        offset ${page.offset} - (select coalesce(min(before), 0) from wanted) limit ${page.limit}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select coalesce((${b.total ?? sql`select sum(c.groups) from (${b.within?.total ?? b.counted}) as c`}), 0)::int as total`,
    ),
  ]);
  return { rows, total: total?.total ?? 0 };
}

const direction = (sort: Sort<SchoolSortField>) => sql.raw(sort.direction === 'ASC' ? 'asc' : 'desc');
export const scope = (filter: SchoolOverviewFilter, viewer: OverviewViewer) =>
  sql.join([sql`true`, ...scopeConditions(filter, viewer, 't')], sql` and `);
const inSchools = sql`g.organisation_id = any(array(select organisation_id from wanted))`;

/** Buckets of school order: the schools of `counted` (`organisation_id`, `groups`), their groups picked by `narrow`. */
export const bySchool = (counted: SQL, sort: Sort<SchoolSortField>, narrow = inSchools): Buckets => ({
  counted,
  join: sql`join organisations s on s.id = c.organisation_id`,
  order: sql`s.name ${direction(sort)}, c.organisation_id asc`,
  keys: sql`c.organisation_id`,
  narrow,
  match: sql`w.organisation_id = g.organisation_id`,
});

/** Buckets of school order: the schools, from the number of groups per school and distributor, publisher, or both. */
function schoolBuckets(
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
): Buckets {
  const publisher = viewer.uitgeverId !== null || filter.publisher !== undefined;
  // A publisher-bound administrator filtering on another publisher sees nothing: no counts hold it.
  const [rows, n] =
    publisher && filter.distributor !== undefined
      ? [
          sql`tlink_group_counts_by_distributor_publisher_school t
            where t.basispoort = ${viewer.basispoortOnly} and ${scope(filter, viewer)}`,
          sql.raw('t.n'),
        ]
      : [
          sql`${sql.raw(publisher ? 'tlink_group_counts_by_school_publisher' : 'tlink_group_counts_by_school_distributor')} t
            where ${scope(filter, viewer)}`,
          sql.raw(viewer.basispoortOnly ? 't.bp_groups' : 't.groups'),
        ];
  return countedSchools(rows, n, sort);
}

/**
 * School buckets from a counter's rows (alias `t`, `n` the groups of each row, several rows per
 * school): summed per school for the page; the total sums the rows as they are (10,000 rows grouped
 * into 2,000 schools took 2.5 ms at scale 20, min; 15 ms on PGlite; their plain sum 1.2, 3 on PGlite).
 */
const countedSchools = (rows: SQL, n: SQL, sort: Sort<SchoolSortField>, narrow?: SQL): Buckets => ({
  ...bySchool(
    sql`select t.organisation_id, sum(${n})::bigint as groups from ${rows} group by t.organisation_id having sum(${n}) > 0`,
    sort,
    narrow,
  ),
  total: sql`select sum(${n}) from ${rows}`,
});

/**
 * One product in school order: its schools, from the groups counted per product, publisher and
 * school (migration 0034, decision 733: ~2,000 rows of a product at scale 20, where counting its
 * ~5,000 groups from the covering product index read ~25 index pages, cold for a product's first
 * call); a page reads the groups of one or two schools. A distributor filter counts the product's
 * groups from that index (the counter has no distributor).
 */
function productBuckets(filter: SchoolOverviewFilter, viewer: OverviewViewer, sort: Sort<SchoolSortField>) {
  const narrow = sql`g.product_id = ${filter.product} and ${inSchools}`;
  if (filter.distributor)
    return bySchool(
      sql`select g.organisation_id, count(*)::bigint as groups from tlink_counts_by_school_group g
        where ${groupConditions(filter, viewer)} group by g.organisation_id`,
      sort,
      narrow,
    );
  const rows = sql`tlink_group_counts_by_product_school t
    where t.product_id = ${filter.product} and t.basispoort = ${viewer.basispoortOnly} and ${scope(filter, viewer)}`;
  return countedSchools(rows, sql.raw('t.n'), sort, narrow);
}

/**
 * One licence type in school order (decision 726): its schools, from the groups counted per type
 * and school (migration 0030; ~400,000 groups of a type at scale 20 took 200 ms to count); a page
 * reads the groups of one or two schools and keeps those of the type's products.
 */
function typeBuckets(
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
): Buckets {
  const rows = sql`tlink_group_counts_by_type_school t
    where t.license_type = ${filter.type} and t.basispoort = ${viewer.basispoortOnly}`;
  return countedSchools(rows, sql.raw('t.n'), sort);
}

/**
 * One school (order: distributor, then title): its distributors, from the number of groups per
 * school and distributor; a page reads the groups of one or two distributors (~265 of a school's
 * ~1,300 at scale 20). Not for a publisher's view: those counts have the school last in their key.
 */
function distributorBuckets(filter: SchoolOverviewFilter, viewer: OverviewViewer): Buckets {
  const groups = sql.raw(viewer.basispoortOnly ? 't.bp_groups' : 't.groups');
  return {
    counted: sql`select t.distributor_id, ${groups}::bigint as groups
      from tlink_group_counts_by_school_distributor t
      where t.organisation_id = ${filter.school} and ${groups} > 0 and ${scope(filter, viewer)}`,
    join: sql`left join organisations d on d.id = c.distributor_id`,
    order: sql`d.name asc, c.distributor_id asc`,
    keys: sql`c.distributor_id`,
    narrow: sql`g.organisation_id = ${filter.school}
      and (g.distributor_id = any(array(select distributor_id from wanted)) or g.distributor_id is null)`,
    match: sql`w.distributor_id is not distinct from g.distributor_id`,
  };
}

/**
 * The first level of a two-level seek: coarse buckets (`key`, `groups`) summed in the page's order,
 * and those holding the page (`wanted_coarse`); the second level counts only within those.
 */
function coarseLevel(counted: SQL, key: string, sort: Sort<SchoolSortField>, page: Page): Buckets['within'] {
  const column = sql.raw(key);
  return {
    ctes: sql`coarse as (select c.${column}, c.groups,
        (sum(c.groups) over (order by c.${column} ${direction(sort)} rows unbounded preceding))::bigint as upto
      from (${counted}) as c),
      wanted_coarse as (select ${column}, upto - groups as before from coarse
        where upto > ${page.offset} and upto - groups < ${page.offset + page.limit}),`,
    before: sql`(select coalesce(min(before), 0) from wanted_coarse)`,
    total: counted,
  };
}

/**
 * Buckets of total order, on two levels: the totals (8 at scale 20) say which totals hold the
 * page; within them, a total at one school, from the groups per total and school (of a publisher).
 * A page reads its groups by `(organisation_id, total)`.
 */
function totalBuckets(
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
  page: Page,
): Buckets {
  const publisher = viewer.uitgeverId !== null || filter.publisher !== undefined;
  const counted = (columns: string, where: SQL) => sql`select ${sql.raw(columns)}, sum(t.n)::bigint as groups
    from ${sql.raw(publisher ? 'tlink_group_counts_by_publisher_total_school' : 'tlink_group_counts_by_total_school')} t
    where t.basispoort = ${viewer.basispoortOnly} and ${scope(filter, viewer)} and ${where}
    group by ${sql.raw(columns)} having sum(t.n) > 0`;
  return {
    within: coarseLevel(counted('t.total', sql`true`), 'total', sort, page),
    counted: counted('t.total, t.organisation_id', sql`t.total in (select total from wanted_coarse)`),
    join: sql`join organisations s on s.id = c.organisation_id`,
    order: sql`c.total ${direction(sort)}, s.name asc, c.organisation_id asc`,
    keys: sql`c.total, c.organisation_id`,
    narrow: sql`${counts(viewer).total} = any(array(select total from wanted)) and ${inSchools}`,
    match: sql`w.organisation_id = g.organisation_id and w.total = ${counts(viewer).total}`,
  };
}

/**
 * Buckets of title order, on two levels: the titles (a title's products together) from the groups
 * per product say which titles hold the page; within them, a title at one school, counted from the
 * covering product index (a title holds up to ~20,000 groups at scale 20, a school's share ~10).
 */
function titleBuckets(
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
  page: Page,
): Buckets {
  const titles = sql`select p.title, sum(t.n)::bigint as groups
    from tlink_group_counts_by_publisher_product t join products p on p.id = t.product_id
    where t.basispoort = ${viewer.basispoortOnly} and ${scope(filter, viewer)}
    group by p.title having sum(t.n) > 0`;
  const productsOf = (wanted: string) =>
    sql`g.product_id = any(array(select id from products where title in (select title from ${sql.raw(wanted)})))`;
  return {
    within: coarseLevel(titles, 'title', sort, page),
    counted: sql`select p.title, g.organisation_id, count(*)::bigint as groups
      from tlink_counts_by_school_group g join products p on p.id = g.product_id
      where ${productsOf('wanted_coarse')} and ${groupConditions(filter, viewer)}
      group by p.title, g.organisation_id`,
    join: sql`join organisations s on s.id = c.organisation_id`,
    order: sql`c.title ${direction(sort)}, s.name asc, c.organisation_id asc`,
    keys: sql`c.title, c.organisation_id`,
    narrow: sql`${productsOf('wanted')} and ${inSchools}`,
    match: sql`w.title = p.title and w.organisation_id = g.organisation_id`,
  };
}

/** A page of the overview and its number of groups, for every filter but the creation days. */
export async function schoolGroupsPage(
  db: Db,
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
  page: Page,
): Promise<{ rows: SchoolOverviewRow[]; total: number }> {
  // School and product filters hold a few thousand groups at most: in school order a page reads
  // the groups of its distributors or schools, in other orders all of them. Buckets are counted
  // per distributor or per publisher (or both, in school order), and per licence type (decision 726).
  const wide = !filter.school && !filter.product && !filter.type;
  if (wide && sort.field === 'schoolName')
    return bucketPage(db, filter, viewer, sort, page, schoolBuckets(filter, viewer, sort));
  if (wide && !filter.distributor && sort.field === 'total')
    return bucketPage(db, filter, viewer, sort, page, totalBuckets(filter, viewer, sort, page));
  if (wide && !filter.distributor && sort.field === 'productTitle')
    return bucketPage(db, filter, viewer, sort, page, titleBuckets(filter, viewer, sort, page));
  // The type alone (a superuser's filter: no publisher scope) is counted per school.
  const publisher = viewer.uitgeverId !== null || filter.publisher !== undefined;
  if (
    sort.field === 'schoolName' &&
    filter.type &&
    !filter.school &&
    !filter.product &&
    !filter.distributor &&
    !publisher
  )
    return bucketPage(db, filter, viewer, sort, page, typeBuckets(filter, viewer, sort));
  if (sort.field === 'schoolName' && filter.product && !filter.school)
    return bucketPage(db, filter, viewer, sort, page, productBuckets(filter, viewer, sort));
  if (sort.field === 'schoolName' && filter.school && !filter.product && !filter.type && !publisher)
    return bucketPage(db, filter, viewer, sort, page, distributorBuckets(filter, viewer));
  const where = groupConditions(filter, viewer);
  const [rows, [total]] = await Promise.all([
    rowsOf<SchoolOverviewRow>(
      db,
      sql`${selectGroups(viewer, sql`tlink_counts_by_school_group g`)} where ${where}
        order by ${orderOf(sort, viewer)} limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from tlink_counts_by_school_group g where ${where}`,
    ),
  ]);
  return { rows, total: total?.total ?? 0 };
}
