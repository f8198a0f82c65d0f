import { type SQL, sql } from 'drizzle-orm';
import type { SchoolOverviewFilter, SchoolOverviewRow } from '../../../domain/schemas/tlink-overviews';
import type { Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import type { Sort } from '../../http/list';
import type { OverviewViewer, SchoolSortField } from './repository';

/*
 * Licenties per school from the groups kept by migration 0003 (decision 320): a row per school,
 * distributor and product with its counts, and per school its number of groups. A page reads its
 * groups and the total adds up group rows, instead of grouping millions of licences per call.
 * Filters on the creation day cannot be answered from groups (they have no day): repository.ts
 * counts those from the licences.
 */

type Page = { offset: number; limit: number };

/** The group's counts as the viewer may see them: all licences, or only those made through Basispoort. */
function counts(viewer: OverviewViewer) {
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

function groupConditions(filter: SchoolOverviewFilter, viewer: OverviewViewer): SQL {
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
 * The overview in school order, whole or for a distributor or publisher (also a publisher-bound
 * administrator's): the schools' group counts (per distributor, or per publisher), summed
 * in school order, say which schools hold the page, so a deep page reads the groups of one or two
 * schools (the same order: school name, then school id). One statement each; `= any(array(...))`
 * tells the planner those are a few schools (with a join it read every group).
 */
async function schoolOrderPage(
  db: Db,
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
  page: Page,
) {
  const groups = sql.raw(viewer.basispoortOnly ? 't.bp_groups' : 't.groups');
  const direction = sql.raw(sort.direction === 'ASC' ? 'asc' : 'desc');
  const publisher = viewer.uitgeverId ?? filter.publisher;
  // A publisher-bound administrator filtering on another publisher sees nothing: no counts hold it.
  const counted =
    publisher !== undefined
      ? sql`tlink_group_counts_by_school_publisher t`
      : sql`tlink_group_counts_by_school_distributor t`;
  const scope = sql.join([sql`true`, ...scopeConditions(filter, viewer, 't')], sql` and `);
  const perSchool = sql`select t.organisation_id, sum(${groups})::bigint as groups from ${counted}
    where ${scope} group by t.organisation_id having sum(${groups}) > 0`;
  const schools = sql`select c.organisation_id, c.groups,
      (sum(c.groups) over (order by s.name ${direction}, c.organisation_id asc rows unbounded preceding))::bigint as upto
    from (${perSchool}) as c join organisations s on s.id = c.organisation_id`;
  const [rows, [total]] = await Promise.all([
    rowsOf<SchoolOverviewRow>(
      db,
      sql`with schools as (${schools}),
        wanted as (select organisation_id, upto - groups as before from schools
          where upto > ${page.offset} and upto - groups < ${page.offset + page.limit})
        ${selectGroups(viewer, sql`tlink_counts_by_school_group g`)}
        where g.organisation_id = any(array(select organisation_id from wanted))
          and ${groupConditions(filter, viewer)}
        order by ${orderOf(sort, viewer)}
        offset ${page.offset} - (select coalesce(min(before), 0) from wanted) limit ${page.limit}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select coalesce(sum(${groups}), 0)::int as total from ${counted} where ${scope}`,
    ),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** A page of the overview and its number of groups, for every filter but the creation days. */
export async function schoolGroupsPage(
  db: Db,
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
  page: Page,
): Promise<{ rows: SchoolOverviewRow[]; total: number }> {
  // School and product filters hold a few thousand groups at most: read them whole. The schools'
  // counts are per distributor or per publisher, not both.
  const publisher = viewer.uitgeverId !== null || filter.publisher !== undefined;
  const wide = !filter.school && !filter.product && !filter.type && !(publisher && filter.distributor);
  if (wide && sort.field === 'schoolName') return schoolOrderPage(db, filter, viewer, sort, page);
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
