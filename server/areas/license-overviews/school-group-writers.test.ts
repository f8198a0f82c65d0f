import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database, migrateDatabase } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { expectSchoolGroupsExact } from '../../db/test-support/school-groups';
import { SETUP_TIMEOUT } from '../../security/test-support/setup-timeout';
import { seedDemo } from '../../seed/demo';
import { freshPostgresDatabase, freshTestDatabase } from '../../test-support/database';

/*
 * Decision 595: a transaction that writes licences of several schools in several statements (a
 * reservation's lines, an import's batches) keeps the school overview's repeats (decision 550)
 * without a deadlock against another doing the same in the opposite order. On PostgreSQL
 * (TEST_DATABASE_URL) two connections interleave the two transactions statement by statement. PGlite
 * has one connection and runs one transaction at a time, so there they run one after the other:
 * no deadlock can occur, and the test proves only that the kept numbers stay exact.
 */

/** One connection: a transaction's statements in order. */
type Session = { run(statement: string): Promise<unknown>; close(): Promise<void> };

let database: Database;
let sessions: [Session, Session];
let drop: () => Promise<void>;
const concurrent = Boolean(process.env.TEST_DATABASE_URL);

async function pgSession(url: string): Promise<Session> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { run: (statement) => client.query(statement), close: () => client.end() };
}

beforeAll(async () => {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const fresh = await freshPostgresDatabase(server);
    database = await connectDatabase({ url: fresh.url });
    await migrateDatabase(database);
    sessions = [await pgSession(fresh.url), await pgSession(fresh.url)];
    drop = async () => {
      for (const session of sessions) await session.close();
      await database.close();
      await fresh.drop();
    };
  } else {
    const fresh = await freshTestDatabase();
    database = fresh;
    const one: Session = { run: (statement) => fresh.db.execute(sql.raw(statement)), close: async () => {} };
    sessions = [one, one];
    drop = () => fresh.drop();
  }
  await seedDemo(database.db, { scale: 0.005 });
}, SETUP_TIMEOUT);
afterAll(() => drop?.());

describe('writers of several schools in one transaction', () => {
  it("two transactions writing licences of two schools in opposite order both commit, and the overview's kept groups and repeats equal the licences", async () => {
    // Two schools whose numbers fall in different lock buckets (school number mod 128, migration
    // 0020), one product and distributor: both transactions write the same two groups.
    const [pick] = await rowsOf<{ a: number; b: number; product: number; distributor: number }>(
      database.db,
      sql`select a.id as a, b.id as b,
          (select id from products order by id limit 1) as product,
          (select distributor_id from tlink_licenses where distributor_id is not null order by id limit 1) as distributor
        from organisations a join organisations b on a.id % 128 <> b.id % 128 and b.id > a.id
        where 'School' = any (a.type) and 'School' = any (b.type) order by a.id, b.id limit 1`,
    );
    const { a, b, product, distributor } = pick!;
    // Creation moments interleave between the transactions, so each one's licences are the
    // other's predecessors in the group; one of each transaction is Basispoort-made.
    const insert = (writer: number, school: number, day: number) =>
      `insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, creation_method, created_at)
        values ('ZZDL${writer}${school}${day}', ${product}, ${school}, ${distributor},
          '${day % 3 === 0 ? 'BASISPOORT' : 'BEHEER'}', '2031-03-${String(day).padStart(2, '0')}T12:00:00+01:00')`;
    const [first, second] = sessions;
    const writers: [Session, string[]][] = [
      [first, [insert(1, a, 1), insert(1, b, 3)]],
      [second, [insert(2, b, 2), insert(2, a, 4)]],
    ];
    if (concurrent) {
      for (const [session] of writers) await session.run('begin');
      // Each holds what its first statement needed before either runs its second.
      for (const [session, statements] of writers) await session.run(statements[0]!);
      const settled = await Promise.allSettled(
        writers.map(async ([session, statements]) => {
          await session.run(statements[1]!);
          await session.run('commit');
        }),
      );
      expect(
        settled.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'committed')),
      ).toEqual(['committed', 'committed']);
    } else {
      for (const [session, statements] of writers) {
        await session.run('begin');
        for (const statement of statements) await session.run(statement);
        await session.run('commit');
      }
    }
    const [written] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from tlink_licenses where license_code like 'ZZDL%'`,
    );
    expect(written!.n).toBe(4);
    await expectSchoolGroupsExact(database.db);
  }, 120_000);
});
