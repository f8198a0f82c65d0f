import { type SQL, sql } from 'drizzle-orm';
import { addDays, addMonths } from '../../../domain/dates';
import type { SchoolOverviewFilter, SchoolOverviewRow } from '../../../domain/schemas/tlink-overviews';
import type { Db } from '../../db/connect';
import { dayAfter, dayStart } from '../../db/dutch-days';
import type { Page } from '../../db/list-page';
import type { Sort } from '../../http/list';
import type { OverviewViewer, SchoolSortField } from './repository';
import { bucketPage, bySchool, scope } from './school-groups';

/*
 * Licenties per school over a creation-day range, in school order (decision 550). A range's groups
 * at a school are its licences there less its repeats: licences whose previous licence of the same
 * group lies in the range too (a group with k licences in the range has k - 1). Licences per school
 * come from counts kept per Dutch month for the range's whole months and from the licences for the
 * days before and after them; the repeats are kept per licence (migration 0019). The page then
 * counts only its schools' licences of the range (decision 411's seek, on these buckets).
 */

/** The range's whole Dutch months [first, end) and the days around them, as [from, to) day pairs. */
function split(fromDate: string, toDate: string) {
  const end = addDays(toDate, 1);
  const first = fromDate.endsWith('-01') ? fromDate : `${addMonths(fromDate.slice(0, 7), 1)}-01`;
  const last = `${end.slice(0, 7)}-01`;
  if (first >= last) return { months: undefined, days: [[fromDate, end]] };
  return {
    months: [first, last],
    days: [
      [fromDate, first],
      [last, end],
    ].filter(([from, to]) => from! < to!),
  };
}

/**
 * Rows (`organisation_id`, `n`) whose sum per school is its number of groups with licences created
 * in the range: licences per month and per edge day, less the repeats.
 */
function schoolParts(filter: SchoolOverviewFilter, viewer: OverviewViewer, fromDate: string, toDate: string) {
  const bp = viewer.basispoortOnly;
  const publisher = viewer.uitgeverId !== null || filter.publisher !== undefined;
  const { months, days } = split(fromDate, toDate);
  const parts: SQL[] = [];
  if (months)
    parts.push(sql`select t.organisation_id, ${sql.raw(bp ? 't.bp' : 't.n')} as n
      from ${sql.raw(publisher ? 'tlink_counts_by_publisher_school_month' : 'tlink_counts_by_school_month')} t
      where t.month >= ${months[0]}::date and t.month < ${months[1]}::date and ${scope(filter, viewer)}`);
  for (const [from, to] of days)
    parts.push(sql`select t.organisation_id, count(*) as n from tlink_licenses t
      where t.organisation_id is not null and t.created_at >= ${dayStart(from!)} and t.created_at < ${dayStart(to!)}
        and ${scope(filter, viewer)} ${bp ? sql`and t.creation_method = 'BASISPOORT'` : sql``}
      group by t.organisation_id`);
  const end = dayAfter(toDate);
  // A repeat's predecessor is older than itself, so both lie in the range when the predecessor is
  // at or after its start and the repeat before its end.
  parts.push(sql`select t.organisation_id, -count(*) as n from tlink_school_group_repeats t
    where t.basispoort = ${bp} and t.prev_created_at >= ${dayStart(fromDate)} and t.prev_created_at < ${end}
      and t.created_at < ${end} and ${scope(filter, viewer)}
    group by t.organisation_id`);
  return sql.join(parts, sql` union all `);
}

/** The range's groups of the page's schools (`wanted`), counted from their licences, as the kept groups' columns. */
function groupsOfWantedSchools(
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  fromDate: string,
  toDate: string,
) {
  const state = (condition: string) => sql.raw(`(count(*) filter (where ${condition}))::int`);
  return sql`(select t.organisation_id, t.distributor_id, t.product_id, t.publisher_id,
      ${state("t.license_state = 'AVAILABLE'")} as available, ${state("t.license_state = 'ACTIVE'")} as active,
      ${state("t.creation_method = 'SERVICE'")} as service, count(*)::int as total,
      ${state("t.creation_method = 'BASISPOORT' and t.license_state = 'AVAILABLE'")} as bp_available,
      ${state("t.creation_method = 'BASISPOORT' and t.license_state = 'ACTIVE'")} as bp_active,
      ${state("t.creation_method = 'BASISPOORT'")} as bp_total
    from tlink_licenses t
    where t.organisation_id = any(array(select organisation_id from wanted))
      and t.created_at >= ${dayStart(fromDate)} and t.created_at < ${dayAfter(toDate)}
      and ${scope(filter, viewer)}
    group by t.organisation_id, t.distributor_id, t.product_id, t.publisher_id) g`;
}

/**
 * A page of the overview over a creation-day range and its number of groups, where the kept data
 * answers it: both days given, school order, no school, distributor, product or type filter
 * (those narrow the licences enough to count them); otherwise undefined.
 */
export function createdRangePage(
  db: Db,
  filter: SchoolOverviewFilter,
  viewer: OverviewViewer,
  sort: Sort<SchoolSortField>,
  page: Page,
): Promise<{ rows: SchoolOverviewRow[]; total: number }> | undefined {
  const { fromDate, toDate } = filter;
  if (!fromDate || !toDate || sort.field !== 'schoolName') return undefined;
  if (filter.school || filter.distributor || filter.product || filter.type) return undefined;
  const parts = schoolParts(filter, viewer, fromDate, toDate);
  const perSchool = sql`select x.organisation_id, sum(x.n)::bigint as groups from (${parts}) as x
    group by x.organisation_id having sum(x.n) > 0`;
  return bucketPage(db, filter, viewer, sort, page, {
    ...bySchool(perSchool, sort, sql`true`),
    groups: groupsOfWantedSchools(filter, viewer, fromDate, toDate),
    // No school has fewer licences than repeats, so the plain sum is the sum of the schools' groups.
    total: sql`select sum(x.n) from (${parts}) as x`,
  });
}
