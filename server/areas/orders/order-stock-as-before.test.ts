import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderStockFilter } from '../../../domain/schemas/order-filters';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';
import { orderStockAsBefore } from '../../test-support/reports-as-before/order-stock';
import { expectPagesAsBefore, queryOf } from '../../test-support/reports-as-before/page';
import { writeWhatReportsCount } from '../../test-support/reports-as-before/writes';

/*
 * Issue 21: speed did not change a number. The order stock (/orderbalans) answers every filter and
 * page with exactly the rows and Content-Range of the query it ran before the kept stock lines
 * (server/test-support/reports-as-before/order-stock.ts), on the same demo data, as the superuser
 * and as a publisher-bound administrator.
 */

const api = fileApiHarness({ scale: 0.01 });

describe('GET /api/orderstockdetails: the numbers of the query before kept counts', () => {
  it('every main filter, first and deep page, as the superuser and as a publisher-bound administrator; again after writes', async () => {
    await api.grant(PUBLISHER_ADMIN, ['orderbalans_inzien']);
    // An order line of the publisher-bound administrator's publisher, so both views hold its filters.
    const [sample] = await rowsOf<{
      contract: string;
      ean: string;
      distributor: number;
      year: string;
      publisher: number;
    }>(
      api.db,
      sql`select od.contract_id as contract, p.ean, od.distributor_id as distributor, y.name as year,
          p.organisation_id as publisher
        from order_details od join products p on p.id = od.product_id join school_years y on y.id = od.school_year_id
        where od.contract_id is not null and od.distributor_id is not null
          and p.organisation_id = (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN})
        order by od.id limit 1`,
    );
    expect(sample).toBeDefined();
    const filters: OrderStockFilter[] = [
      {},
      { contractId: sample!.contract.slice(0, 5) },
      { ean: sample!.ean },
      { distributorId: sample!.distributor },
      { schoolYearName: sample!.year },
      { distributorId: sample!.distributor, schoolYearName: sample!.year },
    ];
    expect(await expectStockAsBefore(sample!.publisher, filters)).toBeGreaterThan(100);
    // The kept stock lines follow the writes (a product moved to another publisher, order lines
    // changed, left without distributor and deleted) as the old query does.
    await writeWhatReportsCount(api.db, sample!.publisher);
    expect(await expectStockAsBefore(sample!.publisher, filters.slice(0, 3))).toBeGreaterThan(50);
  });
});

/** Each filter's first and deep page as the superuser and as the publisher-bound administrator, as before. */
async function expectStockAsBefore(publisher: number, filters: OrderStockFilter[]) {
  let rows = 0;
  for (const [as, publisherId] of [
    [SUPERUSER, null],
    [PUBLISHER_ADMIN, publisher],
  ] as const)
    for (const filter of filters)
      rows += await expectPagesAsBefore(api, as, `/api/orderstockdetails?${queryOf(filter)}`, 25, (page) =>
        orderStockAsBefore(api.db, filter, publisherId, page),
      );
  return rows;
}
