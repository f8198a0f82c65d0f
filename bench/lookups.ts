import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { seededRandom } from '../server/seed/random';
import {
  expectOk,
  figures,
  isAuthStatement,
  machineNote,
  ms,
  openTarget,
  printTable,
  type Target,
  TIMING_HEADERS,
  timingCells,
} from './harness';
import { measured, writeResults } from './results-file';

/**
 * Identifier lookups as the palette makes them (decision 020), each with a different existing value
 * per sample: the API in-process (`app.request`, token verification and JSON included) beside the
 * raw SQL of the same request (the statements it sent, replayed on the raw driver, named where the
 * API named them (decision 602), the administrator lookup of authentication left out). Budget
 * (DESIGN §7, issue 21 item 5): p95 < 5 ms and a median at most twice the raw SQL's (was p95 < 10 ms).
 */
export const LOOKUP_BUDGET_MS = 5;
const LOOKUP_MAX_SQL_RATIO = 2;

const ratioOf = (r: LookupResult) => r.api.median / Math.max(r.sql.median, 0.001);
const withinBudget = (r: LookupResult) => r.api.p95 < LOOKUP_BUDGET_MS && ratioOf(r) <= LOOKUP_MAX_SQL_RATIO;

/** `endpoint` as the palette calls it, printed after the name (`e-mail: GET /api/accounts?input=`). */
type Lookup = { name: string; endpoint: string; paths: string[] };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Existing identifiers, spread over the whole id range (deterministic). */
async function sampleLookups(target: Target, count: number): Promise<Lookup[]> {
  const db = target.database.db;
  const random = seededRandom(20261122);
  const range = async (table: string) => {
    const [row] = rowsOf(
      await db.execute(sql.raw(`select min(id)::int as lo, max(id)::int as hi from ${table}`)),
    );
    const lo = Number(row?.lo ?? 1);
    const hi = Number(row?.hi ?? 1);
    return Array.from({ length: count * 3 }, () => random.int(lo, hi));
  };
  const accountIds = await range('accounts');
  const tlinkIds = await range('tlink_licenses');
  const emails = rowsOf(
    await db.execute(
      sql`select email from accounts where id in ${accountIds} and email is not null limit ${count}`,
    ),
  ).map((row) => String(row.email));
  const tlinks = rowsOf(
    await db.execute(sql`select id, license_code from tlink_licenses where id in ${tlinkIds} limit ${count}`),
  );
  const eans = rowsOf(await db.execute(sql`select ean from products order by random() limit ${count}`)).map(
    (row) => String(row.ean),
  );
  const logIds = await range('log_entries');
  const meldcodes = rowsOf(
    await db.execute(sql`select meldcode from log_entries where id in ${logIds} limit ${count}`),
  ).map((row) => String(row.meldcode));
  const brins = rowsOf(
    await db.execute(
      sql`select brin from organisations where brin is not null order by random() limit ${count}`,
    ),
  ).map((row) => String(row.brin));
  const nameIds = rowsOf(
    await db.execute(
      sql`select name_id from extern_accounts where account_id in ${accountIds} limit ${count}`,
    ),
  ).map((row) => String(row.name_id));
  const enc = encodeURIComponent;
  return [
    {
      name: 'account id',
      endpoint: '/api/accounts/{id}',
      paths: accountIds.slice(0, count).map((id) => `/api/accounts/${id}`),
    },
    {
      name: 'e-mail',
      endpoint: '/api/accounts?input=',
      paths: emails.map((e) => `/api/accounts?input=${enc(e)}`),
    },
    {
      name: 'TLink code',
      endpoint: '/api/tlinklicenses?licenseCode=',
      paths: tlinks.map((row) => `/api/tlinklicenses?licenseCode=${row.license_code}`),
    },
    {
      name: 'TLink id',
      endpoint: '/api/tlinklicenses/{id}',
      paths: tlinks.map((row) => `/api/tlinklicenses/${row.id}`),
    },
    { name: 'EAN', endpoint: '/api/products?ean=', paths: eans.map((ean) => `/api/products?ean=${ean}`) },
    {
      name: 'meldcode',
      endpoint: '/api/logentries?meldcode=&amount=1',
      paths: meldcodes.map((code) => `/api/logentries?meldcode=${code}&amount=1`),
    },
    {
      name: 'BRIN',
      endpoint: '/api/organisations?q=',
      paths: brins.map((brin) => `/api/organisations?q=${brin}`),
    },
    {
      name: 'name ID',
      endpoint: '/api/externalaccounts?nameId=',
      paths: nameIds.map((id) => `/api/externalaccounts?nameId=${enc(id)}`),
    },
    {
      name: 'ECK iD / userid',
      endpoint: '/api/accounts?userid=',
      paths: nameIds.map((id) => `/api/accounts?userid=${enc(id)}`),
    },
  ];
}

