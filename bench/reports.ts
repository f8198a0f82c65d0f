import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/rows';
import {
  type BenchAdmin,
  figures,
  halfWayRange,
  machineNote,
  ms,
  openTarget,
  pageRange,
  printTable,
  type Statement,
  type Target,
  timeIt,
} from './harness';
import { LIST_BUDGET_MS } from './lists';
import { measured, writeResults } from './results-file';

/**
 * Every list, overview and report of both spec documents beyond the users and TLink lists (those
 * are `bench/lists.ts`): first page and a deep page (half-way through the total) with its main
 * filters, as the superuser and as the demo publisher-bound administrator. Beside each figure the
 * raw-SQL floor: the statements each sampled call sent, each replayed on the raw driver (decision 123), and the
 * ratio of the two. Budget (DESIGN §7, issue 21): p95 < 50 ms at scale 20 on PostgreSQL and on
 * the embedded default with the demo data.
 */

/** The reports are benched as the superuser and the publisher-bound administrator. */
type ReportAdmin = Extract<BenchAdmin, 'superuser' | 'publisher'>;

export type ReportCase = {
  /** The collection as the console calls it, e.g. `/api/contractbalances`. */
  path: string;
  name: string;
  /** Query strings, one per sample in turn (values drawn from the data); for a path with ids, whole URLs. */
  queries: string[];
  /** A page of 50 at the start, or half-way through the first call's total. */
  page: 'first' | 'deep';
  as: BenchAdmin;
};

export type ReportResult = ReportCase & {
  figures: ReturnType<typeof figures>;
  sql: ReturnType<typeof figures>;
  total: string;
  /** Not allowed for this administrator (403): not measured, so not within its budget (decision 710). */
  refused?: boolean;
  /** The call failed: the case misses its budget. */
  error?: string;
};

/** Up to `n` distinct non-null values of the first column of a query. */
async function values(target: Target, query: ReturnType<typeof sql>, n = 4): Promise<string[]> {
  const rows = await rowsOf(target.database.db, query);
  const seen = [
    ...new Set(rows.map((row) => Object.values(row)[0]).filter((v) => v !== null && v !== undefined)),
  ];
  return seen.slice(0, n).map(String);
}

/** Each query's values (see `values`), read one after the other. */
async function sampledValues<K extends string>(
  target: Target,
  queries: Record<K, ReturnType<typeof sql>>,
): Promise<Record<K, string[]>> {
  const out = {} as Record<K, string[]>;
  for (const [name, query] of Object.entries(queries) as [K, ReturnType<typeof sql>][])
    out[name] = await values(target, query);
  return out;
}

