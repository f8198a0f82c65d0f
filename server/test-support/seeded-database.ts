import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '../seed/demo';
import { freshTestDatabase } from './database';

type TestDatabase = Awaited<ReturnType<typeof freshTestDatabase>>;

/**
 * A fresh database with the demo data at `scale` for the calling test file: made before its tests,
 * dropped after them. Call at the top of the file; the returned function gives the database.
 */
export function seededTestDatabase(scale: number): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await freshTestDatabase();
    await seedDemo(database.db, { scale });
  }, 240_000);
  afterAll(async () => database?.drop());
  return () => {
    if (!database) throw new Error('the seeded test database is made in beforeAll');
    return database;
  };
}
