import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '../../domain/ean';
import { LICENSE_SOURCES, TLINK_LICENSE_STATES } from '../../domain/enums';
import type { Db } from '../db/connect';
import { freshTestDatabase } from '../test-support/database';
import { TLINK_ALPHABET } from './codes';
import { SEED_HISTORY_PARTS, seedDemo, seedHistory, seedVolumes } from './demo';
import { holdsSeededHistory, MONTHLY_MAINTENANCE_MESSAGE } from './history';
import { SEED_REFERENCE_DATE } from './random';

type TestDatabase = Awaited<ReturnType<typeof freshTestDatabase>>;
let first: TestDatabase;
let second: TestDatabase;

const rowsOf = async (db: Db, query: string) =>
  (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };

/** A hash of a table's rows in id order (or, `withoutIds`, in the order of their content); equal hashes mean equal data. */
async function tableHash(db: Db, table: string, withoutIds = false): Promise<string> {
  const row = withoutIds ? `(to_jsonb(t) - 'id')::text` : 'to_jsonb(t)::text';
  const result = await rowsOf(db, `select ${row} as row from ${table} t order by 1`);
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
  'audit_entries',
  'export_jobs',
  'service_windows',
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

  it('writes two years of audit entries by the demo and former administrators, their exports and maintenance windows', async () => {
    const volumes = seedVolumes(0.02);
    const audit = await rowsOf(
      first.db,
      `select count(*)::int as n, count(distinct object_type)::int as types, count(distinct request_type)::int as methods,
              count(distinct admin_email)::int as admins,
              count(*) filter (where admin_email in ('admin@leskluis.test', 'support@leskluis.test', 'uitgever@leskluis.test'))::int as demo,
              extract(day from max(requested_on) - min(requested_on))::int as days
       from audit_entries`,
    );
    const row = audit.rows[0]!;
    expect(row.n).toBe(volumes.auditEntries);
    expect(row.n).toBe(1000);
    expect(row.methods).toBe(3);
    expect(Number(row.types)).toBeGreaterThanOrEqual(12);
    expect(Number(row.admins)).toBeGreaterThan(20);
    expect(Number(row.demo) / Number(row.n)).toBeGreaterThan(0.4);
    expect(Number(row.days)).toBeGreaterThan(700);
    // Newer requests have higher ids, as when they come in one by one.
    const disorder = await rowsOf(
      first.db,
      `select count(*)::int as n from (select requested_on < lag(requested_on) over (order by id) as back from audit_entries) s where back`,
    );
    expect(disorder.rows[0]!.n).toBe(0);

    const exports = await rowsOf(
      first.db,
      `select a.email, count(*)::int as jobs,
              count(*) filter (where j.status = 'failed' and j.error is not null)::int as failed,
              count(*) filter (where j.status = 'finished' and j.file_bytes is null and j.downloadable_until < now())::int as expired
       from export_jobs j join administrators a on a.id = j.administrator_id group by a.email order by a.email`,
    );
    expect(exports.rows).toEqual([
      { email: 'admin@leskluis.test', jobs: 6, failed: 2, expired: 4 },
      { email: 'support@leskluis.test', jobs: 6, failed: 2, expired: 4 },
      { email: 'uitgever@leskluis.test', jobs: 6, failed: 2, expired: 4 },
    ]);

    const reference = SEED_REFERENCE_DATE.toISOString();
    const windows = await rowsOf(
      first.db,
      `select count(*) filter (where end_date < '${reference}')::int > 0 as past,
              count(*) filter (where start_date <= '${reference}' and end_date is null)::int > 0 as current,
              count(*) filter (where start_date > '${reference}')::int > 0 as future,
              bool_and(p.product_type = 'WEB_BROWSER') as web,
              min(n)::int as fewest
       from service_windows w join products p on p.id = w.product_id
       join (select product_id, count(*) as n from service_windows group by 1) c on c.product_id = w.product_id`,
    );
    expect(windows.rows[0]).toEqual({ past: true, current: true, future: true, web: true, fewest: 5 });
  });

  it('adds the same history to a database seeded without it, and leaves a part it holds alone', async () => {
    const hashes = async () =>
      Promise.all(
        ['audit_entries', 'export_jobs', 'service_windows'].map((t) => tableHash(second.db, t, true)),
      );
    const seeded = await hashes();
    await rowsOf(second.db, 'truncate audit_entries, export_jobs restart identity cascade');
    await rowsOf(
      second.db,
      `delete from service_windows where message = '${MONTHLY_MAINTENANCE_MESSAGE}' or start_date > '${SEED_REFERENCE_DATE.toISOString()}'::timestamptz + interval '44 days' or (end_date is null and start_date <= '${SEED_REFERENCE_DATE.toISOString()}')`,
    );
    for (const part of SEED_HISTORY_PARTS)
      expect(await holdsSeededHistory(second.db, part), part).toBe(false);
    await seedHistory(second.db, { scale: 0.02 }, SEED_HISTORY_PARTS);
    for (const part of SEED_HISTORY_PARTS) expect(await holdsSeededHistory(second.db, part), part).toBe(true);
    expect(await hashes()).toEqual(seeded);
  });
});