/** The cases, their filter values taken from the data (what an administrator picks). */
export async function reportCases(target: Target): Promise<ReportCase[]> {
  const {
    adminNames,
    eckSearches,
    eckDistributors,
    schoolYearNames,
    contractSubjects,
    contractDistributors,
    specificationProducts,
    specificationSchools,
    mostExternalAccounts,
    mostAccessUrls,
    mostMergeLogs,
    mostActivity,
    mostStyles,
    mostSiblings,
    mostEckLicences,
    summaryProducts,
    schools,
    distributors,
    products,
    publishers,
    eans,
    contractIds,
    contractRefs,
    contractSchools,
    eckProducts,
    eckSchools,
    poProducts,
    nameIds,
    meldcodes,
    publisherMeldcodes,
    adminEmails,
  } = await sampledValues(target, {
    schools: sql`select organisation_id from tlink_licenses where organisation_id is not null and id % 997 = 3 limit 20`,
    distributors: sql`select distinct distributor_id from tlink_licenses where id < 2000`,
    products: sql`select product_id from tlink_licenses where id % 991 = 5 limit 20`,
    publishers: sql`select distinct organisation_id from products order by 1 limit 4`,
    eans: sql`select p.ean from order_details od join products p on p.id = od.product_id limit 20`,
    contractIds: sql`select contract_id from order_details where contract_id is not null limit 20`,
    contractRefs: sql`select contract_reference_id from school_contracts where id % 97 = 1 limit 20`,
    contractSchools: sql`select school_id from school_contracts where id % 89 = 1 limit 20`,
    eckProducts: sql`select product_id from eck_licenses where id % 983 = 1 limit 20`,
    eckSchools: sql`select organisation_id from eck_licenses where id % 977 = 1 limit 20`,
    poProducts: sql`select product_id from po_licenses where id % 971 = 1 limit 20`,
    nameIds: sql`select name_id from extern_accounts where id % 9973 = 1 limit 20`,
    meldcodes: sql`select meldcode from log_entries where id % 97 = 1 limit 20`,
    publisherMeldcodes: sql`select meldcode from log_entries where publisher_ids = array[${target.publisherId}::integer] and id % 89 = 1 limit 20`,
    adminEmails: sql`select email from administrators limit 4`,
    adminNames: sql`select name from administrators order by id limit 4`,
    eckSearches: sql`select reference_id from eck_licenses where id % 967 = 1 limit 20`,
    eckDistributors: sql`select distinct distributor_id from eck_licenses where distributor_id is not null and id < 5000`,
    schoolYearNames: sql`select distinct y.name from school_contracts c join school_years y on y.id = c.school_year_id where c.id < 5000`,
    contractSubjects: sql`select subject_id from school_contracts where id % 83 = 1 limit 20`,
    contractDistributors: sql`select distinct distributor_id from school_contracts where distributor_id is not null and id < 5000`,
    specificationProducts: sql`select product_id from contract_specifications where id % 79 = 1 limit 20`,
    specificationSchools: sql`select c.school_id from contract_specifications s join school_contracts c on c.id = s.school_contract_id where s.id % 73 = 1 limit 20`,
    // The ids with the most rows: the deepest answer each path-parameter collection gives.
    mostExternalAccounts: sql`select account_id from extern_accounts where account_id is not null group by 1 order by count(*) desc, 1 limit 4`,
    mostAccessUrls: sql`select account_id from access_urls group by 1 order by count(*) desc, 1 limit 4`,
    mostMergeLogs: sql`select destination_account_id from merge_logs where destination_account_id is not null group by 1 order by count(*) desc, 1 limit 4`,
    mostActivity: sql`select account_id from log_entry_accounts group by 1 order by count(*) desc, 1 limit 4`,
    mostStyles: sql`select organisation_id from organisation_styles group by 1 order by count(*) desc, 1 limit 4`,
    mostSiblings: sql`select min(id) from organisations where coalesce(nullif(instelling_brin, ''), brin) is not null group by upper(coalesce(nullif(instelling_brin, ''), brin)) order by count(*) desc, 1 limit 4`,
    mostEckLicences: sql`select organisation_id from eck_licenses where organisation_id is not null group by 1 order by count(*) desc, 1 limit 4`,
    summaryProducts: sql`select product_id from tlink_licenses where id % 947 = 1 limit 20`,
  });
  const month = (offset: number) => {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - offset);
    return d.toISOString().slice(0, 10);
  };
  const lastDayOf = (offset: number) => {
    const d = new Date(`${month(offset - 1)}T00:00:00Z`);
    d.setUTCDate(0);
    return d.toISOString().slice(0, 10);
  };
  /** The audit log's days are typed as dd-MM-yyyy. */
  const dutchDay = (day: string) => day.split('-').reverse().join('-');
  const enc = encodeURIComponent;
  const cases: ReportCase[] = [];
  /** A collection answered whole (no paging): its first page only. */
  const whole = (
    path: string,
    filters: [string, string[]][],
    who: BenchAdmin[] = ['superuser', 'publisher'],
  ) => {
    for (const as of who)
      for (const [name, queries] of filters)
        if (queries.length > 0) cases.push({ path, name, queries, page: 'first', as });
  };
  /** A path with an id in it (`{id}` in `path`): each query is the whole URL. */
  const ofIds = (ids: string[], url: (id: string) => string) => ids.map(url);
  /** First and deep page of `path` for each filter, as both administrators unless told. */
  const collection = (
    path: string,
    filters: [string, string[]][],
    who: BenchAdmin[] = ['superuser', 'publisher'],
  ) => {
    for (const as of who)
      for (const [name, queries] of filters) {
        if (queries.length === 0) continue;
        cases.push({ path, name, queries, page: 'first', as });
        cases.push({ path, name, queries, page: 'deep', as });
      }
  };
  collection('/api/tlinklicenseschooloverviews', [
    ['no filter', ['']],
    ['school', schools.map((v) => `school=${v}`)],
    ['distributor', distributors.map((v) => `distributor=${v}`)],
    ['product', products.map((v) => `product=${v}`)],
    // toDate is inclusive here (createdAt < the day after it): a month ends on its last day.
    ['created in one month', [1, 2, 3].map((m) => `fromDate=${month(m)}&toDate=${lastDayOf(m)}`)],
    ['sort DESC-total', ['sort=DESC-total']],
    ['sort ASC-productTitle', ['sort=ASC-productTitle']],
  ]);
  collection(
    '/api/tlinklicenseschooloverviews',
    [
      ['publisher', publishers.map((v) => `publisher=${v}`)],
      // Licence type is a superuser's filter (SchoolOverviewFilterSchema).
      ['type', ['type=SCHOOLJAARLICENTIE', 'type=VRIJE_LICENTIE', 'type=ABONNEMENT']],
    ],
    ['superuser'],
  );
  collection(
    '/api/tlinklicenses/statusOverview',
    [
      ['one month', [1, 2, 3, 6].map((m) => `fromDate=${month(m)}&toDate=${month(m - 1)}`)],
      ['one year', [`fromDate=${month(12)}&toDate=${month(0)}`]],
      [
        'one month, publisher',
        publishers.map((v) => `fromDate=${month(1)}&toDate=${month(0)}&publisherId=${v}`),
      ],
    ],
    ['superuser'],
  );
  collection('/api/orderstockdetails', [
    ['no filter', ['']],
    ['contract', contractIds.map((v) => `contractId=${enc(v)}`)],
    ['ean', eans.map((v) => `ean=${v}`)],
    ['distributor', distributors.map((v) => `distributorId=${v}`)],
  ]);
  collection('/api/orderdetails', [
    ['no filter', ['']],
    ['ean', eans.map((v) => `ean=${v}`)],
    ['prius status FAILED', ['priusStatus=FAILED']],
  ]);
  collection('/api/schoolcontracts', [
    ['no filter', ['']],
    ['contract reference', contractRefs.map((v) => `contractReferenceId=${enc(v)}`)],
    ['school', contractSchools.map((v) => `schoolId=${v}`)],
    ['school year', schoolYearNames.map((v) => `schoolyearName=${enc(v)}`)],
    ['subject', contractSubjects.map((v) => `subjectId=${v}`)],
    ['distributor', contractDistributors.map((v) => `distributorId=${v}`)],
    ['grade', ['grade=1', 'grade=4', 'grade=8']],
  ]);
  collection('/api/contractbalances', [
    ['no filter', ['']],
    ['contract reference', contractRefs.map((v) => `contractReferenceId=${enc(v)}`)],
    ['school', contractSchools.map((v) => `schoolId=${v}`)],
    ['distributor', distributors.map((v) => `distributorId=${v}`)],
  ]);
  collection('/api/contractspecifications', [
    ['no filter', ['']],
    ['reference', contractRefs.map((v) => `referenceId=${enc(v)}`)],
    ['school', specificationSchools.map((v) => `schoolId=${v}`)],
    ['subject', contractSubjects.map((v) => `subjectId=${v}`)],
    ['grade', ['grade=2', 'grade=5', 'grade=7']],
    ['product', specificationProducts.map((v) => `productId=${v}`)],
  ]);
  collection('/api/ecklicenses', [
    ['no filter', ['']],
    ['product', eckProducts.map((v) => `product=${v}`)],
    ['organisation', eckSchools.map((v) => `organisation=${v}`)],
    ['q', eckSearches.map((v) => `q=${enc(v)}`)],
    ['status', ['statussen=actief', 'statussen=verlopen&statussen=geblokkeerd', 'statussen=gereserveerd']],
    ['created in one month', [1, 2, 3].map((m) => `fromDate=${month(m)}&toDate=${lastDayOf(m)}`)],
    ['distributor', eckDistributors.map((v) => `distributor=${v}`)],
  ]);
  whole('/api/ecklicenses/summaryOfAvailableEckLicenses/{organisation}', [
    [
      'organisation with most ECK licences',
      ofIds(mostEckLicences, (id) => `/api/ecklicenses/summaryOfAvailableEckLicenses/${id}`),
    ],
  ]);
  collection(
    '/api/generatelicensemessages',
    [
      ['no filter', ['']],
      ['failed only', ['showFailedOnly=true']],
    ],
    ['superuser'],
  );
  collection('/api/policenses', [
    ['no filter', ['']],
    ['product', poProducts.map((v) => `product=${v}`)],
  ]);
  collection('/api/products', [
    ['no filter', ['']],
    ['q', ['q=reken', 'q=taal', 'q=wereld']],
    ['subjects', ['isSubject=true']],
    ['only active', ['onlyActive=true']],
  ]);
  // A publisher-bound administrator's publisher is fixed: another is refused (403, decision 585).
  collection('/api/products', [['publisher', publishers.map((v) => `organisation=${v}`)]], ['superuser']);
  collection('/api/organisations', [
    ['no filter', ['']],
    ['type School', ['type=School']],
    ['q', ['q=basisschool', 'q=de ', 'q=college']],
    ['sector', ['sectors=PO', 'sectors=VO', 'sectors=MBO']],
    ['verified', ['verified=true', 'verified=false']],
  ]);
  whole('/api/organisations/{id}/siblings', [
    ['school with most siblings', ofIds(mostSiblings, (id) => `/api/organisations/${id}/siblings`)],
  ]);
  whole('/api/organisationstyles', [
    ['no filter', ['']],
    ['organisation', mostStyles.map((v) => `organisation=${v}`)],
  ]);
  collection('/api/schoolyears', [['no filter', ['']]]);
  whole('/api/tlinklicenses/productsummary', [
    ['no filter', ['']],
    ['product', summaryProducts.map((v) => `product=${v}`)],
    ['q', ['q=reken', 'q=taal', 'q=wereld']],
  ]);
  collection('/api/eckaccounts/beheer', [
    ['no filter', ['']],
    ['q', ['q=a', 'q=school', 'q=de']],
  ]);
  collection('/api/accessurls', [
    ['no filter', ['']],
    ['account with most', mostAccessUrls.map((v) => `account=${v}`)],
  ]);
  collection('/api/accounts/{id}/externalaccounts', [
    [
      'account with most external accounts',
      ofIds(mostExternalAccounts, (id) => `/api/accounts/${id}/externalaccounts`),
    ],
  ]);
  whole('/api/accounts/{id}/activity', [
    ['account with most activity', ofIds(mostActivity, (id) => `/api/accounts/${id}/activity`)],
    ['most activity, 500 groups', ofIds(mostActivity, (id) => `/api/accounts/${id}/activity?amount=500`)],
  ]);
  // Merge logs are not a publisher administrator's (nonPublisherOnly).
  whole(
    '/api/accounts/{id}/logs/merge',
    [['account with most merges', ofIds(mostMergeLogs, (id) => `/api/accounts/${id}/logs/merge`)]],
    ['superuser'],
  );
  collection('/api/externalaccounts', [
    ['no filter', ['']],
    ['name ID', nameIds.map((v) => `nameId=${enc(v)}`)],
  ]);
  collection(
    '/api/logentries',
    // The spec's log search needs a meldcode.
    [['meldcode', meldcodes.map((v) => `meldcode=${enc(v)}`)]],
    ['superuser'],
  );
  // A publisher-bound administrator reads only the groups of their publisher (decision 102).
  collection(
    '/api/logentries',
    [['meldcode', publisherMeldcodes.map((v) => `meldcode=${enc(v)}`)]],
    ['publisher'],
  );
  collection(
    '/api/es/auditlog',
    [
      ['no filter', ['']],
      ['e-mail', adminEmails.map((v) => `email=${enc(v)}`)],
      ['name', adminNames.map((v) => `name=${enc(v)}`)],
      ['request type', ['requestType=PUT', 'requestType=POST', 'requestType=DELETE']],
      [
        'one month',
        [1, 2, 3].map((m) => `startDate=${dutchDay(month(m))}&endDate=${dutchDay(lastDayOf(m))}`),
      ],
    ],
    ['superuser'],
  );
  collection('/api/exportjobs', [['no filter', ['']]]);
  collection('/api/administrators', [['no filter', ['']]]);
  collection('/api/roles', [['no filter', ['']]]);
  // OAuth clients and service windows ask rights beyond viewing (`oauthclients_…`, `producten_servicewindows_…`).
  collection('/api/oauthclients', [['no filter', ['']]], ['superuser']);
  collection(
    '/api/servicewindows',
    [['product (required)', products.map((v) => `product=${v}`)]],
    ['superuser'],
  );
  collection('/api/supportentries', [['no filter', ['']]]);
  collection('/api/waswordtitems', [['no filter', ['']]]);
  // A publisher-bound administrator's invoice is their own publisher's (another's is a 404).
  const invoiceOf: Record<ReportAdmin, string[]> = {
    superuser: publishers.slice(0, 2),
    publisher: [String(target.publisherId)],
  };
  const invoiceMonths = (as: ReportAdmin, tail: string) =>
    invoiceOf[as].flatMap((p) =>
      [1, 2, 3].map(
        (m) => `/api/organisations/${p}/invoices/${month(m).slice(0, 7).replace('-', '/')}${tail}`,
      ),
    );
  for (const as of ['superuser', 'publisher'] as const) {
    whole(
      '/api/organisations/{publisher}/invoices/{month}',
      [['one month and publisher', invoiceMonths(as, '')]],
      [as],
    );
    whole(
      '/api/organisations/{publisher}/invoices/{month}/productDetails',
      [['one month and publisher', invoiceMonths(as, '/productDetails')]],
      [as],
    );
  }
  return cases;
}

