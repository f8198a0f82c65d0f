import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { emptyTestDatabase, type TestDatabase } from '../../test-support/database';
import { type Db, migrateDatabase, migrationsFolder } from '../connect';
import { rowsOf } from '../rows';
import { earlierMigrations, migrationJournal } from '../test-support/earlier-migrations';
import { expectSchoolGroupsExact, twoSchools } from '../test-support/school-groups';

/*
 * Decision 700: migration 0022's own queue for the school groups' settle at commit (its table, the
 * deferred trigger on it and that trigger's function) has been unused since 0024 put the settle on
 * 0023's shared queue; migration 0025 drops those three. A database made by 0000-0024, seeded, then
 * migrated: the queue is there before and gone after, what the licence triggers still call stays,
 * and licence writes (in one transaction and in several) keep the school overview's groups exact.
 * PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */

const DROP_MIGRATION = '0025_drop-school-groups-own-queue';

/** 0022's objects, each with whether it exists now. */
const OBJECTS = sql`select name, present from (values
    ('table tlink_school_groups_to_settle', to_regclass('tlink_school_groups_to_settle') is not null),
    ('trigger tlink_school_groups_settle_at_commit',
      exists (select 1 from pg_trigger where tgname = 'tlink_school_groups_settle_at_commit')),
    ('function tlink_school_groups_settle()', to_regprocedure('tlink_school_groups_settle()') is not null),
    ('function tlink_school_groups_queue_settle(bigint)',
      to_regprocedure('tlink_school_groups_queue_settle(bigint)') is not null),
    ('table tlink_school_group_deltas', to_regclass('tlink_school_group_deltas') is not null),
    ('table tlink_school_groups_touched', to_regclass('tlink_school_groups_touched') is not null),
    ('index tlink_school_group_repeats_pair_created_idx',
      to_regclass('tlink_school_group_repeats_pair_created_idx') is not null)
  ) as objects (name, present) order by name`;

const objects = async (db: Db) =>
  Object.fromEntries(
    (await rowsOf<{ name: string; present: boolean }>(db, OBJECTS)).map((o) => [o.name, o.present]),
  );

const STILL_USED = {
  'function tlink_school_groups_queue_settle(bigint)': true,
  'table tlink_school_group_deltas': true,
  'table tlink_school_groups_touched': true,
  'index tlink_school_group_repeats_pair_created_idx': true,
};

