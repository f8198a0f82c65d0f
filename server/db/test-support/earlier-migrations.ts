import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../connect';

/** A migration as the journal lists it: its index, the time drizzle orders by, its file's name. */
export type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations journal (`meta/_journal.json`) of `folder`, the server's own by default. */
export function migrationJournal(folder = migrationsFolder): { entries: JournalEntry[] } {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
}

/**
 * A migrations folder holding the first `count` migrations of the journal, as an earlier main had
 * them: a database migrated with it and then with the current folder is upgraded in place.
 * `remove` deletes the copy again.
 */
export function earlierMigrations(count: number): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), `migrations-${count}-`));
  mkdirSync(path.join(folder, 'meta'));
  const journal = migrationJournal();
  journal.entries = journal.entries.slice(0, count);
  for (const { tag } of journal.entries)
    copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