/** A path with ids in it (`{…}`) has whole URLs for queries; any other gets its query string appended. */
const urlOf = (c: ReportCase, query: string) =>
  c.path.includes('{') ? query : `${c.path}${query ? `?${query}` : ''}`;

const PAGE = 50;
/** A case's first page: the first 50. */
export const FIRST_PAGE = pageRange(0, PAGE);

/** The deep page of a response to `FIRST_PAGE`: 50 from half-way through its total. */
export async function deepPageOf(first: Response): Promise<string> {
  await first.arrayBuffer();
  return halfWayRange(first.headers.get('content-range'), PAGE);
}

/** The range of a case: the first 50, or 50 from half-way through the total of a first-page call. */
async function rangeOf(target: Target, c: ReportCase, query: string): Promise<string> {
  if (c.page === 'first') return FIRST_PAGE;
  return deepPageOf(await target.request(urlOf(c, query), { headers: { range: FIRST_PAGE } }, c.as));
}

const none = figures([]);

/** The total of a 200 without Content-Range, until its rows are counted. */
const WHOLE = 'whole';

/** The rows of a JSON array body; undefined for any other body. */
function rowCount(body: ArrayBuffer): number | undefined {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    return Array.isArray(parsed) ? parsed.length : undefined;
  } catch {
    return undefined;
  }
}

