import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/rows';
import { seededRandom } from '../server/seed/random';
import {
  type BenchAdmin,
  expectOk,
  type Figures,
  figures,
  halfWayRange,
  isAuthStatement,
  machineNote,
  ms,
  openTarget,
  pageRange,
  printTable,
  type Statement,
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

type ExplicitRange = `items=${number}-${number}`;

export type ListCase = {
  list: 'accounts' | 'tlinks';
  name: string;
  queries: string[];
  /**
   * A page of 100 at the start, half-way through the case's total (read from a first-page call), or
   * a range of its own (a page the data says is hard, decision 712).
   */
  page: 'first' | 'deep' | ExplicitRange;
  /** Made as the demo publisher-bound administrator: every query is then scoped to their publisher. */
  as: BenchAdmin;
};

async function column(target: Target, query: ReturnType<typeof sql>): Promise<string[]> {
  return (await rowsOf(target.database.db, query)).map((row) => String(Object.values(row)[0]));
}

/** The superuser cases also measured as the publisher-bound administrator: each list's main filters and sorts. */
const PUBLISHER_CASES: Record<ListCase['list'], string[]> = {
  accounts: [
    'no filter (default sort updatedAt DESC)',
    'input: whole e-mail',
    'achternaam',
    'brin',
    'sort ASC-familyName',
    'deep page',
  ],
  tlinks: [
    'no filter (default sort licenseCode ASC)',
    'licenseCode: whole code',
    'product',
    'organisation (school)',
    'status: ACTIVE',
    'created from',
    'sort DESC-createdAt',
    'deep page',
    'deep page, sort DESC-createdAt',
    // The publisher's end-day counter (decision 722).
    'deep page, sort DESC-endDate',
    'deep page, sort ASC-endDate',
  ],
};

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
  const a = (name: string, queries: string[], page: ListCase['page'] = 'first'): ListCase => ({
    list: 'accounts',
    name,
    queries,
    page,
    as: 'superuser',
  });
  const t = (name: string, queries: string[], page: ListCase['page'] = 'first'): ListCase => ({
    ...a(name, queries, page),
    list: 'tlinks',
  });
  const emailPart = (e: string) => e.split('@')[0]!.split('.')[0]!.slice(0, 6);
  const cases: ListCase[] = [
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
    a('deep page', [''], 'deep'),
    a('deep page, sort ASC-email', ['sort=ASC-email'], 'deep'),

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
    t('deep page', [''], 'deep'),
    t('deep page, sort DESC-licenseCode', ['sort=DESC-licenseCode'], 'deep'),
    t('deep page, status ACTIVE', ['licenseState=ACTIVE'], 'deep'),
    t('deep page, sort DESC-createdAt', ['sort=DESC-createdAt'], 'deep'),
    t('deep page, sort DESC-endDate', ['sort=DESC-endDate'], 'deep'),
    t('deep page, sort ASC-endDate', ['sort=ASC-endDate'], 'deep'),
    // Inside the day most licences end on, where the end-date seek walks furthest (decision 712).
    t('deep page, sort ASC-endDate: middle of the busiest end day', ['sort=ASC-endDate'], endDatePages.ASC),
    t(
      'deep page, sort DESC-endDate: middle of the busiest end day',
      ['sort=DESC-endDate'],
      endDatePages.DESC,
    ),
  ];
  // The main filters and sorts again as the demo publisher-bound administrator (issue 21 item 1).
  // The TLink values of the publisher-bound administrator's own licences: another publisher's
  // code, product or school is an empty list to them (the superuser's values where they see none).
  const own = await ownTlinkValues(target, random, n);
  const ownQueries: Record<string, string[]> = {
    'licenseCode: whole code': own.map((l) => `licenseCode=${l.licenseCode}`),
    product: own.map((l) => `product=${l.product.id}`),
    'organisation (school)': own.flatMap((l) =>
      l.organisation ? [`organisation=${l.organisation.id}`] : [],
    ),
  };
  const bound = cases
    .filter((c) => PUBLISHER_CASES[c.list].includes(c.name))
    .map((c): ListCase => {
      const queries = c.list === 'tlinks' ? ownQueries[c.name] : undefined;
      return { ...c, as: 'publisher', ...(queries?.length ? { queries } : {}) };
    });
  return [...cases, ...bound].filter((c) => c.queries.length > 0);
}

