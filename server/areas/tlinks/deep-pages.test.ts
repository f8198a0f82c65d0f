import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TlinkListFilter } from '../../../domain/schemas/tlink';
import { compactListCounters } from '../../db/counters/list-counters';
import type { Sort } from '../../http/list';
import { dutchDayOf, edgeOffsets } from '../../test/edge-offsets';
import { seededTestDatabase } from '../../test/seeded-database';
import { seeksDeepPage } from './deep-pages';
import { countTlinks, listTlinks, type TlinkRow } from './repository';

/**
 * Deep TLink pages start at their counter bucket (decision 129): every page must be exactly the one
 * an OFFSET walk gives, in both directions, for every filter the counters are keyed by, before and
 * after compaction, and at the edges (around the first row of a bucket, the last page, past the end).
 */

const database = seededTestDatabase(0.01);

type Field = 'licenseCode' | 'createdAt';

/** Each order with the filters its counter is keyed by, and the bucket of a row in it. */
const ORDERS: { field: Field; filters: TlinkListFilter[]; bucket: (row: TlinkRow) => string }[] = [
  {
    field: 'licenseCode',
    filters: [
      {},
      { licenseState: ['ACTIVE'] },
      { licenseState: ['AVAILABLE', 'REVOKED'] },
      { hideExpirableStates: true },
      { showExpirableStates: true },
    ],
    bucket: (row) => row.licence.licenseCode.slice(0, 2),
  },
  { field: 'createdAt', filters: [{}], bucket: (row) => dutchDayOf(row.licence.createdAt) },
];

const LIMIT = 25;

/** A page, sought (from offset 0 on) or walked (never sought). */
function list(
  filter: TlinkListFilter,
  sort: Sort<Field>,
  page: { offset: number; limit: number },
  seek: boolean,
) {
  return listTlinks(database().db, filter, null, sort, page, {
    seekFrom: seek ? 0 : Number.POSITIVE_INFINITY,
  });
}

async function page(filter: TlinkListFilter, sort: Sort<Field>, offset: number, seek: boolean) {
  const { rows, total } = await list(filter, sort, { offset, limit: LIMIT }, seek);
  return { ids: rows.map((row) => row.licence.id), total };
}

async function offsetsFor(filter: TlinkListFilter, order: (typeof ORDERS)[number]): Promise<number[]> {
  const total = await countTlinks(database().db, filter, null, { counters: false });
  const { rows } = await list(
    filter,
    { field: order.field, direction: 'ASC' },
    { offset: 0, limit: total },
    false,
  );
  expect(rows.length, JSON.stringify(filter)).toBeGreaterThan(LIMIT);
  return edgeOffsets(rows.map(order.bucket), LIMIT);
}

async function expectSoughtEqualsWalked() {
  for (const order of ORDERS) {
    for (const filter of order.filters) {
      for (const offset of await offsetsFor(filter, order)) {
        for (const direction of ['ASC', 'DESC'] as const) {
          const sort = { field: order.field, direction };
          const walked = await page(filter, sort, offset, false);
          const sought = await page(filter, sort, offset, true);
          expect(sought, `${order.field} ${JSON.stringify(filter)} ${direction} ${offset}`).toEqual(walked);
        }
      }
    }
  }
}

describe('deep TLink pages (decision 129)', () => {
  it('are sought in code order with state filters, and in created order unfiltered, without publisher scope', () => {
    expect(seeksDeepPage({}, null, 'licenseCode', 10_000)).toBe(true);
    expect(seeksDeepPage({}, null, 'licenseCode', 9_999)).toBe(false);
    expect(seeksDeepPage({ licenseState: ['ACTIVE'] }, null, 'licenseCode', 20_000)).toBe(true);
    expect(seeksDeepPage({ licenseState: [], hideExpirableStates: true }, null, 'licenseCode', 20_000)).toBe(
      true,
    );
    expect(seeksDeepPage({ creationMethod: ['API'] }, null, 'licenseCode', 20_000)).toBe(false);
    expect(seeksDeepPage({ product: 3 }, null, 'licenseCode', 20_000)).toBe(false);
    expect(seeksDeepPage({ licenseCode: 'AB' }, null, 'licenseCode', 20_000)).toBe(false);
    expect(seeksDeepPage({}, 4, 'licenseCode', 20_000)).toBe(false);
    expect(seeksDeepPage({}, null, 'createdAt', 20_000)).toBe(true);
    expect(seeksDeepPage({ licenseState: ['ACTIVE'] }, null, 'createdAt', 20_000)).toBe(false);
    expect(seeksDeepPage({}, null, 'endDate', 20_000)).toBe(false);
  });

  it('are the pages an offset walk gives, in both directions, at every edge', async () => {
    await expectSoughtEqualsWalked();
  });

  it('stay exact with uncompacted deltas (inserts, moves between states and days, deletes) and after compaction', async () => {
    await database().db.execute(sql`
      insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, license_state, creation_method, amount)
      select '2' || lpad(id::text, 7, '0'), product_id, organisation_id, distributor_id, 'ACTIVE', 'API', 1
        from tlink_licenses order by id limit 150`);
    await database().db.execute(
      sql`update tlink_licenses set license_state = 'REVOKED' where id in (select id from tlink_licenses where license_state = 'ACTIVE' order by license_code limit 60)`,
    );
    await database().db.execute(
      sql`update tlink_licenses set created_at = created_at - interval '3 days' where id % 7 = 0`,
    );
    await database().db.execute(sql`delete from tlink_licenses where license_code in (
      select license_code from tlink_licenses where account_id is null order by license_code desc limit 40)`);
    await expectSoughtEqualsWalked();
    await compactListCounters(database().db);
    await expectSoughtEqualsWalked();
  });
});
