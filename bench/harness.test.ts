import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../server/db/rows';
import { BENCH_PUBLISHER_RIGHTS, benchPublisherAdmin, openTarget, type Target } from './harness';

/** The embedded bench target (decision 710): the driver `npm start` uses, and its publisher administrator. */
describe('openTarget without a url', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget({ scale: 0.01 });
  }, 240_000);
  afterAll(async () => target?.close());

  const count = async (query: ReturnType<typeof sql>) =>
    Number(Object.values((await rowsOf(target.database.db, query))[0]!)[0]);
  const totalOf = async (path: string, as: 'superuser' | 'publisher') => {
    const response = await target.request(path, { headers: { range: 'items=0-49' } }, as);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return Number(response.headers.get('content-range')?.split('/')[1]);
  };

  it('runs PGlite on a worker thread behind its socket, as npm start does', () => {
    expect(target.database.driver).toBe('pglite-worker');
    expect(target.label).toContain('worker thread');
  });

  it('makes one publisher-bound role with every viewing right and no superuser, bound to the demo publisher', async () => {
    const again = await benchPublisherAdmin(target.database.db);
    expect(again.publisherId).toBe(target.publisherId);
    const roles = await rowsOf<{ rechten: string[]; uitgever_id: number; n: number }>(
      target.database.db,
      sql`select r.rechten, r.uitgever_id, count(a.id)::int as n from roles r
          left join administrators a on a.rol_id = r.id
          where r.naam like 'Bench:%' group by r.id`,
    );
    expect(roles).toEqual([{ rechten: BENCH_PUBLISHER_RIGHTS, uitgever_id: target.publisherId, n: 1 }]);
    expect(BENCH_PUBLISHER_RIGHTS).not.toContain('is_superuser');
    expect(BENCH_PUBLISHER_RIGHTS).toEqual(
      expect.arrayContaining(['ecklicenties_inzien', 'orders_inzien', 'factuur_inzien', 'logentries_inzien']),
    );
    const [demo] = await rowsOf<{ uitgever_id: number }>(
      target.database.db,
      sql`select uitgever_id from administrators where email = 'uitgever@leskluis.test'`,
    );
    expect(demo?.uitgever_id).toBe(target.publisherId);
  });

  it("measures the server's publisher scoping: the publisher administrator sees its publisher's rows only", async () => {
    const all = await count(sql`select count(*) from eck_licenses`);
    const own = await count(
      sql`select count(*) from eck_licenses e join products p on p.id = e.product_id where p.organisation_id = ${target.publisherId}`,
    );
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(all);
    expect(await totalOf('/api/ecklicenses', 'superuser')).toBe(all);
    expect(await totalOf('/api/ecklicenses', 'publisher')).toBe(own);
  });
});