type OwnTlink = { licenseCode: string; product: { id: number }; organisation: { id: number } | null };

/**
 * Up to `n` licences the publisher-bound administrator sees, read through the API (so whoever the
 * harness binds is asked) from pages of `n` at random places in their list; none when refused.
 */
async function ownTlinkValues(
  target: Target,
  random: ReturnType<typeof seededRandom>,
  n: number,
): Promise<OwnTlink[]> {
  const page = async (range: string) => {
    const response = await target.request('/api/tlinklicenses', { headers: { range } }, 'publisher');
    const rows = response.status === 200 ? ((await response.json()) as OwnTlink[]) : [];
    if (response.status !== 200) await response.arrayBuffer();
    return { rows, total: Number(response.headers.get('content-range')?.split('/')[1] ?? 0) };
  };
  const { total } = await page(pageRange(0, 1));
  const out: OwnTlink[] = [];
  for (let i = 0; i < 3 && total > 0; i++) {
    const start = random.int(0, Math.max(0, total - n));
    out.push(...(await page(pageRange(start, n))).rows.filter((_, j) => j % 3 === i));
  }
  return out.slice(0, n);
}

/**
 * The pages in the middle of the day most licences end on, by end date up and down (decision 712),
 * from the end-day counter: there the end-date seek walks furthest inside its day (at scale 1,
 * 14,754 of 200,000 licences end at one instant).
 */
async function endDateDeepPages(target: Target): Promise<Record<'ASC' | 'DESC', ExplicitRange>> {
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
  return {
    ASC: pageRange(middle, PAGE) as ExplicitRange,
    DESC: pageRange(Math.max(total - middle - PAGE, 0), PAGE) as ExplicitRange,
  };
}

export type ListResult = ListCase & {
  figures: Figures;
  /** The raw-SQL floor: each sample's statements (authentication left out) replayed on the raw driver. */
  sql: Figures;
  /** The Content-Range total of the last sample. */
  total: string;
  /** The range of the first query (a deep page's depends on its total). */
  range: string;
  /** This administrator may not call the list (403): not measured, and not within the budget. */
  refused?: boolean;
};

const PAGE = 100;
const none = figures([]);
const pathOf = (c: ListCase, query: string) =>
  `${c.list === 'accounts' ? '/api/accounts' : '/api/tlinklicenses'}${query ? `?${query}` : ''}`;

/** The range of a case's query: the first 100, or 100 from half-way through the total of a first-page call. */
async function rangeOf(target: Target, c: ListCase, query: string): Promise<string> {
  if (c.page === 'first') return pageRange(0, PAGE);
  if (c.page !== 'deep') return c.page;
  const first = await target.request(pathOf(c, query), { headers: { range: pageRange(0, PAGE) } }, c.as);
  await first.arrayBuffer();
  return halfWayRange(first.headers.get('content-range'), PAGE);
}

