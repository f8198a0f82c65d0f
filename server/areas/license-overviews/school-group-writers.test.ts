import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import {
  inOppositeOrder,
  type OppositeWriters,
  startOppositeWriters,
} from '../../db/test-support/opposite-writers';
import { expectSchoolGroupsExact, twoSchools } from '../../db/test-support/school-groups';
import { SETUP_TIMEOUT } from '../../security/test-support/setup-timeout';
import { seedDemo } from '../../seed/demo';

/*
 * Decision 595: a transaction that writes licences of several schools in several statements (a
 * reservation's lines, an import's batches) keeps the school overview's repeats (decision 550)
 * without a deadlock against another doing the same in the opposite order. On PostgreSQL
 * (TEST_DATABASE_URL) two connections interleave the two transactions statement by statement. PGlite
 * has one connection and runs one transaction at a time, so there they run one after the other:
 * no deadlock can occur, and the test proves only that the kept numbers stay exact (opposite-writers.ts).
 */

let writers: OppositeWriters;
let database: Database;

beforeAll(async () => {
  writers = await startOppositeWriters();
  database = writers.database;
  await seedDemo(database.db, { scale: 0.005 });
}, SETUP_TIMEOUT);
afterAll(() => writers?.drop());

describe('writers of several schools in one transaction', () => {
  it("two transactions writing licences of two schools in opposite order both commit, and the overview's kept groups and repeats equal the licences", async () => {
    const { a, b, product, distributor } = await twoSchools(database.db);
    // Both write the same two groups; creation moments interleave between the transactions, so
    // each one's licences are the other's predecessors; one of each is Basispoort-made.
    const insert = (writer: number, school: number, day: number) =>
      `insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, creation_method, created_at)
        values ('ZZDL${writer}${school}${day}', ${product}, ${school}, ${distributor},
          '${day % 3 === 0 ? 'BASISPOORT' : 'BEHEER'}', '2031-03-${String(day).padStart(2, '0')}T12:00:00+01:00')`;
    expect(
      await inOppositeOrder(writers, [
        [insert(1, a, 1), insert(1, b, 3)],
        [insert(2, b, 2), insert(2, a, 4)],
      ]),
    ).toEqual(['committed', 'committed']);
    const [written] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from tlink_licenses where license_code like 'ZZDL%'`,
    );
    expect(written!.n).toBe(4);
    await expectSchoolGroupsExact(database.db);
  }, 120_000);

  it('two reservations moving free licences to two schools in opposite order both commit, and the numbers stay exact', async () => {
    // reserveTlinks: one statement per line, each giving free licences (no school) to a school.
    const { a, b } = await twoSchools(database.db);
    const free = await rowsOf<{ id: number }>(
      database.db,
      sql`select id from tlink_licenses where organisation_id is null order by id limit 4`,
    );
    expect(free).toHaveLength(4);
    const reserve = (index: number, school: number) =>
      `update tlink_licenses set organisation_id = ${school}, license_state = 'RESERVED' where id = ${free[index]!.id}`;
    expect(
      await inOppositeOrder(writers, [
        [reserve(0, a), reserve(1, b)],
        [reserve(2, b), reserve(3, a)],
      ]),
    ).toEqual(['committed', 'committed']);
    await expectSchoolGroupsExact(database.db);
  }, 120_000);
});
