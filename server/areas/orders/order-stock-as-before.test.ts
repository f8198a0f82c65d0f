import { describe, expect, it } from 'vitest';
import type { OrderStockFilter } from '../../../domain/schemas/order-filters';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';
import { orderStockSample } from '../../test-support/order-stock-sample';
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
    const { publisher, filters } = await orderStockSample(api.db);
    expect(await expectStockAsBefore(publisher, filters)).toBeGreaterThan(100);
    // The kept stock lines follow the writes (a product moved to another publisher, order lines
    // changed, left without distributor and deleted) as the old query does.
    await writeWhatReportsCount(api.db, publisher);
    expect(await expectStockAsBefore(publisher, filters.slice(0, 3))).toBeGreaterThan(50);
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
