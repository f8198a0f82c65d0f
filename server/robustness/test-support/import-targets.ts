import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';

/** The first row of a query that the demo data always answers. */
async function first<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return (await rowsOf<T>(db, query))[0]!;
}

/**
 * What the imports name, taken from the demo data: a publisher, the EAN of the first product that is
 * not a subject, an ECK account and the latest school year.
 */
export async function importTargets(db: Db) {
  const publisher = first<{ id: number }>(
    db,
    sql`select id from organisations where 'Uitgever' = any(type) order by id limit 1`,
  );
  const product = first<{ ean: string }>(
    db,
    sql`select ean from products where not is_subject order by id limit 1`,
  );
  const eckAccount = first<{ id: number }>(db, sql`select id from eck_accounts order by id limit 1`);
  const year = first<{ name: string }>(
    db,
    sql`select name from school_years order by start_date desc limit 1`,
  );
  return {
    publisherId: (await publisher).id,
    ean: (await product).ean,
    eckAccountId: (await eckAccount).id,
    year: (await year).name,
  };
}
