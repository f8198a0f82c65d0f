import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EckListFilter } from '../../../domain/schemas/eck';
import type { PoListFilter } from '../../../domain/schemas/po-license';
import { eckCountedBy, listEck } from '../../areas/eck/repository';
import { listPo, poCountedBy } from '../../areas/po-licenses/repository';
import { dutchDayOf, edgeOffsets } from '../../test-support/edge-offsets';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { rowsOf } from '../rows';
import { expectCountersExact } from '../test-support/counted-lists';
import {
  eckCountsByCreatedDay,
  eckCountsByDistributorPublisherDay,
  eckCountsByPublisherStateDay,
  poCountsByCreatedDay,
  poCountsByPublisherDay,
} from './eck-po-counters';
import { compactListCounters } from './list-counters';

/**
 * Deep ECK and PO pages in created order start at their counter's day (decisions 420, 731, 735): for
 * the whole list, a publisher's (the scope, the ECK publisher filter, both), the ECK status filter
 * and the ECK distributor filter (alone, with a publisher and the created days),
 * every page sought is exactly the page an OFFSET walk gives, both directions, at every day's edge,
 * with licences sharing one instant, before and after compaction.
 */

const database = seededTestDatabase(0.01);

// The busiest publisher's ACTIVE ECK licences at this scale: 16.
const LIMIT = 5;

type Case =
  | { list: 'eck'; filter: EckListFilter; uitgeverId: number | null }
  | { list: 'po'; filter: PoListFilter; uitgeverId: number | null };

/** The busiest publisher of a licence table, and another publisher with licences there. */
async function publishers(table: 'eck_licenses' | 'po_licenses') {
  const rows = await rowsOf<{ publisher: number }>(
    database().db,
    sql`select p.organisation_id as publisher from ${sql.raw(table)} l join products p on p.id = l.product_id
         group by 1 order by count(*) desc, 1 limit 2`,
  );
  expect(rows.length, `${table}: two publishers`).toBe(2);
  return rows.map((row) => row.publisher) as [number, number];
}

/** Every list a counter answers: whole, a publisher's, statuses, alone and together, and the created-day filters with them. */
async function cases(): Promise<Case[]> {
  const [eckPublisher, other] = await publishers('eck_licenses');
  const [poPublisher] = await publishers('po_licenses');
  const [{ distributor } = { distributor: 0 }] = await rowsOf<{ distributor: number }>(
    database().db,
    sql`select distributor_id as distributor from eck_licenses where distributor_id is not null
         group by 1 order by count(*) desc, 1 limit 1`,
  );
  const [day] = await rowsOf<{ day: string }>(
    database().db,
    sql`select to_char((created_at at time zone 'Europe/Amsterdam')::date, 'YYYY-MM-DD') as day
          from eck_licenses order by created_at offset (select count(*) / 10 from eck_licenses) limit 1`,
  );
  const eck = (filter: EckListFilter, uitgeverId: number | null = null): Case => ({
    list: 'eck',
    filter,
    uitgeverId,
  });
  return [
    eck({}),
    eck({}, eckPublisher),
    eck({ statussen: ['actief'] }, eckPublisher),
    eck({ statussen: ['nietActief', 'verlopen'] }),
    eck({ 'product.organisation': eckPublisher }),
    eck({ 'product.organisation': eckPublisher }, eckPublisher),
    eck({ 'product.organisation': other }, eckPublisher),
    eck({ statussen: ['actief', 'nietActief'], fromDate: day!.day }, eckPublisher),
    eck({ distributor }),
    eck({ distributor }, eckPublisher),
    eck({ distributor, 'product.organisation': eckPublisher }),
    eck({ distributor, 'product.organisation': other }, eckPublisher),
    eck({ distributor, fromDate: day!.day }, eckPublisher),
    { list: 'po', filter: {}, uitgeverId: null },
    { list: 'po', filter: {}, uitgeverId: poPublisher },
  ];
}

/** A page, sought (from offset 0 on) or walked with OFFSET (never sought). */
async function list(
  c: Case,
  direction: 'ASC' | 'DESC',
  page: { offset: number; limit: number },
  seek: boolean,
) {
  const sort = { field: 'createdAt' as const, direction };
  const seekFrom = seek ? 0 : Number.POSITIVE_INFINITY;
  const { rows, total } =
    c.list === 'eck'
      ? await listEck(database().db, c.filter, c.uitgeverId, sort, page, seekFrom)
      : await listPo(database().db, c.filter, c.uitgeverId, sort, page, seekFrom);
  return {
    ids: rows.map((row) => row.licence.id),
    days: rows.map((row) => dutchDayOf(row.licence.createdAt)),
    ats: rows.map((row) => row.licence.createdAt.getTime()),
    total,
  };
}

async function expectSoughtEqualsWalked() {
  for (const c of await cases()) {
    const what = JSON.stringify(c);
    const all = await list(c, 'ASC', { offset: 0, limit: 1_000_000 }, false);
    const empty =
      c.list === 'eck' &&
      c.filter['product.organisation'] !== undefined &&
      c.filter['product.organisation'] !== c.uitgeverId &&
      c.uitgeverId !== null;
    if (empty) expect(all.total, what).toBe(0);
    else expect(all.ids.length, what).toBeGreaterThan(LIMIT);
    // Around the first run of licences sharing one instant (ties, in id order), as well as the days' edges.
    const tie = all.ats.findIndex((at, i) => i > 0 && at === all.ats[i - 1]);
    const ties = tie > 0 ? [tie - 2, tie - 1, tie, tie + 1].filter((offset) => offset >= 0) : [];
    const offsets = empty ? [0, 1, 30] : [...edgeOffsets(all.days, LIMIT), ...ties];
    for (const offset of offsets) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const walked = await list(c, direction, { offset, limit: LIMIT }, false);
        const sought = await list(c, direction, { offset, limit: LIMIT }, true);
        expect(sought.total, what).toBe(all.ids.length);
        expect(walked.total, what).toBe(all.ids.length);
        expect(sought.ids, `${what} ${direction} ${offset}`).toEqual(walked.ids);
      }
    }
  }
}

