import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compactListCounters } from '../../db/counters/list-counters';
import {
  ACCOUNTS_BY_EMAIL_PREFIX,
  EMAIL_PREFIXES,
  expectKeyCounterExact,
} from '../../db/test-support/counted-lists';
import { dutchDayOf, edgeOffsets } from '../../test-support/edge-offsets';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { deepPageIds } from './deep-pages';
import { countAccounts, listAccounts } from './repository';

/**
 * Deep pages of the unfiltered users list in its default order start at their updated day
 * (decision 129), sorted by e-mail at their address's prefix (decision 732): every page must be
 * exactly the one an OFFSET walk gives, in both directions, with uncompacted deltas and after
 * compaction, at the edges (the accounts without an address among them).
 */

const database = seededTestDatabase(0.01);

const LIMIT = 25;

type Field = 'updatedAt' | 'email';

function list(
  field: Field,
  direction: 'ASC' | 'DESC',
  page: { offset: number; limit: number },
  seek: boolean,
) {
  return listAccounts(database().db, {}, { field, direction }, page, {
    seekFrom: seek ? 0 : Number.POSITIVE_INFINITY,
  });
}

type Row = Awaited<ReturnType<typeof list>>['rows'][number];

/** The bucket of each row in ascending order: its Dutch updated day, or its address's prefix (none last). */
const bucketOf: Record<Field, (row: Row) => string> = {
  updatedAt: (row) => dutchDayOf(row.updatedAt),
  email: (row) => (row.email === null ? '\u{10FFFF} none' : row.email.slice(0, 2)),
};

/** Around the edge between the addressed accounts and those without, in both directions. */
function nullEdgeOffsets(rows: Row[]): number[] {
  const nulls = rows.filter((row) => row.email === null).length;
  const first = rows.length - nulls;
  return [first - LIMIT, first - LIMIT + 1, first - 1, first, nulls - LIMIT + 1, nulls - 1, nulls].filter(
    (offset) => offset >= 0,
  );
}

async function expectSoughtEqualsWalked(field: Field) {
  const total = await countAccounts(database().db, {}, { counters: false });
  const { rows } = await list(field, 'ASC', { offset: 0, limit: total }, false);
  expect(rows).toHaveLength(total);
  const offsets = edgeOffsets(rows.map(bucketOf[field]), LIMIT);
  for (const offset of field === 'email' ? [...offsets, ...nullEdgeOffsets(rows)] : offsets) {
    for (const direction of ['ASC', 'DESC'] as const) {
      const walked = await list(field, direction, { offset, limit: LIMIT }, false);
      const sought = await list(field, direction, { offset, limit: LIMIT }, true);
      expect(sought.total).toBe(walked.total);
      expect(
        sought.rows.map((row) => row.id),
        `${field} ${direction} ${offset}`,
      ).toEqual(walked.rows.map((row) => row.id));
    }
  }
}

describe('deep pages of the users list (decision 129)', () => {
  it('are sought only unfiltered, in the order of the last change, from the seek offset on', () => {
    const seeks = (where: SQL | undefined, field: string, offset: number, textByCodePoint = true) =>
      deepPageIds(
        { where, sort: { field, direction: 'DESC' }, orderBy: [], textByCodePoint },
        { offset, limit: LIMIT },
      ) !== null;
    expect(seeks(undefined, 'updatedAt', 10_000)).toBe(true);
    expect(seeks(undefined, 'updatedAt', 9_999)).toBe(false);
    expect(seeks(undefined, 'email', 10_000)).toBe(true);
    expect(seeks(undefined, 'email', 9_999)).toBe(false);
    // A linguistic collation does not keep a prefix's addresses together (decision 738): walked.
    expect(seeks(undefined, 'email', 10_000, false)).toBe(false);
    expect(seeks(undefined, 'updatedAt', 10_000, false)).toBe(true);
    expect(seeks(undefined, 'createdAt', 10_000)).toBe(false);
    expect(seeks(sql`true`, 'updatedAt', 10_000)).toBe(false);
    expect(seeks(sql`true`, 'email', 10_000)).toBe(false);
  });

  it('are the pages an offset walk gives, in both directions, at every edge', async () => {
    await expectSoughtEqualsWalked('updatedAt');
    await expectSoughtEqualsWalked('email');
  });

  it('by e-mail stay exact when addresses change prefix, are cleared, arrive and leave, before and after compaction', async () => {
    const db = database().db;
    await db.execute(sql`update accounts set email = null where id % 9 = 0`);
    await db.execute(sql`update accounts set email = 'z' || email where id % 13 = 0 and email is not null`);
    // One-character and empty addresses, a prefix of only a bucket's first character, non-ASCII.
    await db.execute(sql`insert into accounts (email)
      select unnest(array['a', '', 'ab', 'ab@x.nl', 'zz', 'zzz@x.nl', 'é@x.nl', 'éa@x.nl', 'ZZ.top@x.nl', null, null])`);
    await db.execute(sql`update accounts set email = 'ab' || id || '@x.nl' where id % 17 = 0`);
    await db.execute(sql`delete from accounts where id in (select id from accounts order by email limit 10)`);
    await db.execute(
      sql`delete from accounts where id in (select id from accounts where email is null limit 3)`,
    );
    await expectSoughtEqualsWalked('email');
    await expectKeyCounterExact(database().db, EMAIL_PREFIXES, ACCOUNTS_BY_EMAIL_PREFIX);
    await compactListCounters(db);
    await expectSoughtEqualsWalked('email');
    await expectKeyCounterExact(database().db, EMAIL_PREFIXES, ACCOUNTS_BY_EMAIL_PREFIX);
  });

  it('stay exact when accounts change day, arrive and leave, before and after compaction', async () => {
    await database().db.execute(sql`update accounts set updated_at = now() where id % 7 = 0`);
    await database().db.execute(
      sql`update accounts set updated_at = updated_at - interval '40 days' where id % 11 = 0`,
    );
    await database().db.execute(sql`insert into accounts (email, updated_at)
      select 'diep' || g || '@example.nl', now() - g * interval '5 hours' from generate_series(1, 60) as g`);
    await database().db.execute(
      sql`delete from accounts where id in (select id from accounts order by updated_at limit 30)`,
    );
    await expectSoughtEqualsWalked('updatedAt');
    await compactListCounters(database().db);
    await expectSoughtEqualsWalked('updatedAt');
  });
});
