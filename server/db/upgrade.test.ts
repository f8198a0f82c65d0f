import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo';
import { emptyTestDatabase, type TestDatabase } from '../test-support/database';
import { migrateDatabase } from './connect';
import { rowsOf } from './rows';
import { expectCountersExact } from './test-support/counted-lists';
import {
  driftedLicencePublishers,
  expectedLogEntryPublishers,
  missingFamilyNames,
  storedLogEntryPublishers,
} from './test-support/derived-data';
import { earlierMigrations, migrationJournal } from './test-support/earlier-migrations';

/*
 * Decision 262: migrations are additive, so a database made by an earlier main upgrades in place.
 * This one is made with the previous migration set (0000_init alone, as main had it before the
 * triggers became migrations), filled by the seed, and then migrated with the current set.
 */

/** Columns that the migrations' triggers own: filled in by the upgrade, so not compared as data. */
const DERIVED_COLUMNS: Record<string, string[]> = {
  tlink_licenses: ['publisher_id'],
  log_entries: ['publisher_ids'],
  contract_specifications: ['contract_reference_id'],
};
/** Columns a later migration adds to a table: absent before, so not compared as data either. */
const ADDED_COLUMNS: Record<string, string[]> = {
  export_jobs: ['file_bytes', 'rows_done', 'rows_total'],
};
/** Filled in by the upgrade (names are only added): its rows before must all be there after. */
const ADDED_TO = 'account_family_names';

/** Rows for the tables the demo seed leaves empty, so that every table holds something to keep. */
const ROWS_THE_SEED_LACKS = [
  sql`insert into idp_keys (kid, use, jwk) values ('upgrade-test', 'sig', '{"kty": "EC"}')`,
  sql`insert into login_attempts (key, failures) values ('upgrade-test', 2)`,
  sql`insert into oidc_payloads (model, id, payload, uid) values ('Session', 'upgrade-test', '{"kind": "Session"}', 'u1')`,
];

type Contents = Map<string, { rows: number; digest: string }>;

/** Every table's row count and a digest of its rows (derived columns left out). */
async function contents(database: TestDatabase): Promise<Contents> {
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Contents = new Map();
  for (const { name } of tables) {
    const row = [...(DERIVED_COLUMNS[name] ?? []), ...(ADDED_COLUMNS[name] ?? [])].reduce(
      (expr, column) => `${expr} - '${column}'`,
      'to_jsonb(t)',
    );
    const [counted] = await rowsOf<{ rows: number; digest: string }>(
      database.db,
      sql.raw(`select count(*)::int as rows, coalesce(md5(string_agg(r, E'\\n' order by r)), '') as digest
                 from (select (${row})::text as r from "${name}" t) as x`),
    );
    result.set(name, counted!);
  }
  return result;
}

const familyNames = async (database: TestDatabase) =>
  (
    await rowsOf<{ name: string }>(database.db, sql`select family_name as name from account_family_names`)
  ).map((row) => row.name);

const appliedMigrations = async (database: TestDatabase) =>
  (
    await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
  )[0]!.n;

let database: TestDatabase;
let previous: ReturnType<typeof earlierMigrations>;
let before: Contents;
let namesBefore: string[];

beforeAll(async () => {
  previous = earlierMigrations(1);
  database = await emptyTestDatabase();
  await migrateDatabase(database, previous.folder);
  await seedDemo(database.db, { scale: 0.005 });
  for (const row of ROWS_THE_SEED_LACKS) await database.db.execute(row);
  before = await contents(database);
  namesBefore = await familyNames(database);
  await migrateDatabase(database);
}, 240_000);

afterAll(async () => {
  await database?.drop();
  previous?.remove();
});

describe('upgrading a database made with the previous migrations (decision 262)', () => {
  it('started from one with rows in every table and no triggers, so the upgrade has work to do', () => {
    expect(before.size).toBeGreaterThan(20);
    expect(
      [...before].filter(([table, { rows }]) => table !== ADDED_TO && rows === 0).map(([t]) => t),
    ).toEqual([]);
    expect(before.has('tlink_counts_by_product')).toBe(false);
    expect(namesBefore).toEqual([]);
  });

  it('keeps every row of every table as it was', async () => {
    const after = await contents(database);
    for (const [table, was] of before) if (table !== ADDED_TO) expect(after.get(table), table).toEqual(was);
    expect(await familyNames(database)).toEqual(expect.arrayContaining(namesBefore));
  });

  it('fills what the triggers keep from the existing rows', async () => {
    expect(await driftedLicencePublishers(database.db)).toBe(0);
    expect(await missingFamilyNames(database.db)).toEqual([]);
    const expected = await expectedLogEntryPublishers(database.db);
    expect([...expected.values()].some((publishers) => publishers.length > 0)).toBe(true);
    expect(await storedLogEntryPublishers(database.db)).toEqual(expected);
    await expectCountersExact(database.db);
    const [copied] = await rowsOf<{ n: number; differing: number }>(
      database.db,
      sql`select count(*)::int as n, count(*) filter (where cs.contract_reference_id is distinct from sc.contract_reference_id)::int as differing
          from contract_specifications cs join school_contracts sc on sc.id = cs.school_contract_id`,
    );
    expect(copied).toEqual({ n: expect.any(Number), differing: 0 });
    expect(copied!.n).toBeGreaterThan(0);
  });

  it('keeps everything exact when the server starts again, and when it writes', async () => {
    const applied = await appliedMigrations(database);
    await migrateDatabase(database);
    expect(await appliedMigrations(database)).toBe(applied);
    await database.db.execute(
      sql`update tlink_licenses set license_state = 'REVOKED' where id in (select id from tlink_licenses order by id limit 25)`,
    );
    await expectCountersExact(database.db);
  });

  it('upgrades a database whose start had already installed the triggers, as main did before', async () => {
    const journal = migrationJournal();
    // Forget the migrations after 0000: the functions, triggers and counters stay, as the
    // start-up installers left them on a database of that main.
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at > ${journal.entries[0]!.when}`,
    );
    const rows = await contents(database);
    await migrateDatabase(database);
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
    const after = await contents(database);
    for (const [table, was] of rows)
      if (!table.includes('_counts')) expect(after.get(table), table).toEqual(was);
    expect(await driftedLicencePublishers(database.db)).toBe(0);
    await expectCountersExact(database.db);
  });
});
