import { type SQL, sql } from 'drizzle-orm';
import type { OrderStock } from '../../../domain/schemas/order';
import type { OrderStockFilter } from '../../../domain/schemas/order-filters';
import type { Db } from '../../db/connect';
import { type AsBefore, type Page, readAsBefore } from './page';

/*
 * Test oracle, never production code. The order stock (/orderbalans) as the API computed it before
 * the kept stock lines (migration 0006, decision 415): `listOrderStock` of commit b2988f8^
 * (server/areas/orders/repository.ts), its SQL as it was: the order lines grouped per contract,
 * distributor and product, then each line's specified amount and activation-code licences counted.
 * The old code turned the bigint sums into numbers and the balance into their difference; here SQL does.
 */

const startsWith = (value: string) => `${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function stockConditions(filter: OrderStockFilter, publisherId: number | null): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.contractId) parts.push(sql`od.contract_id ilike ${startsWith(filter.contractId)}`);
  if (filter.ean) parts.push(sql`p.ean = ${filter.ean}`);
  if (filter.distributorId) parts.push(sql`od.distributor_id = ${filter.distributorId}`);
  if (filter.schoolYearName) parts.push(sql`y.name = ${filter.schoolYearName}`);
  if (publisherId !== null) parts.push(sql`p.organisation_id = ${publisherId}`);
  return sql.join(parts, sql` and `);
}

/** GET /api/orderstockdetails before decision 415: a page of stock lines and the number of lines. */
export async function orderStockAsBefore(
  db: Db,
  filter: OrderStockFilter,
  publisherId: number | null,
  page: Page,
): Promise<AsBefore<OrderStock>> {
  const lines = sql`
    select od.contract_id, od.distributor_id, od.product_id, sum(od.amount)::bigint as ordered
    from order_details od
    join products p on p.id = od.product_id
    left join school_years y on y.id = od.school_year_id
    where ${stockConditions(filter, publisherId)}
    group by od.contract_id, od.distributor_id, od.product_id`;
  const order = sql`order by l.contract_id asc nulls last, l.product_title asc, l.product_id asc, l.distributor_id asc nulls last`;
  return readAsBefore<OrderStock>(
    db,
    sql`
      with lines as (${lines}),
      page as (
        select l.* from (
          select lines.*, p.title as product_title, p.ean as product_ean
          from lines join products p on p.id = lines.product_id
        ) as l
        ${order}
        limit ${page.limit} offset ${page.offset}
      ),
      counted as (
        select l.*, d.name as distributor_name,
          coalesce((
            select sum(cs.specified_amount) from contract_specifications cs
            join school_contracts sc on sc.id = cs.school_contract_id
            where sc.contract_reference_id = l.contract_id and cs.product_id = l.product_id
          ), 0)::bigint as specified,
          (
            select count(*) from tlink_licenses t
            where t.product_id = l.product_id and t.creation_method = 'ACTIVERINGSCODE'
              and t.distributor_id is not distinct from l.distributor_id
              and t.school_contract_reference_id is not distinct from l.contract_id
          )::bigint as codes
        from page l
        left join organisations d on d.id = l.distributor_id
      )
      select l.contract_id as contractid, l.distributor_id::int as distributorid, l.distributor_name as distributorname,
        l.product_id::int as productid, l.product_title as producttitle, l.product_ean as productean,
        l.ordered::int as orderedamount, l.specified::int as specifiedamount, l.codes::int as activationcodeamount,
        (l.ordered - l.specified - l.codes)::int as stockbalance
      from counted l
      ${order}`,
    sql`with lines as (${lines}) select count(*)::int as total from lines`,
  );
}
