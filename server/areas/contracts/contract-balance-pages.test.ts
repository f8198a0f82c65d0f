import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, PUBLISHER_ADMIN, SUPERUSER, startApiHarness } from '../../test-support/api-harness';

/*
 * Issue 21: a page of the contract balances is chosen before its licences are counted. Every page,
 * as the superuser and as a publisher-bound administrator, holds the same contracts and counts as
 * the same rows read in one call (whose counting rules routes.test.ts proves), and the total is the
 * number of matching contracts.
 */

let api: ApiHarness;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  api = await startApiHarness({ scale: 0.05 });
  await api.db.execute(sql`update roles set rechten = rechten || array['schooljaarvakcontracten_inzien']
    where id = (select rol_id from administrators where email = ${PUBLISHER_ADMIN})`);
});
afterAll(() => api?.close());

async function balances(as: string, query: string, range: string) {
  const response = await api.as(as)(`/api/contractbalances?${query}`, { headers: { range } });
  expect(response.status).toBe(200);
  return {
    rows: (await response.json()) as unknown[],
    total: response.headers.get('content-range')?.split('/')[1],
  };
}

describe('GET /api/contractbalances pages', () => {
  it('gives every page the rows and counts of the whole list, and the exact total', async () => {
    const [sample] = rowsOf<{ distributor: number; publisher: number; contracts: number }>(
      await api.db.execute(sql`select (select distributor_id from school_contracts where distributor_id is not null
          order by id limit 1) as distributor,
        (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN}) as publisher,
        (select count(*)::int from school_contracts) as contracts`),
    );
    let seen = 0;
    for (const [as, query] of [
      [SUPERUSER, ''],
      [SUPERUSER, `distributorId=${sample!.distributor}`],
      [PUBLISHER_ADMIN, ''],
    ] as const) {
      const whole = await balances(as, query, 'items=0-999');
      expect(whole.rows.length).toBeLessThan(1000);
      expect(whole.total).toBe(String(whole.rows.length));
      const paged: unknown[] = [];
      for (let start = 0; start < whole.rows.length; start += 9)
        paged.push(...(await balances(as, query, `items=${start}-${start + 8}`)).rows);
      expect(paged, `${as} ${query}`).toEqual(whole.rows);
      seen += whole.rows.length;
    }
    expect(seen).toBeGreaterThan(sample!.contracts);
  });
});
