import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIUS_STATUSES } from '../../../domain/enums';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';
import { queryOf } from '../../test-support/reports-as-before/page';

/*
 * Decision 725: the order lines filtered by Prius status walk (prius_status, created_at, id). Every
 * status, sort and direction answers the first and a deep page with the ids, in order, and the
 * Content-Range of the plain query (every join of the list, ordered and offset), as the superuser
 * and as a publisher-bound administrator.
 */

const api = fileApiHarness({ scale: 0.02 });

beforeAll(() => api.grant(PUBLISHER_ADMIN, ['orders_inzien']));

const SORT_COLUMNS = { createdAt: sql`od.created_at`, orderId: sql`od.order_id`, amount: sql`od.amount` };

/** The plain query of the list: its page's ids and its total. */
async function plain(where: SQL, order: SQL, offset: number) {
  const from = sql`from order_details od join products p on p.id = od.product_id
    left join school_years y on y.id = od.school_year_id where ${where}`;
  const ids = await rowsOf<{ id: number }>(
    api.db,
    sql`select od.id ${from} order by ${order} limit 20 offset ${offset}`,
  );
  const [counted] = await rowsOf<{ n: number }>(api.db, sql`select count(*)::int as n ${from}`);
  return { ids: ids.map((row) => row.id), total: counted!.n };
}

describe('order lines by Prius status: the pages of the plain query', () => {
  it('every status, sort and direction, first and deep page, both viewers', async () => {
    const [{ publisher }] = (await rowsOf<{ publisher: number }>(
      api.db,
      sql`select uitgever_id as publisher from administrators where email = ${PUBLISHER_ADMIN}`,
    )) as [{ publisher: number }];
    const sorts = [
      ['createdAt', 'DESC'],
      ['createdAt', 'ASC'],
      ['orderId', 'ASC'],
      ['amount', 'DESC'],
    ] as const;
    let compared = 0;
    for (const [as, scope] of [
      [SUPERUSER, sql`true`],
      [PUBLISHER_ADMIN, sql`p.organisation_id = ${publisher}`],
    ] as const)
      for (const status of [undefined, ...PRIUS_STATUSES])
        for (const [field, direction] of sorts) {
          const where = status ? sql`${scope} and od.prius_status = ${status}` : scope;
          const dir = direction === 'ASC' ? sql`asc` : sql`desc`;
          const order = sql`${SORT_COLUMNS[field]} ${dir}, od.id ${dir}`;
          const { total } = await plain(where, order, 0);
          expect(total, `${as} ${status}`).toBeGreaterThan(0);
          for (const offset of [0, Math.floor((total * 2) / 3)]) {
            const expected = await plain(where, order, offset);
            const query = queryOf({ priusStatus: status, sort: `${direction}-${field}` });
            const response = await api.as(as)(`/api/orderdetails?${query}`, {
              headers: { range: `items=${offset}-${offset + 19}` },
            });
            const rows = (await response.json()) as { id: number }[];
            const last = offset + expected.ids.length - 1;
            expect(
              { ids: rows.map((row) => row.id), range: response.headers.get('content-range') },
              `${as} ${query} from ${offset}`,
            ).toEqual({ ids: expected.ids, range: `items ${offset}-${last}/${expected.total}` });
            compared += rows.length;
          }
        }
    expect(compared).toBeGreaterThan(500);
  });
});