export async function benchLists(
  target: Target,
  samples = 20,
  only?: RegExp,
  onResult?: (result: ListResult) => void,
): Promise<ListResult[]> {
  const results: ListResult[] = [];
  for (const c of await listCases(target)) {
    if (only && !only.test(`${c.list} ${c.name} ${c.as}`)) continue;
    const ranges = await Promise.all(c.queries.map((q) => rangeOf(target, c, q)));
    const call = (i: number) =>
      target.request(
        pathOf(c, c.queries[i % c.queries.length]!),
        { headers: { range: ranges[i % ranges.length]! } },
        c.as,
      );
    const probe = await call(0);
    if (probe.status === 403) {
      await probe.arrayBuffer();
      const result = { ...c, figures: none, sql: none, total: '-', range: ranges[0]!, refused: true };
      results.push(result);
      onResult?.(result);
      continue;
    }
    await expectOk(probe, `${c.list} ${c.name} as ${c.as}`);
    let total = '';
    // Each sample's own statements: the samples rotate filter values, so sample i's floor replays
    // exactly its call (as bench/reports.ts); the authentication's lookup is API overhead (as bench/lookups.ts).
    const sent: Statement[][] = [];
    const times = await timeIt(
      async (i) => {
        let response = new Response();
        const recorded = await target.record(async () => {
          response = await expectOk(await call(i), `${c.list} ${c.name} as ${c.as}`);
        });
        sent[i] = recorded.filter((statement) => !isAuthStatement(statement));
        total = response.headers.get('content-range')?.split('/')[1] ?? '?';
      },
      samples,
      // Each value's rows read once before timing: otherwise the API call met them cold and the
      // replay warm (decision 655).
      Math.min(c.queries.length, samples),
    );
    const sqlTimes = await timeIt((i) => target.raw(sent[i]!), samples, 1);
    const result = { ...c, figures: figures(times), sql: figures(sqlTimes), total, range: ranges[0]! };
    results.push(result);
    onResult?.(result);
  }
  return results;
}

const withinBudget = (r: ListResult) => !r.refused && r.figures.p95 < LIST_BUDGET_MS;
const ratioOf = (r: ListResult) => r.figures.median / Math.max(r.sql.median, 0.01);

/** One case's progress line, printed as it finishes (a run at scale takes minutes). */
export const listProgress = (r: ListResult) =>
  console.log(
    r.refused
      ? `  ${r.list} ${r.name} as ${r.as}: not measured (403)`
      : `  ${r.list} ${r.name} as ${r.as}: p50 ${ms(r.figures.median)} p95 ${ms(r.figures.p95)} SQL ${ms(r.sql.median)} / ${ms(r.sql.p95)} total ${r.total}`,
  );

export function printLists(results: ListResult[]): boolean {
  for (const list of ['accounts', 'tlinks'] as const) {
    const rows = results.filter((r) => r.list === list);
    if (rows.length === 0) continue;
    printTable(
      [
        list === 'accounts' ? 'GET /api/accounts' : 'GET /api/tlinklicenses',
        'as',
        'range',
        ...TIMING_HEADERS,
        'SQL median',
        'SQL p95',
        'API/SQL',
        'total (last)',
        'ok',
      ],
      rows.map((r) =>
        r.refused
          ? [r.name, r.as, r.range, 0, '-', '-', '-', '-', '-', '-', 'not measured', 'NO']
          : [
              r.name,
              r.as,
              r.range,
              ...timingCells(r.figures),
              ms(r.sql.median),
              ms(r.sql.p95),
              `${ratioOf(r).toFixed(1)}x`,
              r.total,
              withinBudget(r) ? 'yes' : 'NO',
            ],
      ),
    );
    console.log();
  }
  const within = results.filter(withinBudget).length;
  console.log(`${within} of ${results.length} cases within p95 < ${LIST_BUDGET_MS} ms\n`);
  return within === results.length;
}

/** The list cases as rows of a results file (`bench/results-file.ts`); a refusal has no figures and misses. */
export const listRows = (results: ListResult[]) =>
  results.map((r) => ({
    kind: 'list' as const,
    endpoint: r.list === 'accounts' ? '/api/accounts' : '/api/tlinklicenses',
    case: r.name,
    page: r.page,
    role: r.as,
    ...measured(r.figures, r.refused ? undefined : r.sql),
    budget: `p95 < ${LIST_BUDGET_MS} ms`,
    within: withinBudget(r),
    ...(r.refused ? { refused: true } : {}),
  }));

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  // Scale 1 is the embedded default's demo data (50,000 accounts, 200,000 TLinks).
  const target = await openTarget(url ? { url } : { scale: Number(process.env.BENCH_SCALE ?? 1) });
  console.log(`list filters on ${target.label}; ${await machineNote()}`);
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  const results = await benchLists(target, Number(process.env.BENCH_SAMPLES ?? 20), only, listProgress);
  const ok = printLists(results);
  await writeResults('lists', target.label, listRows(results));
  await target.close();
  process.exitCode = ok ? 0 : 1;
}
