import { sql } from 'drizzle-orm';
import type { Db } from '../connect';
import { rowsOf } from '../rows';

/*
 * The data that triggers keep (migration 0001_derived-columns, decisions 102, 127, 129), computed
 * here apart from the triggers: the tests of the triggers and of the upgrade compare with these.
 */

/** Family names of accounts that the dictionary lacks: always none. */
export async function missingFamilyNames(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ family_name: string }>(
    db,
    sql`select distinct family_name from accounts a where family_name is not null
         and not exists (select 1 from account_family_names d where d.family_name = a.family_name)`,
  );
  return rows.map((row) => row.family_name);
}

/** Licences whose publisher_id is not their product's publisher: always none. */
export const driftedLicencePublishers = async (db: Db) =>
  Number(
    (
      await rowsOf<{ n: string }>(
        db,
        sql`select count(*) as n from tlink_licenses t join products p on p.id = t.product_id
          where t.publisher_id is distinct from p.organisation_id`,
      )
    )[0]!.n,
  );

/**
 * Each group's publishers computed here, apart from the triggers: every 'ean: X' and 'tlink: X' of
 * its lines names the publisher of that product or licence, or 0 when there is none.
 */
export async function expectedLogEntryPublishers(db: Db): Promise<Map<number, number[]>> {
  const all = <T>(query: string) => rowsOf<T>(db, sql.raw(query));
  const products = new Map(
    (
      await all<{ ean: string; publisher: number }>('select ean, organisation_id as publisher from products')
    ).map((row) => [row.ean, Number(row.publisher)]),
  );
  const licences = new Map(
    (
      await all<{ code: string; publisher: number }>(
        'select license_code as code, publisher_id as publisher from tlink_licenses',
      )
    ).map((row) => [row.code, Number(row.publisher)]),
  );
  const groups = new Map<number, Set<number>>();
  for (const { id } of await all<{ id: number }>('select id from log_entries'))
    groups.set(Number(id), new Set());
  for (const line of await all<{ entry: number; text: string }>(
    'select log_entry_id as entry, coalesce(info, error) as text from log_entry_lines',
  )) {
    for (const [, kind, value = ''] of line.text.matchAll(/\b(tlink|ean):\s*([A-Za-z0-9]+)/gi)) {
      const publisher =
        kind!.toLowerCase() === 'ean' ? products.get(value) : licences.get(value.toUpperCase());
      groups.get(Number(line.entry))!.add(publisher ?? 0);
    }
  }
  return new Map([...groups].map(([id, set]) => [id, [...set].sort((a, b) => a - b)]));
}

/** Each group's publisher_ids as stored. */
export const storedLogEntryPublishers = async (db: Db) =>
  new Map(
    (
      await rowsOf<{ id: number; publishers: number[] }>(
        db,
        sql`select id, publisher_ids as publishers from log_entries`,
      )
    ).map((row) => [Number(row.id), row.publishers.map(Number)]),
  );
