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

function groupConditions(filter: SchoolOverviewFilter, viewer: OverviewViewer): SQL {
  const parts: SQL[] = [sql`${counts(viewer).total} > 0`];
  if (viewer.uitgeverId !== null) parts.push(sql`p.organisation_id = ${viewer.uitgeverId}`);
  if (filter.publisher) parts.push(sql`p.organisation_id = ${filter.publisher}`);
  if (filter.school) parts.push(sql`g.organisation_id = ${filter.school}`);
  if (filter.distributor) parts.push(sql`g.distributor_id = ${filter.distributor}`);
  if (filter.product) parts.push(sql`g.product_id = ${filter.product}`);
  if (filter.type)
    parts.push(
      sql`exists (select 1 from license_models lm where lm.product_id = p.id and lm.license_type = ${filter.type})`,
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
 * The whole overview in school order (no filter but the viewer's Basispoort limit): the schools'
 * group counts, summed in school order, say which schools hold the page, so a deep page reads the
 * groups of one or two schools (the same order: school name, then school id). One statement each.
 */
async function schoolOrderPage(db: Db, viewer: OverviewViewer, sort: Sort<SchoolSortField>, page: Page) {
  const groups = sql.raw(viewer.basispoortOnly ? 't.bp_groups' : 't.groups');
  const direction = sql.raw(sort.direction === 'ASC' ? 'asc' : 'desc');
  const schools = sql`select t.organisation_id, ${groups} as groups,
      sum(${groups}) over (order by s.name ${direction}, t.organisation_id asc rows unbounded preceding) as upto
    from tlink_group_counts_by_school t join organisations s on s.id = t.organisation_id
    where ${groups} > 0`;
  const [rows, [total]] = await Promise.all([
    rowsOf<SchoolOverviewRow>(
      db,
      sql`with schools as (${schools}),
        wanted as (select organisation_id, upto - groups as before from schools
          where upto > ${page.offset} and upto - groups < ${page.offset + page.limit})
        ${selectGroups(viewer, sql`wanted w join tlink_counts_by_school_group g on g.organisation_id = w.organisation_id`)}
        where ${counts(viewer).total} > 0
        order by ${orderOf(sort, viewer)}
        offset ${page.offset} - (select coalesce(min(before), 0) from wanted) limit ${page.limit}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select coalesce(sum(${groups}), 0)::int as total from tlink_group_counts_by_school t`,
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
  const unfiltered =
    viewer.uitgeverId === null &&
    !filter.publisher &&
    !filter.school &&
    !filter.distributor &&
    !filter.product &&
    !filter.type;
  if (unfiltered && sort.field === 'schoolName') return schoolOrderPage(db, viewer, sort, page);
  const where = groupConditions(filter, viewer);
  const [rows, [total]] = await Promise.all([
    rowsOf<SchoolOverviewRow>(
      db,
      sql`${selectGroups(viewer, sql`tlink_counts_by_school_group g`)} where ${where}
        order by ${orderOf(sort, viewer)} limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from tlink_counts_by_school_group g join products p on p.id = g.product_id where ${where}`,
    ),
  ]);
  return { rows, total: total?.total ?? 0 };
}
