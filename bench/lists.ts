import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/rows';
import { seededRandom } from '../server/seed/random';
import {
  type BenchAdmin,
  expectOk,
  figures,
  machineNote,
  openTarget,
  printTable,
  type Target,
  TIMING_HEADERS,
  timeIt,
  timingCells,
} from './harness';
import { measured, writeResults } from './results-file';

/**
 * Every filter and sort of the users list (spec 000 §2, GET /api/accounts) and of the TLink list
 * (spec 001 §2, GET /api/tlinklicenses), first page of 100 with its exact Content-Range total, as
 * the console asks for it; values vary per sample and are drawn from the data. Budget (DESIGN §7):
 * p95 < 50 ms at 1M accounts / 5M licences on PostgreSQL.
 */
export const LIST_BUDGET_MS = 50;

export type ListCase = {
  list: 'accounts' | 'tlinks';
  name: string;
  queries: string[];
  range?: string;
  /** Made as the demo publisher-bound administrator: every query is then scoped to their publisher. */
  as?: BenchAdmin;
};

async function column(target: Target, query: ReturnType<typeof sql>): Promise<string[]> {
  return (await rowsOf(target.database.db, query)).map((row) => String(Object.values(row)[0]));
}

/** The cases with realistic values taken from the data (what support pastes or picks). */
export async function listCases(target: Target, variants = 12): Promise<ListCase[]> {
  const random = seededRandom(42);
  const n = variants;
  const db = target.database.db;
  const [bounds] = await rowsOf(db, sql`select min(id)::int as lo, max(id)::int as hi from accounts`);
  const lo = Number(bounds?.lo ?? 1);
  const hi = Number(bounds?.hi ?? 1);
  const ids = Array.from({ length: n * 8 }, () => random.int(lo, hi));
  const rows = await rowsOf(
    db,
    sql`select email, telephone, first_name, family_name, tussenvoegsels, nl_edu_person_home_organization_id as brin,
      digi_delivery_id from accounts where id in ${ids}`,
  );
  const pick = (key: string, map: (v: string) => string = (v) => v) =>
    rows
      .map((row) => row[key])
      .filter((v): v is string => typeof v === 'string' && v.length > 0)
      .slice(0, n)
      .map(map);
  const nameIds = await column(
    target,
    sql`select name_id from extern_accounts where account_id in ${ids} and account_type = 'KNF' limit ${n}`,
  );
  const [tlinkBounds] = await rowsOf(
    db,
    sql`select min(id)::int as lo, max(id)::int as hi from tlink_licenses`,
  );
  const tlo = Number(tlinkBounds?.lo ?? 1);
  const thi = Number(tlinkBounds?.hi ?? 1);
  const tlinkIds = Array.from({ length: n * 8 }, () => random.int(tlo, thi));
  const tlinkSample = await rowsOf(
    db,
    sql`select license_code, reference_id, product_id, account_id, organisation_id, distributor_id
        from tlink_licenses where id in ${tlinkIds} and account_id is not null limit ${n}`,
  );
  const tl = (key: string) => tlinkSample.map((row) => String(row[key])).filter((v) => v !== 'null');
  const publishers = await column(
    target,
    sql`select distinct organisation_id from products order by 1 limit ${n}`,
  );
  const distributors = await column(
    target,
    sql`select distinct distributor_id from tlink_licenses where id in ${tlinkIds} and distributor_id is not null limit ${n}`,
  );
  const endDatePages = await endDateDeepPages(target);
  const enc = encodeURIComponent;
  const a = (name: string, queries: string[], range?: string): ListCase => ({
    list: 'accounts',
    name,
    queries,
    ...(range ? { range } : {}),
  });
  const t = (name: string, queries: string[], range?: string, as?: BenchAdmin): ListCase => ({
    list: 'tlinks',
    name,
    queries,
    ...(range ? { range } : {}),
    ...(as ? { as } : {}),
  });
  const emailPart = (e: string) => e.split('@')[0]!.split('.')[0]!.slice(0, 6);
  return [
    a('no filter (default sort updatedAt DESC)', ['']),
    a(
      'input: whole e-mail',
      pick('email').map((e) => `input=${enc(e)}`),
    ),
    a(
      'input: part of an e-mail (first name part)',
      pick('email').map((e) => `input=${enc(emailPart(e))}`),
    ),
    a(
      'input: telephone',
      pick('telephone').map((p) => `input=${p}`),
    ),
    a(
      'voornaam',
      pick('first_name').map((v) => `voornaam=${enc(v)}`),
    ),
    a(
      'tussenvoegsels',
      pick('tussenvoegsels').map((v) => `tussenvoegsels=${enc(v)}`),
    ),
    a(
      'achternaam',
      pick('family_name').map((v) => `achternaam=${enc(v)}`),
    ),
    a(
      'voornaam + achternaam',
      rows
        .slice(0, n)
        .map((r) => `voornaam=${enc(String(r.first_name))}&achternaam=${enc(String(r.family_name))}`),
    ),
    a(
      'userid (Neppi/Nepri/EckId)',
      nameIds.map((v) => `userid=${enc(v)}`),
    ),
    a(
      'brin',
      pick('brin').map((v) => `brin=${v}`),
    ),
    a(
      'digiDeliveryId',
      pick('digi_delivery_id').map((v) => `digiDeliveryId=${v}`),
    ),
    a(
      'schoolYear',
      ['1', '2', '3', '4', '5', '6', '7', '8'].map((y) => `schoolYear=${y}`),
    ),
    a(
      'brin + schoolYear',
      pick('brin').map((v, i) => `brin=${v}&schoolYear=${1 + (i % 8)}`),
    ),
    ...(['updatedAt', 'createdAt', 'id', 'email', 'username', 'familyName'] as const).flatMap((field) => [
      a(`sort ASC-${field}`, [`sort=ASC-${field}`]),
      a(`sort DESC-${field}`, [`sort=DESC-${field}`]),
    ]),
    a(
      'achternaam, sort ASC-familyName',
      pick('family_name').map((v) => `achternaam=${enc(v)}&sort=ASC-familyName`),
    ),
    a('deep page: items=500000-500099', [''], 'items=500000-500099'),
    a('deep page, sort ASC-email: items=500000-', ['sort=ASC-email'], 'items=500000-500099'),

    t('no filter (default sort licenseCode ASC)', ['']),
    t(
      'licenseCode: whole code',
      tl('license_code').map((v) => `licenseCode=${v}`),
    ),
    t(
      'licenseCode: part (4 characters)',
      tl('license_code').map((v) => `licenseCode=${v.slice(2, 6)}`),
    ),
    t(
      'referenceId: part',
      tl('reference_id').map((v) => `referenceId=${v.slice(1)}`),
    ),
    t(
      'product',
      tl('product_id').map((v) => `product=${v}`),
    ),
    t(
      'account',
      tl('account_id').map((v) => `account=${v}`),
    ),
    t(
      'organisation (school)',
      tl('organisation_id').map((v) => `organisation=${v}`),
    ),
    t(
      'publisher',
      publishers.map((v) => `publisher=${v}`),
    ),
    t(
      'distributor',
      distributors.map((v) => `distributor=${v}`),
    ),
    t('status: ACTIVE', ['licenseState=ACTIVE']),
    t(
      'status: one rare state',
      ['PAUSED', 'BLOCKED', 'REVOKED_BY_EXTENSION'].map((s) => `licenseState=${s}`),
    ),
    t('status: two states', ['licenseState=ACTIVE&licenseState=EXPIRED']),
    t('source: ACTIVERINGSCODE', ['creationMethod=ACTIVERINGSCODE']),
    t(
      'source: one rare source',
      ['SERVICE', 'ILF_SPECIFICATIE', 'ELF_SPECIFICATIE'].map((s) => `creationMethod=${s}`),
    ),
    t(
      'created from',
      ['2025-06-01', '2026-01-15', '2024-09-01'].map((d) => `createdFrom=${d}`),
    ),
    t(
      'created to',
      ['2024-06-01', '2025-01-15', '2024-09-01'].map((d) => `createdTo=${d}`),
    ),
    t(
      'created from + to (one week)',
      ['2025-03-03', '2025-10-06', '2024-11-11'].map((d) => {
        const end = new Date(`${d}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + 6);
        return `createdFrom=${d}&createdTo=${end.toISOString().slice(0, 10)}`;
      }),
    ),
    t('showExpirableStates', ['showExpirableStates=true']),
    t('hideExpirableStates', ['hideExpirableStates=true']),
    t(
      'publisher + status ACTIVE',
      publishers.map((v) => `publisher=${v}&licenseState=ACTIVE`),
    ),
    t(
      'product + status + source',
      tl('product_id').map((v) => `product=${v}&licenseState=ACTIVE&creationMethod=API`),
    ),
    ...(['licenseCode', 'createdAt', 'updatedAt', 'endDate', 'startDate'] as const).flatMap((field) => [
      t(`sort ASC-${field}`, [`sort=ASC-${field}`]),
      t(`sort DESC-${field}`, [`sort=DESC-${field}`]),
    ]),
    t(
      'organisation, sort DESC-endDate',
      tl('organisation_id').map((v) => `organisation=${v}&sort=DESC-endDate`),
    ),
    t('deep page: items=2000000-2000099', [''], 'items=2000000-2000099'),
    t('deep page, sort DESC-licenseCode: items=3000000-', ['sort=DESC-licenseCode'], 'items=3000000-3000099'),
    t('deep page, status ACTIVE: items=800000-', ['licenseState=ACTIVE'], 'items=800000-800099'),
    t('deep page, sort DESC-createdAt: items=2000000-', ['sort=DESC-createdAt'], 'items=2000000-2000099'),
    t('deep page, sort DESC-endDate: items=2000000-', ['sort=DESC-endDate'], 'items=2000000-2000099'),
    ...(['ASC', 'DESC'] as const).flatMap((direction) => [
      t(
        `deep page, sort ${direction}-endDate: half-way`,
        [`sort=${direction}-endDate`],
        endDatePages.halfWay,
      ),
      t(
        `deep page, sort ${direction}-endDate: middle of the busiest end day`,
        [`sort=${direction}-endDate`],
        endDatePages.busiestDay[direction],
      ),
    ]),
    t('publisher-bound administrator: no filter', [''], undefined, 'publisher'),
    t('publisher-bound administrator: status ACTIVE', ['licenseState=ACTIVE'], undefined, 'publisher'),
    t('publisher-bound administrator: sort DESC-createdAt', ['sort=DESC-createdAt'], undefined, 'publisher'),
    t('publisher-bound administrator: deep page items=600000-', [''], 'items=600000-600099', 'publisher'),
  ].filter((c) => c.queries.length > 0);
}

/**
 * Pages of the list by end date (decision 712), from its end-day counter: half-way through it, and
 * in the middle of the day most licences end on (at scale 1, 14,754 of 200,000 end at one instant), where the seek walks
 * furthest inside its bucket.
 */
async function endDateDeepPages(target: Target) {
  const [row] = await rowsOf<{ total: number; before: number; busiest: number }>(
    target.database.db,
    sql`with days as (
          select end_day as day, sum(n)::int as n from tlink_counts_by_end_day group by 1),
        busiest as (select day, n from days where day is not null order by n desc limit 1)
        select (select sum(n)::int from days) as total, (select n from busiest) as busiest,
               (select coalesce(sum(n), 0)::int from days where day < (select day from busiest)) as before`,
  );
  const total = Number(row?.total ?? 0);
  const middle = Number(row?.before ?? 0) + Math.floor(Number(row?.busiest ?? 0) / 2);
  const items = (offset: number) => `items=${offset}-${offset + 99}`;
  return {
    halfWay: items(Math.floor(total / 2)),
    busiestDay: { ASC: items(middle), DESC: items(Math.max(total - middle - 100, 0)) },
  };
}

export type ListResult = ListCase & { figures: ReturnType<typeof figures>; total: string };

export async function benchLists(
  target: Target,
  samples = 20,
  only?: RegExp,
  onResult?: (result: ListResult) => void,
): Promise<ListResult[]> {
  const results: ListResult[] = [];
  for (const c of await listCases(target)) {
    if (only && !only.test(`${c.list} ${c.name}`)) continue;
    const base = c.list === 'accounts' ? '/api/accounts' : '/api/tlinklicenses';
    let total = '';
    const times = await timeIt(
      async (i) => {
        const query = c.queries[i % c.queries.length]!;
        const response = await target.request(
          `${base}${query ? `?${query}` : ''}`,
          { headers: { range: c.range ?? 'items=0-99' } },
          c.as,
        );
        await expectOk(response, `${c.list} ${c.name}`);
        total = response.headers.get('content-range')?.split('/')[1] ?? '?';
      },
      samples,
      1,
    );
    const result = { ...c, figures: figures(times), total };
    results.push(result);
    onResult?.(result);
  }
  return results;
}

export function printLists(results: ListResult[]): boolean {
  for (const list of ['accounts', 'tlinks'] as const) {
    const rows = results.filter((r) => r.list === list);
    if (rows.length === 0) continue;
    printTable(
      [
        list === 'accounts' ? 'GET /api/accounts' : 'GET /api/tlinklicenses',
        ...TIMING_HEADERS,
        'budget',
        'total (last)',
        'ok',
      ],
      rows.map((r) => [
        r.name,
        ...timingCells(r.figures),
        `p95 < ${LIST_BUDGET_MS}`,
        r.total,
        r.figures.p95 < LIST_BUDGET_MS ? 'yes' : 'NO',
      ]),
    );
    console.log();
  }
  return results.every((r) => r.figures.p95 < LIST_BUDGET_MS);
}

/** The list cases as rows of a results file (`bench/results-file.ts`); the page is the range asked for. */
export const listRows = (results: ListResult[]) =>
  results.map((r) => ({
    kind: 'list' as const,
    endpoint: r.list === 'accounts' ? '/api/accounts' : '/api/tlinklicenses',
    case: r.name,
    page: r.range ?? 'items=0-99',
    role: r.as ?? 'superuser',
    ...measured(r.figures),
    budget: `p95 < ${LIST_BUDGET_MS} ms`,
    within: r.figures.p95 < LIST_BUDGET_MS,
  }));

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  const target = await openTarget(url ? { url } : { scale: Number(process.env.BENCH_SCALE ?? 0.1) });
  console.log(`list filters on ${target.label}; ${await machineNote()}`);
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  const results = await benchLists(target, Number(process.env.BENCH_SAMPLES ?? 20), only);
  const ok = printLists(results);
  await writeResults('lists', target.label, listRows(results));
  await target.close();
  process.exitCode = ok ? 0 : 1;
}