export async function benchReports(
  target: Target,
  samples = 10,
  only?: RegExp,
  onResult?: (result: ReportResult) => void,
): Promise<ReportResult[]> {
  const results: ReportResult[] = [];
  for (const c of await reportCases(target)) {
    if (only && !only.test(`${c.path} ${c.name} ${c.page} ${c.as}`)) continue;
    // Deep pages and bodiless endpoints: one range per query, worked out before timing.
    const ranges = await Promise.all(c.queries.map((q) => rangeOf(target, c, q)));
    const call = (i: number) =>
      target.request(
        urlOf(c, c.queries[i % c.queries.length]!),
        { headers: { range: ranges[i % ranges.length]! } },
        c.as,
      );
    const probe = await call(0);
    if (probe.status === 403) {
      await probe.arrayBuffer();
      const refused = { ...c, figures: none, sql: none, total: '-', refused: true };
      results.push(refused);
      onResult?.(refused);
      continue;
    }
    let total = '';
    let body = new ArrayBuffer(0);
    // Each sample's statements as it sent them: sample i's floor replays exactly its own call (the
    // samples rotate filter values, so replaying the first one's measured another query).
    const sent: Statement[][] = [];
    const times = await timeIt(
      async (i) => {
        let response = new Response();
        sent[i] = await target.record(async () => {
          response = await call(i);
          // An invoice of a month without licences is a 404 by the spec: a real answer, timed too.
          if (response.status !== 200 && response.status !== 404)
            throw new Error(`${c.path} ${c.name}: HTTP ${response.status} ${await response.text()}`);
          body = await response.arrayBuffer();
        });
        const range = response.headers.get('content-range');
        total = range
          ? (range.split('/')[1] ?? '')
          : response.status === 200
            ? WHOLE
            : String(response.status);
      },
      samples,
      1,
    ).catch((error: Error) => error);
    if (times instanceof Error) {
      const failed = { ...c, figures: none, sql: none, total: '-', error: times.message };
      results.push(failed);
      onResult?.(failed);
      continue;
    }
    // A collection answered whole has no Content-Range: its last answer's rows, counted after timing.
    if (total === WHOLE) total = `${rowCount(body) ?? '-'} (whole)`;
    const sqlTimes = await timeIt((i) => target.raw(sent[i]!), samples, 1);
    const result = { ...c, figures: figures(times), sql: figures(sqlTimes), total };
    results.push(result);
    onResult?.(result);
  }
  return results;
}