/** The functions whose body names 0022's queue table. */
const readersOfTheQueue = async (db: Db) =>
  (
    await rowsOf<{ name: string }>(
      db,
      sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosrc like '%tlink_school_groups_to_settle%' order by 1`,
    )
  ).map((row) => row.name);

/** What a transaction left noted for its settle: nothing, once it committed. */
const notesLeft = async (db: Db) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`select ((select count(*) from tlink_school_group_deltas) + (select count(*) from tlink_school_groups_touched)
        + (select count(*) from settle_at_commit))::int as n`,
    )
  )[0]!.n;

let database: TestDatabase;
let earlier: ReturnType<typeof earlierMigrations>;
let before: Record<string, boolean>;
let queueReadersBefore: string[];
let school: Awaited<ReturnType<typeof twoSchools>>;

beforeAll(async () => {
  const drop = migrationJournal().entries.findIndex((entry) => entry.tag === DROP_MIGRATION);
  if (drop < 0) throw new Error(`${DROP_MIGRATION} is not in the journal`);
  earlier = earlierMigrations(drop);
  database = await emptyTestDatabase();
  await migrateDatabase(database, earlier.folder);
  before = await objects(database.db);
  queueReadersBefore = await readersOfTheQueue(database.db);
  await seedDemo(database.db, { scale: 0.005 });
  await migrateDatabase(database);
  school = await twoSchools(database.db);
}, 240_000);

afterAll(async () => {
  await database?.drop();
  earlier?.remove();
});

/**
 * Inserts, updates and deletes of licences of two schools, new codes starting with the four letters
 * of `prefix`: new groups and existing ones, older and newer than a group's newest, moves between
 * schools, a state and a creation moment changed, licences of the seed updated and deleted.
 */
function licenceWrites(prefix: string): string[] {
  const { a, b, product, distributor } = school;
  const code = (n: number) => `'${prefix}000${n}'`;
  const licence = (n: number, at: number, basispoort: boolean, of = a) =>
    `(${code(n)}, ${product}, ${of}, ${distributor}, '${basispoort ? 'BASISPOORT' : 'BEHEER'}', '20${at}-03-01T12:00:00+01:00')`;
  return [
    `insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, creation_method, created_at)
      values ${[licence(1, 31, false), licence(2, 31, true), licence(3, 19, true), licence(4, 32, false, b), licence(5, 18, true, b), licence(6, 33, false, b)].join(', ')}`,
    `update tlink_licenses set organisation_id = ${b} where license_code = ${code(1)}`,
    `update tlink_licenses set license_state = 'ACTIVE' where license_code in (${code(2)}, ${code(4)})`,
    `update tlink_licenses set created_at = created_at - interval '3 years' where license_code = ${code(6)}`,
    `update tlink_licenses set organisation_id = ${a}, license_state = 'RESERVED'
      where id in (select id from tlink_licenses where organisation_id is null order by id limit 2)`,
    `delete from tlink_licenses where license_code in (${code(3)}, ${code(5)})`,
    `delete from tlink_licenses where id in (select id from tlink_licenses where organisation_id = ${b}
      and license_code not like 'ZZ%' order by id limit 1)`,
  ];
}

describe("migration 0025 drops 0022's own queue of the school groups' settle (decision 700)", () => {
  it('drops the queue table, its trigger and function, which existed before, and keeps what the licence triggers call', async () => {
    expect(before).toEqual({
      'table tlink_school_groups_to_settle': true,
      'trigger tlink_school_groups_settle_at_commit': true,
      'function tlink_school_groups_settle()': true,
      ...STILL_USED,
    });
    expect(queueReadersBefore).toEqual(['tlink_school_groups_settle']);
    expect(await objects(database.db)).toEqual({
      'table tlink_school_groups_to_settle': false,
      'trigger tlink_school_groups_settle_at_commit': false,
      'function tlink_school_groups_settle()': false,
      ...STILL_USED,
    });
    expect(await readersOfTheQueue(database.db)).toEqual([]);
  });

  it('left the seed kept exactly, and keeps it exact through licence writes in one transaction', async () => {
    await expectSchoolGroupsExact(database.db);
    const queued = await database.db.transaction(async (tx) => {
      for (const statement of licenceWrites('ZZDQ')) await tx.execute(sql.raw(statement));
      return rowsOf<{ settle: string }>(
        tx,
        sql`select settle from settle_at_commit where txid = txid_current() order by settle`,
      );
    });
    // The school groups settle through the shared queue (migration 0024), once per transaction.
    expect(queued).toEqual([{ settle: 'tlink_school_groups_settle_noted' }]);
    expect(await notesLeft(database.db)).toBe(0);
    const [written] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from tlink_licenses where license_code like 'ZZDQ%'`,
    );
    expect(written!.n).toBe(4);
    await expectSchoolGroupsExact(database.db);
  }, 120_000);

  it('keeps the groups exact through the same writes each committed on its own', async () => {
    for (const statement of licenceWrites('ZZDR')) {
      await database.db.execute(sql.raw(statement));
      expect(await notesLeft(database.db), statement).toBe(0);
    }
    await expectSchoolGroupsExact(database.db);
  }, 120_000);

  it('is harmless applied again (by hand, then by the migrator)', async () => {
    const text = readFileSync(path.join(migrationsFolder, `${DROP_MIGRATION}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint'))
      await database.db.execute(sql.raw(statement));
    expect(await objects(database.db)).toEqual({
      'table tlink_school_groups_to_settle': false,
      'trigger tlink_school_groups_settle_at_commit': false,
      'function tlink_school_groups_settle()': false,
      ...STILL_USED,
    });
  });
});
