import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compactListCounters } from '../../db/counters/list-counters';
import { dutchDayOf, edgeOffsets } from '../../test-support/edge-offsets';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { deepPageIds } from './deep-pages';
import { countAccounts, listAccounts } from './repository';

/**
 * Deep pages of the unfiltered users list in its default order start at their updated day
 * (decision 129): every page must be exactly the one an OFFSET walk gives, in both directions, with
 * uncompacted deltas and after compaction, at the edges.
 */

const database = seededTestDatabase(0.01);

const LIMIT = 25;

function list(direction: 'ASC' | 'DESC', page: { offset: number; limit: number }, seek: boolean) {
  return listAccounts(database().db, {}, { field: 'updatedAt', direction }, page, {
    seekFrom: seek ? 0 : Number.POSITIVE_INFINITY,
  });
}

async function expectSoughtEqualsWalked() {
  const total = await countAccounts(database().db, {}, { counters: false });
  const { rows } = await list('ASC', { offset: 0, limit: total }, false);
  expect(rows).toHaveLength(total);
  for (const offset of edgeOffsets(
    rows.map((row) => dutchDayOf(row.updatedAt)),
    LIMIT,
  )) {
    for (const direction of ['ASC', 'DESC'] as const) {
      const walked = await list(direction, { offset, limit: LIMIT }, false);
      const sought = await list(direction, { offset, limit: LIMIT }, true);
      expect(sought.total).toBe(walked.total);
      expect(
        sought.rows.map((row) => row.id),
        `${direction} ${offset}`,
      ).toEqual(walked.rows.map((row) => row.id));
    }
  }
}

describe('deep pages of the users list (decision 129)', () => {
  it('are sought only unfiltered, in the order of the last change, from the seek offset on', () => {
    const seeks = (where: SQL | undefined, field: string, offset: number) =>
      deepPageIds({ where, sort: { field, direction: 'DESC' }, orderBy: [] }, { offset, limit: LIMIT }) !==
      null;
    expect(seeks(undefined, 'updatedAt', 10_000)).toBe(true);
    expect(seeks(undefined, 'updatedAt', 9_999)).toBe(false);
    expect(seeks(undefined, 'createdAt', 10_000)).toBe(false);
    expect(seeks(sql`true`, 'updatedAt', 10_000)).toBe(false);
  });

  it('are the pages an offset walk gives, in both directions, at every edge', async () => {
    await expectSoughtEqualsWalked();
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
    await expectSoughtEqualsWalked();
    await compactListCounters(database().db);
    await expectSoughtEqualsWalked();
  });
});
