import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compactListCounters } from '../../db/counters/list-counters';
import { rowsOf } from '../../db/rows';
import {
  ACCESS_URL_DAYS,
  ACCESS_URLS_BY_DAY,
  expectKeyCounterExact,
} from '../../db/test-support/counted-lists';
import { dutchDayOf, edgeOffsets } from '../../test-support/edge-offsets';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { listAccessUrls } from './repository';

/**
 * The confirmation links' list without a filter totals its created-day counter and seeks a deep
 * page from the day holding its first link (decision 732): every page and total must be the plain
 * query's (newest first, then the greatest id), at every edge, after writes and after compaction.
 */

const database = seededTestDatabase(0.025);

const LIMIT = 25;

async function plainIds(): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    database().db,
    sql`select id from access_urls order by created_at desc, id desc`,
  );
  return rows.map((row) => Number(row.id));
}

async function expectPagesOfThePlainQuery() {
  const ids = await plainIds();
  const { rows: all, total } = await listAccessUrls(database().db, {}, { offset: 0, limit: ids.length + 10 });
  expect(total).toBe(ids.length);
  expect(all.map((row) => row.id)).toEqual(ids);
  for (const offset of edgeOffsets(
    all.map((row) => dutchDayOf(row.createdAt)),
    LIMIT,
  )) {
    for (const seekFrom of [0, undefined]) {
      const page = await listAccessUrls(database().db, {}, { offset, limit: LIMIT }, seekFrom);
      expect(page.total).toBe(ids.length);
      expect(
        page.rows.map((row) => row.id),
        `${offset} ${seekFrom}`,
      ).toEqual(ids.slice(offset, offset + LIMIT));
    }
  }
}

const expectCounterExact = () => expectKeyCounterExact(database().db, ACCESS_URL_DAYS, ACCESS_URLS_BY_DAY);

describe('the confirmation links list (decision 732)', () => {
  it('has the plain query’s pages and total, sought or walked, at every edge', async () => {
    await expectCounterExact();
    await expectPagesOfThePlainQuery();
  });

  it('stays exact after links are made on a Dutch midnight, moved, deleted, and after compaction', async () => {
    const db = database().db;
    await db.execute(sql`insert into access_urls (account_id, type, email, token, created_at)
      select (select min(id) from accounts), 'PASSWORD_RESET', 'rand' || g || '@example.nl', 'rand-token-' || g,
             ('2025-03-30'::date::timestamp at time zone 'Europe/Amsterdam') - case when g % 2 = 0 then interval '0' else interval '1 microsecond' end
        from generate_series(1, 40) as g`);
    await db.execute(
      sql`update access_urls set created_at = created_at - interval '40 days' where id % 7 = 0`,
    );
    await db.execute(sql`delete from access_urls where id % 9 = 0`);
    await expectCounterExact();
    await expectPagesOfThePlainQuery();
    await compactListCounters(db);
    await expectCounterExact();
    await expectPagesOfThePlainQuery();
  });
});
