import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '../../domain/ean';
import { LICENSE_SOURCES, TLINK_LICENSE_STATES } from '../../domain/enums';
import type { Db } from '../db/connect';
import { freshTestDatabase } from '../test-support/database';
import { TLINK_ALPHABET } from './codes';
import { seedDemo, seedVolumes } from './demo';

type TestDatabase = Awaited<ReturnType<typeof freshTestDatabase>>;
let first: TestDatabase;
let second: TestDatabase;

const rowsOf = async (db: Db, query: string) =>
  (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };

/** A hash of a table's rows in id order; equal hashes mean equal data. */
async function tableHash(db: Db, table: string): Promise<string> {
  const result = await rowsOf(db, `select to_jsonb(t)::text as row from ${table} t order by 1`);
  const hash = createHash('sha256');
  for (const row of result.rows) hash.update(String(row.row));
  return `${result.rows.length}:${hash.digest('hex').slice(0, 16)}`;
}

const HASHED = [
  'organisations',
  'products',
  'prices',
  'license_models',
  'accounts',
  'extern_accounts',
  'tlink_licenses',
  'eck_licenses',
  'license_messages',
  'school_contracts',
  'order_details',
  'log_entries',
  'log_entry_lines',
  'merge_logs',
];

beforeAll(async () => {
  [first, second] = await Promise.all([freshTestDatabase(), freshTestDatabase()]);
  await seedDemo(first.db, { scale: 0.02 });
  await seedDemo(second.db, { scale: 0.02 });
}, 240_000);
afterAll(async () => {
  await first?.drop();
  await second?.drop();
});

describe('demo seed', () => {
  it('produces identical rows in two databases (deterministic)', async () => {
    for (const table of HASHED) {
      expect(await tableHash(second.db, table), table).toBe(await tableHash(first.db, table));
    }
  });

  it('holds the volumes of its scale and every TLink state and source', async () => {
    const volumes = seedVolumes(0.02);
    const counts = await rowsOf(
      first.db,
      `select (select count(*) from accounts)::int as accounts, (select count(*) from tlink_licenses)::int as tlinks,
              (select count(*) from products)::int as products`,
    );
    expect(counts.rows[0]).toEqual({
      accounts: volumes.accounts,
      tlinks: volumes.tlinks,
      products: volumes.products,
    });
    const states = await rowsOf(
      first.db,
      'select distinct license_state as v from tlink_licenses order by 1',
    );
    expect(states.rows.map((row) => row.v)).toEqual([...TLINK_LICENSE_STATES].sort());
    const sources = await rowsOf(
      first.db,
      'select distinct creation_method as v from tlink_licenses order by 1',
    );
    expect(sources.rows.map((row) => row.v)).toEqual([...LICENSE_SOURCES].sort());
  });

  it('draws TLink codes from the look-alike-free alphabet and gives products valid GS1 EANs', async () => {
    const codes = await rowsOf(first.db, 'select license_code as v from tlink_licenses');
    const allowed = new RegExp(`^[${TLINK_ALPHABET}]{8}$`);
    for (const row of codes.rows) expect(String(row.v)).toMatch(allowed);
    const eans = await rowsOf(first.db, 'select ean as v from products');
    for (const row of eans.rows) expect(hasValidCheckDigit(String(row.v))).toBe(true);
  });

  it('gives the demo publisher a good share of the products and licences', async () => {
    const share = await rowsOf(
      first.db,
      `select count(*) filter (where o.name = 'Uitgeverij Noorderlicht')::float / count(*) as share
       from tlink_licenses l join products p on p.id = l.product_id join organisations o on o.id = p.organisation_id`,
    );
    expect(Number(share.rows[0]!.share)).toBeGreaterThan(0.1);
  });

  it('links log entries to accounts with the texts the activity view colours', async () => {
    const texts = await rowsOf(
      first.db,
      `select
         bool_or(info like 'Callback succesvol: %') as success,
         bool_or(error like 'Callback fout: %') as callback_error,
         bool_or(error like 'Er is geen licentie gevonden%') as not_found,
         bool_or(error like 'Error: %') as error,
         bool_or(info like 'Product exists for ean: %') as product
       from log_entry_lines`,
    );
    expect(Object.values(texts.rows[0]!)).toEqual([true, true, true, true, true]);
    const failed = await rowsOf(
      first.db,
      `select count(*)::int as n from license_messages where status = 'Error' and retry_count >= 5`,
    );
    expect(Number(failed.rows[0]!.n)).toBeGreaterThan(0);
  });

  it('rebuilds every index it set aside for the bulk load', async () => {
    const fresh = await freshTestDatabase();
    try {
      const query = `select indexname as v from pg_indexes where schemaname = current_schema() order by 1`;
      expect((await rowsOf(first.db, query)).rows).toEqual((await rowsOf(fresh.db, query)).rows);
    } finally {
      await fresh.drop();
    }
  });
});