export type LookupResult = {
  name: string;
  endpoint: string;
  api: ReturnType<typeof figures>;
  sql: ReturnType<typeof figures>;
  statements: number;
};

export async function benchLookups(target: Target, samples = 60): Promise<LookupResult[]> {
  const lookups = await sampleLookups(target, samples);
  const results: LookupResult[] = [];
  // Warm-up, every kind before any is timed: the first calls compile the routes and the code they
  // share (Hono, pg, drizzle) and fill the plan caches, and each sample's rows are read once before
  // either side is timed. Without it the API call met its rows on disk and the SQL replay right
  // after it found them in shared buffers (decision 655): the floor was a warm read beside a cold
  // one. Kind by kind, the first kind timed paid for the shared code's compilation (decision 739).
  for (const lookup of lookups)
    for (const path of lookup.paths.slice(0, samples))
      await expectOk(await target.request(path), lookup.name);
  for (const lookup of lookups) {
    if (lookup.paths.length === 0) continue;
    const apiTimes: number[] = [];
    const sqlTimes: number[] = [];
    let statements = 0;
    for (let i = 0; i < samples; i++) {
      const path = lookup.paths[i % lookup.paths.length]!;
      let start = performance.now();
      // Recording costs a push per statement: nothing measurable beside a database round trip.
      const recorded = await target.record(async () => expectOk(await target.request(path), lookup.name));
      apiTimes.push(performance.now() - start);
      const data = recorded.filter((statement) => !isAuthStatement(statement));
      statements = data.length;
      start = performance.now();
      await target.raw(data);
      sqlTimes.push(performance.now() - start);
    }
    results.push({
      name: lookup.name,
      endpoint: lookup.endpoint,
      api: figures(apiTimes),
      sql: figures(sqlTimes),
      statements,
    });
  }
  return results;
}

export function printLookups(results: LookupResult[]): boolean {
  printTable(
    [
      'lookup (API in-process)',
      ...TIMING_HEADERS,
      'budget',
      'SQL median',
      'SQL p95',
      'API/SQL (median)',
      'ok',
    ],
    results.map((r) => [
      `${r.name}: GET ${r.endpoint}`,
      ...timingCells(r.api),
      `p95 < ${LOOKUP_BUDGET_MS}, <= ${LOOKUP_MAX_SQL_RATIO}x`,
      `${ms(r.sql.median)} (${r.statements} st.)`,
      ms(r.sql.p95),
      `${ratioOf(r).toFixed(1)}x`,
      withinBudget(r) ? 'yes' : 'NO',
    ]),
  );
  return results.every(withinBudget);
}

/** The lookups as rows of a results file (`bench/results-file.ts`). */
export const lookupRows = (results: LookupResult[]) =>
  results.map((r) => ({
    kind: 'lookup' as const,
    endpoint: r.endpoint,
    case: r.name,
    page: '',
    role: 'superuser' as const,
    ...measured(r.api, r.sql),
    budget: `p95 < ${LOOKUP_BUDGET_MS} ms, <= ${LOOKUP_MAX_SQL_RATIO}x SQL`,
    within: withinBudget(r),
  }));

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  const target = await openTarget(url ? { url } : { scale: Number(process.env.BENCH_SCALE ?? 0.1) });
  console.log(`identifier lookups on ${target.label}; ${await machineNote()}`);
  const results = await benchLookups(target, Number(process.env.BENCH_SAMPLES ?? 60));
  const ok = printLookups(results);
  await writeResults('lookups', target.label, lookupRows(results));
  await target.close();
  process.exitCode = ok ? 0 : 1;
}
