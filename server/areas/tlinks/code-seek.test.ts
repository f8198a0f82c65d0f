import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TlinkListFilter } from '../../../domain/schemas/tlink';
import { compactListCounters } from '../../db/counters/list-counters';
import { seedDemo } from '../../seed/demo';
import { freshTestDatabase } from '../../test/database';
import { seeksByCodePrefix } from './code-seek';
import { countTlinks, listTlinks } from './repository';

/**
 * Deep pages of the code-ordered TLink list start at their code prefix (decision 129): every page
 * must be exactly the one an OFFSET walk gives, in both directions, for every filter the prefix
 * counter is keyed by, before and after compaction, and at the edges (first row of a prefix, last page,
 * past the end).
 */
let database: Awaited<ReturnType<typeof freshTestDatabase>>;

beforeAll(async () => {
  database = await freshTestDatabase();
  await seedDemo(database.db, { scale: 0.01 });
}, 240_000);
afterAll(async () => database?.drop());

const FILTERS: TlinkListFilter[] = [
  {},
  { licenseState: ['ACTIVE'] },
  { licenseState: ['AVAILABLE', 'REVOKED'] },
  { hideExpirableStates: true },
  { showExpirableStates: true },
];

const LIMIT = 25;

/** The page's ids, sought (seek from offset 0) or walked (the seek never used). */
async function page(filter: TlinkListFilter, direction: 'ASC' | 'DESC', offset: number, seek: boolean) {
  const { rows, total } = await listTlinks(
    database.db,
    filter,
    null,
    { field: 'licenseCode', direction },
    { offset, limit: LIMIT },
    { codeSeekFrom: seek ? 0 : Number.POSITIVE_INFINITY },
  );
  return { codes: rows.map((row) => row.licence.licenseCode), total };
}

/** Offsets at the edges: around the first row of some prefixes, the middle, the last page, past the end. */
async function offsetsFor(filter: TlinkListFilter): Promise<number[]> {
  const total = await countTlinks(database.db, filter, null, { counters: false });
  const { rows } = await listTlinks(
    database.db,
    filter,
    null,
    { field: 'licenseCode', direction: 'ASC' },
    { offset: 0, limit: total },
    { codeSeekFrom: Number.POSITIVE_INFINITY },
  );
  const codes = rows.map((row) => row.licence.licenseCode);
  expect(codes.length, JSON.stringify(filter)).toBeGreaterThan(LIMIT);
  const prefixStarts = codes
    .map((code, i) => (i > 0 && code.slice(0, 2) !== codes[i - 1]!.slice(0, 2) ? i : -1))
    .filter((i) => i > 0);
  return [
    0,
    1,
    ...prefixStarts.slice(0, 3).flatMap((p) => [p - 1, p]),
    Math.floor(total / 2),
    total - LIMIT,
    total - 1,
    total,
    total + 7,
  ];
}

async function expectSoughtEqualsWalked() {
  for (const filter of FILTERS) {
    for (const offset of await offsetsFor(filter)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const walked = await page(filter, direction, offset, false);
        const sought = await page(filter, direction, offset, true);
        expect(sought, `${JSON.stringify(filter)} ${direction} ${offset}`).toEqual(walked);
      }
    }
  }
}

describe('code-ordered deep pages (decision 129)', () => {
  it('are sought only in code order, for state and source filters, without publisher scope', () => {
    const code = 'licenseCode';
    expect(seeksByCodePrefix({}, null, code, 10_000)).toBe(true);
    expect(seeksByCodePrefix({}, null, code, 9_999)).toBe(false);
    expect(seeksByCodePrefix({ licenseState: ['ACTIVE'] }, null, code, 20_000)).toBe(true);
    expect(seeksByCodePrefix({ licenseState: [], hideExpirableStates: true }, null, code, 20_000)).toBe(true);
    expect(seeksByCodePrefix({ creationMethod: ['API'] }, null, code, 20_000)).toBe(false);
    expect(seeksByCodePrefix({}, null, 'createdAt', 20_000)).toBe(false);
    expect(seeksByCodePrefix({}, 4, code, 20_000)).toBe(false);
    expect(seeksByCodePrefix({ product: 3 }, null, code, 20_000)).toBe(false);
    expect(seeksByCodePrefix({ licenseCode: 'AB' }, null, code, 20_000)).toBe(false);
  });

  it('are the pages an offset walk gives, in both directions, at every edge', async () => {
    await expectSoughtEqualsWalked();
  });

  it('stay exact with uncompacted deltas (inserts, moves between states, deletes) and after compaction', async () => {
    await database.db.execute(sql`
      insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, license_state, creation_method, amount)
      select '2' || lpad(id::text, 7, '0'), product_id, organisation_id, distributor_id, 'ACTIVE', 'API', 1
        from tlink_licenses order by id limit 150`);
    await database.db.execute(
      sql`update tlink_licenses set license_state = 'REVOKED' where id in (select id from tlink_licenses where license_state = 'ACTIVE' order by license_code limit 60)`,
    );
    await database.db.execute(sql`delete from tlink_licenses where license_code in (
      select license_code from tlink_licenses where account_id is null order by license_code desc limit 40)`);
    await expectSoughtEqualsWalked();
    await compactListCounters(database.db);
    await expectSoughtEqualsWalked();
  });
});
