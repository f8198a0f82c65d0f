import { type SQL, sql } from 'drizzle-orm';
import { addMonths } from '../../../domain/dates';
import {
  STATUS_OVERVIEW_INACTIVE_STATES,
  type StatusOverviewFilter,
  type StatusOverviewRow,
} from '../../../domain/schemas/tlink-overviews';
import type { Db } from '../../db/connect';
import { dayStart } from '../../db/dutch-days';
import { rowsOf } from '../../db/rows';

/*
 * GET /api/tlinklicenses/statusOverview: licences created in [fromDate, toDate) (Dutch days) per
 * product, by state. The whole Dutch months of the range are summed from the kept months
 * (tlink_counts_by_product_month, decision 410); the days before the first and after the last whole
 * month are counted from the licences, read index-only (decision 321).
 */

/** The whole months inside [from, to) as [first month's first day, first day after the last month), and the days outside them. */
function splitRange(from: string, to: string) {
  const monthsFrom = from.endsWith('-01') ? from : `${addMonths(from.slice(0, 7), 1)}-01`;
  const monthsTo = `${to.slice(0, 7)}-01`;
  if (monthsFrom >= monthsTo) return { months: null, days: [[from, to]] as [string, string][] };
  const days: [string, string][] = [];
  if (from < monthsFrom) days.push([from, monthsFrom]);
  if (monthsTo < to) days.push([monthsTo, to]);
  return { months: [monthsFrom, monthsTo] as [string, string], days };
}

const inactive = sql.join(
  STATUS_OVERVIEW_INACTIVE_STATES.map((state) => sql`${state}`),
  sql`, `,
);

export async function statusOverview(db: Db, filter: StatusOverviewFilter): Promise<StatusOverviewRow[]> {
  const { months, days } = splitRange(filter.fromDate, filter.toDate);
  const publisher = (column: string) =>
    filter.publisherId ? sql` and ${sql.raw(column)} = ${filter.publisherId}` : sql``;
  const parts: SQL[] = days.map(
    ([from, to]) => sql`select product_id, (license_state = 'AVAILABLE')::int as available,
        (license_state = 'ACTIVE')::int as active, (license_state in (${inactive}))::int as inactive, 1 as n
      from tlink_licenses
      where created_at >= ${dayStart(from)} and created_at < ${dayStart(to)}${publisher('publisher_id')}`,
  );
  if (months)
    parts.push(sql`select product_id, available, active, inactive, n from tlink_counts_by_product_month
      where created_month >= ${months[0]}::date and created_month < ${months[1]}::date${publisher('publisher_id')}`);
  // Summed per product before the names are joined: a year is ~9,000 kept rows and ~900 products.
  // Summed as integers (decision 733): the kept columns are bigint, whose sum is a numeric; on PGlite
  // the aggregate of a year's kept rows took 7-21 ms that way and 4.6-13 ms as integers (an integer's sum
  // is a bigint; a product's licences of a month are far below 2^31).
  return rowsOf<StatusOverviewRow>(
    db,
    sql`select p.id as "productId", p.title as "productTitle", p.ean as "productEan",
        c.available, c.active, c.inactive, u.name as "publisherName"
      from (select product_id, sum(available::int)::int as available, sum(active::int)::int as active,
          sum(inactive::int)::int as inactive
        from (${sql.join(parts, sql` union all `)}) as counted
        group by product_id having sum(n::int) > 0) as c
      join products p on p.id = c.product_id
      join organisations u on u.id = p.organisation_id
      order by u.name, p.title, p.id`,
  );
}
