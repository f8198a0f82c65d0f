import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase, type TestDatabase } from '../test-support/database';
import { rowsOf } from './rows';
import { ordersByCodePoint, sortsTextByCodePoint } from './text-order';

describe('text ordered by code point (decision 738)', () => {
  it('is the C, POSIX and C.UTF-8 collations of libc, no linguistic one and no ICU locale', () => {
    for (const collate of ['C', 'POSIX', 'C.UTF-8', 'C.utf8', 'c.utf-8'])
      expect(ordersByCodePoint('c', collate), collate).toBe(true);
    for (const collate of ['en_US.UTF-8', 'nl_NL.UTF-8', 'nl_NL', 'C.UTF-8x', 'Cx', ''])
      expect(ordersByCodePoint('c', collate), collate).toBe(false);
    // An ICU database keeps a libc collation in datcollate, but orders by its ICU locale.
    expect(ordersByCodePoint('i', 'C')).toBe(false);
    expect(ordersByCodePoint('i', 'nl-NL')).toBe(false);
  });

  describe('of a database', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await freshTestDatabase();
    });
    afterAll(() => database.drop());

    it("is read from the database's own collation, and PGlite's is C", async () => {
      const [own] = await rowsOf<{ provider: string; collate: string }>(
        database.db,
        sql`select datlocprovider::text as provider, datcollate::text as collate
              from pg_database where datname = current_database()`,
      );
      expect(await sortsTextByCodePoint(database.db)).toBe(ordersByCodePoint(own!.provider, own!.collate));
      if (database.driver !== 'postgres') expect(await sortsTextByCodePoint(database.db)).toBe(true);
    });

    it('and why it matters: in C every address of a prefix sorts before the next prefix', async () => {
      const [row] = await rowsOf<{ c: string[] }>(
        database.db,
        sql`select array_agg(e order by e collate "C") as c from unnest(array['abd@x.nl', 'Abc@x.nl', 'abb@x.nl', 'a-z@x.nl']) as e`,
      );
      // Grouped by their first two characters, in byte order. ICU's nl-NL orders them a-z, abb, Abc,
      // abd (case weighed after the letters): the prefix 'ab' split around 'Ab'; glibc's en_US also
      // passes over punctuation at first.
      expect(row!.c).toEqual(['Abc@x.nl', 'a-z@x.nl', 'abb@x.nl', 'abd@x.nl']);
    });
  });
});
