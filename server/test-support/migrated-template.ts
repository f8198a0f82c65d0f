import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { connectDatabase, migrateDatabase, migrationsFolder } from '../db/connect';

/**
 * A `dumpDataDir` tarball of an in-memory PGlite with every migration applied, kept on disk under
 * `cacheDir` by a hash of the migrations folder's files and the PGlite version: each test file's
 * database starts from it instead of running the migrations again (decision 690). A migration
 * added or changed gives a new hash, so a stale copy is never opened.
 */
export async function migratedTemplate(
  folder = migrationsFolder,
  cacheDir = defaultCacheDir(),
): Promise<Blob> {
  const file = path.join(cacheDir, `${await templateKey(folder)}.tar`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const made = await buildTemplate(folder);
  await mkdir(cacheDir, { recursive: true });
  // Workers starting at once may each build it: each writes its own temporary name and renames it
  // into place, which is atomic, so a reader sees a whole tarball or none (the copies are equal).
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, Buffer.from(await made.arrayBuffer()));
  await rename(temporary, file);
  await removeOthers(cacheDir, path.basename(file));
  return made;
}

/** The cache key: migrations' paths and contents, and the PGlite version whose data directory it is. */
export async function templateKey(folder: string): Promise<string> {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const name of await filesUnder(folder)) {
    hash.update(`\0${name}\0`).update(await readFile(path.join(folder, name)));
  }
  return hash.digest('hex').slice(0, 32);
}

async function buildTemplate(folder: string): Promise<Blob> {
  const database = await connectDatabase({ dataDir: undefined });
  try {
    await migrateDatabase(database, folder);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Copies for older migrations are dead weight (tens of MB each); one being read stays readable. */
async function removeOthers(cacheDir: string, keep: string): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    if (name.endsWith('.tar') && name !== keep) await rm(path.join(cacheDir, name), { force: true });
  }
}

function pgliteVersion(): string {
  // The package's exports hide package.json; its entry point's folder leads to it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!dir.endsWith(`${path.sep}pglite`)) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function defaultCacheDir(): string {
  return path.join(process.cwd(), 'node_modules', '.cache', 'leskluis-pglite-template');
}
