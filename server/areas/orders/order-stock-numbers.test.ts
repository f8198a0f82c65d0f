import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';
import { orderStockSample } from '../../test-support/order-stock-sample';

/*
 * Issue 21: the order stock may be computed another way for speed, never with other numbers. Every
 * page, filter and scope equals the stock counted straight from the order lines, specifications and
 * activation-code licences (spec 001 §2, /orderbalans).
 */

const api = fileApiHarness({ scale: 0.05 });

beforeAll(() => api.grant(PUBLISHER_ADMIN, ['orderbalans_inzien']));

type Filter = { contractId?: string; ean?: string; distributorId?: number; schoolYearName?: string };

/** The stock lines counted one by one, in the list's order. */
async function expectedStock(filter: Filter, publisher: number | null) {
  const where: SQL[] = [sql`true`];
  if (filter.contractId) where.push(sql`od.contract_id ilike ${`${filter.contractId}%`}`);
  if (filter.ean) where.push(sql`p.ean = ${filter.ean}`);
  if (filter.distributorId) where.push(sql`od.distributor_id = ${filter.distributorId}`);
  if (filter.schoolYearName) where.push(sql`y.name = ${filter.schoolYearName}`);
  if (publisher !== null) where.push(sql`p.organisation_id = ${publisher}`);
  const rows = await rowsOf<Record<string, number | string | null>>(
    api.db,
    sql`
      select od.contract_id as contractid, od.distributor_id as distributorid, d.name as distributorname,
        p.id as productid, p.title as producttitle, p.ean as productean, sum(od.amount)::int as orderedamount
      from order_details od join products p on p.id = od.product_id
      left join school_years y on y.id = od.school_year_id
      left join organisations d on d.id = od.distributor_id
      where ${sql.join(where, sql` and `)}
      group by od.contract_id, od.distributor_id, d.name, p.id, p.title, p.ean
      order by od.contract_id asc nulls last, p.title, p.id, od.distributor_id asc nulls last`,
  );
  const stock = [];
  for (const row of rows) {
    const [counts] = await rowsOf<{ specified: number; codes: number }>(
      api.db,
      sql`select
        (select coalesce(sum(cs.specified_amount), 0)::int from contract_specifications cs
          join school_contracts sc on sc.id = cs.school_contract_id
          where sc.contract_reference_id = ${row.contractid} and cs.product_id = ${row.productid}) as specified,
        (select count(*)::int from tlink_licenses t where t.product_id = ${row.productid}
          and t.creation_method = 'ACTIVERINGSCODE'
          and t.distributor_id is not distinct from ${row.distributorid}::int
          and t.school_contract_reference_id is not distinct from ${row.contractid}::text) as codes`,
    );
    const ordered = Number(row.orderedamount);
    stock.push({
      ...row,
      specifiedamount: counts!.specified,
      activationcodeamount: counts!.codes,
      stockbalance: ordered - counts!.specified - counts!.codes,
    });
  }
  return stock;
}

async function stockPages(as: string, filter: Filter) {
  const query = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)]));
  const rows: unknown[] = [];
  let total: string | undefined;
  for (let start = 0; ; start += 7) {
    const response = await api.as(as)(`/api/orderstockdetails?${query}`, {
      headers: { range: `items=${start}-${start + 6}` },
    });
    expect(response.status).toBe(200);
    total ??= response.headers.get('content-range')?.split('/')[1];
    const page = (await response.json()) as unknown[];
    rows.push(...page);
    if (page.length < 7) return { rows, total };
  }
}

describe('GET /api/orderstockdetails numbers', () => {
  it('gives every page of every filter, as the superuser and a publisher-bound administrator, the stock counted line by line', async () => {
    const { publisher: samplePublisher, filters } = await orderStockSample(api.db);
    let lines = 0;
    for (const [as, publisher] of [
      [SUPERUSER, null],
      [PUBLISHER_ADMIN, samplePublisher],
    ] as const) {
      for (const filter of filters) {
        const expected = await expectedStock(filter, publisher);
        const answered = await stockPages(as, filter);
        expect(answered.rows, `${as} ${JSON.stringify(filter)}`).toEqual(expected);
        expect(answered.total).toBe(String(expected.length));
        lines += expected.length;
      }
    }
    expect(lines).toBeGreaterThan(20);
  });
});
