import { sql } from 'drizzle-orm';
import type { Db } from './connect';
import { rowsOf } from './rows';

/**
 * Whether a database's default collation (libc's) orders text by code point, as C, POSIX and C.UTF-8
 * do: only then do all texts beginning with one prefix sort together, after every text of a smaller
 * prefix, which a seek by text prefix needs (the e-mail deep pages, decision 738). A linguistic
 * collation (nl_NL, en_US, any ICU locale) may skip punctuation at first and fold case.
 */
export function ordersByCodePoint(provider: string, collate: string): boolean {
  return provider === 'c' && /^(C|POSIX|C\.UTF-?8)$/i.test(collate);
}

const known = new WeakMap<Db, Promise<boolean>>();

/** `ordersByCodePoint` of the database behind `db`, asked once per connection (pool) and kept. */
export function sortsTextByCodePoint(db: Db): Promise<boolean> {
  let answer = known.get(db);
  if (answer === undefined) {
    answer = rowsOf<{ provider: string; collate: string }>(
      db,
      sql`select datlocprovider::text as provider, datcollate::text as collate
            from pg_database where datname = current_database()`,
    )
      .then(([row]) => (row ? ordersByCodePoint(row.provider, row.collate) : false))
      .catch((error: unknown) => {
        known.delete(db); // asked again at the next page, not failed for good
        throw error;
      });
    known.set(db, answer);
  }
  return answer;
}