// Hundreds of page comparisons on a seeded database: minutes on a loaded two-core machine.
describe('deep ECK and PO pages (decisions 420, 731, 735)', { timeout: 300_000 }, () => {
  it('are counted for the whole list, a publisher, the ECK statuses and distributor; other filters count their rows', () => {
    expect(eckCountedBy({}, null)).toEqual({ counter: eckCountsByCreatedDay, days: {} });
    expect(eckCountedBy({}, 4)?.counter).toBe(eckCountsByPublisherStateDay);
    expect(eckCountedBy({ statussen: ['actief'] }, null)?.counter).toBe(eckCountsByPublisherStateDay);
    expect(eckCountedBy({ statussen: [] }, null)?.counter).toBe(eckCountsByCreatedDay);
    expect(eckCountedBy({ 'product.organisation': 4, fromDate: '2026-01-01' }, 5)?.days).toEqual({
      from: '2026-01-01',
      to: undefined,
    });
    expect(eckCountedBy({ distributor: 3 }, null)?.counter).toBe(eckCountsByDistributorPublisherDay);
    expect(eckCountedBy({ distributor: 3, 'product.organisation': 4 }, 4)?.counter).toBe(
      eckCountsByDistributorPublisherDay,
    );
    expect(eckCountedBy({ distributor: 3, statussen: ['actief'] }, null)).toBeNull();
    expect(eckCountedBy({ statussen: ['actief'], product: 3 }, 4)).toBeNull();
    expect(eckCountedBy({ q: 'abc' }, 4)).toBeNull();
    expect(poCountedBy({}, null)).toEqual({ counter: poCountsByCreatedDay, days: {} });
    expect(poCountedBy({}, 4)?.counter).toBe(poCountsByPublisherDay);
    expect(poCountedBy({ product: 3 }, 4)).toBeNull();
  });

  it('are the pages an offset walk gives, in both directions, at every edge', async () => {
    await expectSoughtEqualsWalked();
  });

  it('stay exact with ties, uncompacted deltas (inserts, moves between states, days, distributors and publishers, deletes) and after compaction', async () => {
    const db = database().db;
    // Many licences at one instant (ties broken by id), on a Dutch midnight and just before it.
    await db.execute(sql`
      insert into eck_licenses (product_id, reference_id, license_state, created_at)
      select product_id, reference_id || '-t', license_state, (select created_at from eck_licenses order by id offset 40 limit 1)
        from eck_licenses order by id limit 120`);
    await db.execute(sql`
      insert into po_licenses (product_id, created_at)
      select product_id, (select created_at from po_licenses order by id offset 40 limit 1) from po_licenses order by id limit 120`);
    for (const table of ['eck_licenses', 'po_licenses']) {
      await db.execute(
        sql.raw(
          `update ${table} set created_at = date_trunc('day', created_at at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam' where id % 11 = 1`,
        ),
      );
      await db.execute(
        sql.raw(
          `update ${table} set created_at = (date_trunc('day', created_at at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam') - interval '1 microsecond' where id % 11 = 2`,
        ),
      );
      await db.execute(
        sql.raw(`update ${table} set created_at = created_at - interval '3 days' where id % 7 = 0`),
      );
      await db.execute(sql.raw(`delete from ${table} where id % 13 = 0`));
    }
    await db.execute(
      sql`update eck_licenses set license_state = 'EXPIRED' where license_state = 'ACTIVE' and id % 3 = 0`,
    );
    await db.execute(
      sql`update eck_licenses set license_state = 'ACTIVE' where license_state = 'AVAILABLE' and id % 4 = 0`,
    );
    // Licences given another distributor, and none.
    await db.execute(sql`update eck_licenses set distributor_id = (
      select distributor_id from eck_licenses where distributor_id is not null group by 1 order by count(*) desc, 1 limit 1)
      where id % 5 = 1`);
    await db.execute(sql`update eck_licenses set distributor_id = null where id % 23 = 0`);
    // A licence moved to another product, and a product moved to the busiest publisher, moves its counts.
    await db.execute(
      sql`update eck_licenses set product_id = (select min(id) from products) where id % 17 = 0`,
    );
    for (const table of ['eck_licenses', 'po_licenses'])
      await db.execute(
        sql.raw(`update products set organisation_id = (
          select p.organisation_id from ${table} l join products p on p.id = l.product_id group by 1 order by count(*) desc, 1 limit 1)
        where id = (select product_id from ${table} l join products p on p.id = l.product_id
          where p.organisation_id <> (select p.organisation_id from ${table} l join products p on p.id = l.product_id group by 1 order by count(*) desc, 1 limit 1)
          group by 1 order by count(*) desc limit 1)`),
      );
    await expectCountersExact(db);
    await expectSoughtEqualsWalked();
    await compactListCounters(db);
    await expectCountersExact(db);
    await expectSoughtEqualsWalked();
  });
});