/** Measured and under budget: an error or a refusal (403, nothing measured) is not within. */
const withinBudget = (r: ReportResult) => !r.error && !r.refused && r.figures.p95 < LIST_BUDGET_MS;

export function printReports(results: ReportResult[]): boolean {
  printTable(
    [
      'GET',
      'filter',
      'page',
      'as',
      'n',
      'median ms',
      'p95 ms',
      'SQL median',
      'SQL p95',
      'API/SQL',
      'total',
      'ok',
    ],
    results.map((r) =>
      r.refused || r.error
        ? [
            r.path,
            r.name,
            r.page,
            r.as,
            0,
            '-',
            '-',
            '-',
            '-',
            '-',
            r.error ? 'error' : 'not measured (403)',
            'NO',
          ]
        : [
            r.path,
            r.name,
            r.page,
            r.as,
            r.figures.samples,
            ms(r.figures.median),
            ms(r.figures.p95),
            ms(r.sql.median),
            ms(r.sql.p95),
            `${(r.figures.median / Math.max(r.sql.median, 0.01)).toFixed(1)}x`,
            r.total,
            r.figures.p95 < LIST_BUDGET_MS ? 'yes' : 'NO',
          ],
    ),
  );
  const missed = results.filter((r) => !withinBudget(r));
  for (const r of results.filter((r) => r.error)) console.log(`${r.path} ${r.name}: ${r.error}`);
  for (const r of results.filter((r) => r.refused))
    console.log(`not measured: ${r.path} ${r.name} ${r.page} as ${r.as} answered 403`);
  // The publisher administrator's totals beside the superuser's: where the server scopes a
  // collection to the publisher, the publisher's total is the smaller.
  const superuserTotal = new Map(
    results.filter((r) => r.as === 'superuser').map((r) => [`${r.path} ${r.name} ${r.page}`, r.total]),
  );
  const scoped = results
    .filter((r) => r.as === 'publisher' && !r.refused && !r.error)
    .map(
      (r) =>
        `${r.path} ${r.name} ${r.page}: ${r.total} of ${superuserTotal.get(`${r.path} ${r.name} ${r.page}`) ?? '?'}`,
    );
  if (scoped.length > 0)
    console.log(`\npublisher administrator's totals of the superuser's:\n  ${scoped.join('\n  ')}`);
  console.log(
    `\n${results.length - missed.length} of ${results.length} cases within p95 < ${LIST_BUDGET_MS} ms`,
  );
  return missed.length === 0;
}

