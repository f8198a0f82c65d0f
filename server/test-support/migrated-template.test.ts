import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type Database, migrationsFolder } from '../db/connect';
import { rowsOf } from '../db/rows';
import { migrationJournal } from '../db/test-support/earlier-migrations';
import { emptyTestDatabase, freshTestDatabase } from './database';
import { migratedTemplate, templateKey } from './migrated-template';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'leskluis-template-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));
/** Each PGlite opened takes 2-8 s under load; these tests open four. */
const BUILDS = 120_000;

/** A migrations folder of one small migration: building its template takes a second, not twenty. */
async function tinyMigrations(name: string, statement: string): Promise<string> {
  const folder = path.join(scratch, name);
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  await writeFile(path.join(folder, '0000_tiny.sql'), statement);
  const journal = {
    version: '7',
    dialect: 'postgresql',
    entries: [{ idx: 0, version: '7', when: 1, tag: '0000_tiny', breakpoints: true }],
  };
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

async function tablesIn(template: Blob): Promise<string[]> {
  const database = await connectDatabase({ dataDir: undefined, template });
  try {
    const rows = await rowsOf<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    return rows.map((row) => row.name);
  } finally {
    await database.close();
  }
}

describe('the migrated template', { timeout: BUILDS }, () => {
  it('gets a new key when any migration text or the journal changes', async () => {
    const folder = path.join(scratch, 'copy');
    await cp(migrationsFolder, folder, { recursive: true });
    const before = await templateKey(folder);
    expect(await templateKey(folder)).toBe(before);
    const first = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort()[0] ?? 'none';
    await appendFile(path.join(folder, first), '\n-- one more comment\n');
    const edited = await templateKey(folder);
    expect(edited).not.toBe(before);
    // A migration added (a new file and its journal entry, as 0024 will be) gives a key of its own.
    await writeFile(path.join(folder, '9999_next.sql'), 'select 1;');
    expect(await templateKey(folder)).not.toBe(edited);
  });

  it('is built again after a migration changes, and the old copy is removed', async () => {
    const folder = await tinyMigrations('changing', 'create table first_shape (id int);');
    const cacheDir = path.join(scratch, 'cache-changing');
    expect(await tablesIn(await migratedTemplate(folder, cacheDir))).toEqual(['first_shape']);
    await writeFile(path.join(folder, '0000_tiny.sql'), 'create table second_shape (id int);');
    expect(await tablesIn(await migratedTemplate(folder, cacheDir))).toEqual(['second_shape']);
    expect(await readdir(cacheDir)).toEqual([`${await templateKey(folder)}.tar`]);
  });

  it('lets two creators at once both finish with one whole copy and no temporary file left', async () => {
    const folder = await tinyMigrations('racing', 'create table raced (id int);');
    const cacheDir = path.join(scratch, 'cache-racing');
    const [one, two] = await Promise.all([
      migratedTemplate(folder, cacheDir),
      migratedTemplate(folder, cacheDir),
    ]);
    expect(await tablesIn(one)).toEqual(['raced']);
    expect(await tablesIn(two)).toEqual(['raced']);
    expect(await readdir(cacheDir)).toEqual([`${await templateKey(folder)}.tar`]);
    // A third opens the kept copy, byte for byte what was written.
    const kept = await readFile(path.join(cacheDir, `${await templateKey(folder)}.tar`));
    expect(Buffer.from(await (await migratedTemplate(folder, cacheDir)).arrayBuffer()).equals(kept)).toBe(
      true,
    );
  });
});

/** initdb's identifier, kept in the data directory: a database opened from a copy has the copy's. */
async function systemIdentifier(database: Database): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    database.db,
    sql`select system_identifier::text as id from pg_control_system()`,
  );
  return row!.id;
}

describe.each([
  { where: 'in this thread', worker: 'false', driver: 'pglite' },
  { where: 'on its own thread (TEST_PGLITE_WORKER)', worker: 'true', driver: 'pglite-worker' },
])('a test database on PGlite $where', { timeout: BUILDS }, ({ worker, driver }) => {
  beforeEach(() => {
    vi.stubEnv('TEST_PGLITE_WORKER', worker);
    // The suite also runs against a PostgreSQL server (CI); this case is about PGlite's copy.
    vi.stubEnv('TEST_DATABASE_URL', undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('opens from the migrated copy, every migration of the journal recorded as applied', async () => {
    const journal = migrationJournal();
    const copy = await connectDatabase({ dataDir: undefined, template: await migratedTemplate() });
    const database = await freshTestDatabase();
    const unmigrated = await emptyTestDatabase();
    try {
      expect(database.driver).toBe(driver);
      const copied = await systemIdentifier(copy);
      expect(await systemIdentifier(database)).toBe(copied);
      // The identifier tells them apart: a database PGlite's initdb makes anew gets one of its own.
      expect(await systemIdentifier(unmigrated)).not.toBe(copied);
      const applied = await rowsOf<{ created_at: string }>(
        database.db,
        sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
      );
      expect(applied.map((row) => Number(row.created_at))).toEqual(
        journal.entries.map((entry) => entry.when),
      );
    } finally {
      await Promise.all([copy.close(), database.drop(), unmigrated.drop()]);
    }
  });
});
