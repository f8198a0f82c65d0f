import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationsFolder as folder } from './connect';
import { migrationJournal } from './test-support/earlier-migrations';

const journal = migrationJournal();

/**
 * drizzle's migrator applies a migration only when its journal `when` is later than the `created_at`
 * of the last migration the database has applied. A migration written with an earlier `when` than
 * the one before it is applied on a new database (all run in order) but skipped for good on every
 * database that already has the one before it: 0027 was, on 2026-11-26, behind 0026's hand-set `when`.
 */
describe('the migrations journal', () => {
  it('lists every migration file once, in order, with its index', () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, i) => i));
  });

  it('has strictly increasing `when` values, so an upgraded database applies each new migration', () => {
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when);
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });
});