/** The report cases as rows of a results file (`bench/results-file.ts`); a refusal or error has no figures. */
export const reportRows = (results: ReportResult[]) =>
  results.map((r) => {
    const failed = r.refused || r.error;
    return {
      kind: 'report' as const,
      endpoint: r.path,
      case: r.name,
      page: r.page,
      role: r.as,
      ...measured(r.figures, failed ? undefined : r.sql),
      budget: `p95 < ${LIST_BUDGET_MS} ms`,
      within: withinBudget(r),
      ...(r.refused ? { refused: true } : {}),
      ...(r.error ? { error: r.error } : {}),
    };
  });

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  const target = await openTarget(url ? { url } : { scale: Number(process.env.BENCH_SCALE ?? 1) });
  console.log(`reports and overviews on ${target.label}; ${await machineNote()}`);
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  const progress = (r: ReportResult) =>
    console.log(
      r.refused || r.error
        ? `  ${r.path} ${r.name} ${r.page} ${r.as}: ${r.error ? `error ${r.error}` : 'not measured (403)'}`
        : `  ${r.path} ${r.name} ${r.page} ${r.as}: p50 ${ms(r.figures.median)} p95 ${ms(r.figures.p95)} SQL ${ms(r.sql.median)} total ${r.total}`,
    );
  const results = await benchReports(target, Number(process.env.BENCH_SAMPLES ?? 10), only, progress);
  const ok = printReports(results);
  await writeResults('reports', target.label, reportRows(results));
  console.log(`\n${await machineNote()}`);
  await target.close();
  process.exitCode = ok ? 0 : 1;
}
