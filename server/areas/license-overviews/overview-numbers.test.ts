import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../domain/dates';
import { rowsOf } from '../../db/rows';
import { expectSchoolGroupsExact } from '../../db/test-support/school-groups';
import { type ApiHarness, PUBLISHER_ADMIN, SUPERUSER, startApiHarness } from '../../test-support/api-harness';

/*
 * Issue 21: the overviews may be computed another way for speed, never with other numbers. Each
 * answer is compared with the overview counted straight from the licences (the query the overviews
 * ran before), for every filter, sort and page, as the superuser and as a publisher-bound
 * administrator.
 */

let api: ApiHarness;
let values: { school: number; distributor: number; product: number; publisher: number; day: string };

beforeAll(async () => {
  api = await startApiHarness({ scale: 0.02 });
  const [row] = await rowsOf<typeof values>(
    api.db,
    sql`select t.organisation_id as school, t.distributor_id as distributor,
        t.product_id as product, p.organisation_id as publisher,
        to_char(t.created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day
      from tlink_licenses t join products p on p.id = t.product_id
      where t.organisation_id is not null and t.distributor_id is not null
      order by t.id limit 1 offset 7`,
  );
  values = row!;
  await api.db.execute(sql`
    with rol as (insert into roles (naam, rechten) values ('Alleen Basispoort', array['alleen_basispoort_inzien']) returning id)
    insert into administrators (name, email, password_hash, rol_id) select 'Basispoort', ${BASISPOORT_ONLY}, 'x', id from rol`);
});
afterAll(() => api?.close());

type Filter = Record<string, string | number>;

/** A publisher-bound administrator sees only their publisher's products; alleen_basispoort_inzien only Basispoort-made licences. */
type Scope = { publisher?: number; basispoort?: boolean };

/** The school overview counted from the licences: every group, in the overview's order. */
async function expectedSchoolRows(filter: Filter, scope: Scope, sort = 'ASC-schoolName') {
  const where: SQL[] = [sql`t.organisation_id is not null`];
  if (scope.publisher !== undefined) where.push(sql`p.organisation_id = ${scope.publisher}`);
  if (scope.basispoort) where.push(sql`t.creation_method = 'BASISPOORT'`);
  if (filter.publisher !== undefined) where.push(sql`p.organisation_id = ${filter.publisher}`);
  if (filter.school !== undefined) where.push(sql`t.organisation_id = ${filter.school}`);
  if (filter.distributor !== undefined) where.push(sql`t.distributor_id = ${filter.distributor}`);
  if (filter.product !== undefined) where.push(sql`t.product_id = ${filter.product}`);
  if (filter.type !== undefined) where.push(sql`lm.license_type = ${filter.type}`);
  if (filter.fromDate !== undefined)
    where.push(sql`t.created_at >= (${filter.fromDate}::date)::timestamp at time zone 'Europe/Amsterdam'`);
  if (filter.toDate !== undefined)
    where.push(sql`t.created_at < (${filter.toDate}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`);
  const [direction, field] = sort.split('-') as ['ASC' | 'DESC', string];
  const first = field === 'total' ? 'total' : field === 'productTitle' ? '"productTitle"' : '"schoolName"';
  return rowsOf(
    api.db,
    sql`
      select t.organisation_id as "schoolId", s.name as "schoolName", s.brin,
        t.distributor_id as "distributorId", d.name as "distributorName",
        p.id as "productId", p.title as "productTitle", p.ean as "productEan",
        (count(*) filter (where t.license_state = 'AVAILABLE'))::int as available,
        (count(*) filter (where t.license_state = 'ACTIVE'))::int as active,
        ${scope.basispoort ? sql`0` : sql`(count(*) filter (where t.creation_method = 'SERVICE'))::int`} as service,
        count(*)::int as total
      from tlink_licenses t
      join products p on p.id = t.product_id
      left join license_models lm on lm.product_id = p.id
      left join organisations s on s.id = t.organisation_id
      left join organisations d on d.id = t.distributor_id
      where ${sql.join(where, sql` and `)}
      group by t.organisation_id, s.name, s.brin, t.distributor_id, d.name, p.id, p.title, p.ean
      order by ${sql.raw(first)} ${sql.raw(direction)}, "schoolName", "schoolId", "distributorName",
        "distributorId", "productTitle", "productId"`,
  );
}

const query = (filter: Filter, extra: Filter = {}) =>
  new URLSearchParams(Object.entries({ ...filter, ...extra }).map(([k, v]) => [k, String(v)])).toString();

async function schoolOverview(as: string, filter: Filter, range: string, sort?: string) {
  const response = await api.as(as)(
    `/api/tlinklicenseschooloverviews?${query(filter, sort ? { sort } : {})}`,
    { headers: { range } },
  );
  expect(response.status).toBe(200);
  return { rows: (await response.json()) as unknown[], contentRange: response.headers.get('content-range') };
}

/** Every group, read a page of 1,000 (the largest the API gives) at a time. */
async function wholeSchoolOverview(as: string, filter: Filter, sort?: string) {
  const rows: unknown[] = [];
  let contentRange: string | null = null;
  for (let start = 0; ; start += 1000) {
    const page = await schoolOverview(as, filter, `items=${start}-${start + 999}`, sort);
    rows.push(...page.rows);
    contentRange ??= page.contentRange;
    if (page.rows.length < 1000) return { rows, total: contentRange?.split('/')[1] ?? null };
  }
}

const SORTS = [
  'ASC-schoolName',
  'DESC-schoolName',
  'ASC-productTitle',
  'DESC-productTitle',
  'ASC-total',
  'DESC-total',
];
/** Each case reads every filter in every sort, a few hundred calls: minutes on a loaded machine. */
const WHOLE_OVERVIEWS_MS = 240_000;
const BASISPOORT_ONLY = 'basispoort-cijfers@leskluis.test';

const filters = (): [string, Filter][] => [
  ['no filter', {}],
  ['school', { school: values.school }],
  ['distributor', { distributor: values.distributor }],
  ['product', { product: values.product }],
  ['creation day', { fromDate: values.day, toDate: values.day }],
  ['from a day', { fromDate: values.day }],
  ['to a day', { toDate: values.day }],
  [
    'school + distributor + from',
    { school: values.school, distributor: values.distributor, fromDate: '2024-01-01' },
  ],
];

/**
 * Every filter of `cases` in every sort, as `as`: the whole overview, its total and a page inside it
 * equal the groups counted from the licences in `scope`. Returns how many groups were compared.
 */
async function expectCountedOverviews(as: string, cases: [string, Filter][], scope: Scope) {
  let seen = 0;
  for (const [name, filter] of cases) {
    for (const sort of SORTS) {
      const expected = await expectedSchoolRows(filter, scope, sort);
      const all = await wholeSchoolOverview(as, filter, sort);
      expect(all.rows, `${name} ${sort}`).toEqual(expected);
      expect(all.total, name).toBe(String(expected.length));
      if (expected.length > 8) {
        const page = await schoolOverview(as, filter, 'items=3-7', sort);
        expect(page.rows, `${name} ${sort} page`).toEqual(expected.slice(3, 8));
        expect(page.contentRange).toBe(`items 3-7/${expected.length}`);
      }
      seen += expected.length;
    }
  }
  return seen;
}

describe('GET /api/tlinklicenseschooloverviews numbers', () => {
  it(
    'as the superuser: every filter, sort and page gives the groups counted from the licences',
    async () => {
      const superuserOnly: [string, Filter][] = [
        ['publisher', { publisher: values.publisher }],
        ['type', { type: 'SCHOOLJAARLICENTIE' }],
        ['publisher + distributor', { publisher: values.publisher, distributor: values.distributor }],
      ];
      const seen = await expectCountedOverviews(SUPERUSER, [...filters(), ...superuserOnly], {});
      expect(seen).toBeGreaterThan(0);
    },
    WHOLE_OVERVIEWS_MS,
  );

  it(
    'as a publisher-bound administrator: only their publisher, for every filter',
    async () => {
      const [own] = await rowsOf<{ id: number }>(
        api.db,
        sql`select a.uitgever_id as id from administrators a where a.email = ${PUBLISHER_ADMIN}`,
      );
      expect(own?.id).toBeTruthy();
      const seen = await expectCountedOverviews(PUBLISHER_ADMIN, filters(), { publisher: own!.id });
      expect(seen).toBeGreaterThan(0);
    },
    WHOLE_OVERVIEWS_MS,
  );

  it(
    'a school, product or type filter read in pages of seven: pages that begin and end inside a distributor or school',
    async () => {
      // A school's page reads only the groups of the distributors that hold it, a product's page
      // those of its schools (counted per product, publisher and school, decision 733; with a
      // distributor from the groups): pages of 7 cross those buckets everywhere.
      const [own] = await rowsOf<{ publisher: number; product: number }>(
        api.db,
        sql`select a.uitgever_id as publisher, (select t.product_id from tlink_licenses t
            where t.publisher_id = a.uitgever_id and t.organisation_id is not null order by t.id limit 1) as product
          from administrators a where a.email = ${PUBLISHER_ADMIN}`,
      );
      expect(own?.product).toBeTruthy();
      let seen = 0;
      for (const [as, scope] of [
        [SUPERUSER, {}],
        [BASISPOORT_ONLY, { basispoort: true }],
        [PUBLISHER_ADMIN, { publisher: own!.publisher }],
      ] as const) {
        for (const [name, filter] of [
          ['school', { school: values.school }],
          ['school + distributor', { school: values.school, distributor: values.distributor }],
          ['product', { product: values.product }],
          ['own product', { product: own!.product }],
          ['product + distributor', { product: values.product, distributor: values.distributor }],
          // The Basispoort-only role may not choose a publisher or licence type (403). A type's
          // pages read the groups of the schools that hold them (decision 726).
          ...(as === SUPERUSER
            ? ([
                ['product + publisher', { product: values.product, publisher: values.publisher }],
                ['type', { type: 'SCHOOLJAARLICENTIE' }],
                ['type + publisher', { type: 'ABONNEMENT', publisher: values.publisher }],
              ] as const)
            : []),
        ] as const) {
          for (const sort of ['ASC-schoolName', 'DESC-schoolName']) {
            const expected = await expectedSchoolRows(filter, scope, sort);
            const rows: unknown[] = [];
            for (let start = 0; start < expected.length; start += 7) {
              const page = await schoolOverview(as, filter, `items=${start}-${start + 6}`, sort);
              expect(page.contentRange, `${as} ${name} ${sort} ${start}`).toBe(
                `items ${start}-${start + page.rows.length - 1}/${expected.length}`,
              );
              rows.push(...page.rows);
            }
            expect(rows, `${as} ${name} ${sort}`).toEqual(expected);
            seen += expected.length;
          }
        }
      }
      expect(seen).toBeGreaterThan(0);
    },
    WHOLE_OVERVIEWS_MS,
  );

  it(
    'with alleen_basispoort_inzien: only Basispoort-made licences, for every filter and sort',
    async () => {
      const seen = await expectCountedOverviews(BASISPOORT_ONLY, filters(), { basispoort: true });
      expect(seen).toBeGreaterThan(0);
    },
    WHOLE_OVERVIEWS_MS,
  );
});

/** Every group, read in pages of seven (pages that begin and end inside a school's groups). */
async function overviewInSevens(as: string, filter: Filter, sort: string) {
  const rows: unknown[] = [];
  for (let start = 0; ; start += 7) {
    const page = await schoolOverview(as, filter, `items=${start}-${start + 6}`, sort);
    rows.push(...page.rows);
    if (page.rows.length < 7) return { rows, total: page.contentRange?.split('/')[1] ?? null };
  }
}

/** Licences written by the test into one group, around the month of `values.day`. */
const TEST_CODES = ['ZZRANGE1', 'ZZRANGE2', 'ZZRANGE3', 'ZZRANGE4'];

/** Creation-day ranges (toDate inclusive): a day, a month, a month and a day, a year, none, and ranges crossing the test group's licences. */
function ranges(): [string, Filter][] {
  const month = values.day.slice(0, 7);
  const next = addMonths(month, 1);
  const lastDay = addDays(`${next}-01`, -1);
  return [
    ['one day', { fromDate: values.day, toDate: values.day }],
    ['a month', { fromDate: `${month}-01`, toDate: lastDay }],
    ['a month and a day', { fromDate: `${month}-01`, toDate: `${next}-01` }],
    ['a year', { fromDate: `${addMonths(month, -11)}-01`, toDate: lastDay }],
    ['an empty range', { fromDate: '2099-01-01', toDate: '2099-01-31' }],
    ['after the group began', { fromDate: `${month}-04`, toDate: lastDay }],
    ['before the group ended', { fromDate: `${month}-01`, toDate: `${month}-09` }],
    ['mid-month to mid-month', { fromDate: `${month}-10`, toDate: `${next}-05` }],
  ];
}

async function expectRangesExact(label: string) {
  const own = (
    await rowsOf<{ id: number }>(
      api.db,
      sql`select uitgever_id as id from administrators where email = ${PUBLISHER_ADMIN}`,
    )
  )[0]!.id;
  const viewers: [string, Scope, [string, Filter][]][] = [
    [
      SUPERUSER,
      {},
      [
        ['publisher', { publisher: values.publisher }],
        ['type', { type: 'SCHOOLJAARLICENTIE' }],
      ],
    ],
    [PUBLISHER_ADMIN, { publisher: own }, []],
    [BASISPOORT_ONLY, { basispoort: true }, []],
  ];
  let seen = 0;
  // Both school orders where the kept data answers (no school, distributor or product), one
  // other order; narrow filters in the default order only (a few hundred calls in all).
  for (const [as, scope, only] of viewers)
    for (const [rangeName, range] of ranges())
      for (const [name, filter] of [
        ['no filter', {}] as [string, Filter],
        ['school', { school: values.school }] as [string, Filter],
        ['distributor', { distributor: values.distributor }] as [string, Filter],
        ['product', { product: values.product }] as [string, Filter],
        ...only,
      ])
        for (const sort of Object.keys(filter).length === 0
          ? ['ASC-schoolName', 'DESC-schoolName', 'DESC-total']
          : filter.publisher || filter.type
            ? ['ASC-schoolName', 'DESC-schoolName']
            : ['ASC-schoolName']) {
          const where = { ...filter, ...range };
          const expected = await expectedSchoolRows(where, scope, sort);
          const wide = !filter.school && !filter.product && !filter.distributor && sort !== 'DESC-total';
          const all = wide
            ? await overviewInSevens(as, where, sort)
            : await wholeSchoolOverview(as, where, sort);
          const what = `${label}: ${as} ${rangeName} ${name} ${sort}`;
          expect(all.rows, what).toEqual(expected);
          expect(all.total, what).toBe(String(expected.length));
          seen += expected.length;
        }
  expect(seen).toBeGreaterThan(0);
}

describe('GET /api/tlinklicenseschooloverviews over creation days', () => {
  it(
    'every range, filter and right gives the groups counted from the licences, before and after inserts, moves, updates and deletes',
    async () => {
      await expectRangesExact('as seeded');
      const month = values.day.slice(0, 7);
      const next = addMonths(month, 1);
      const at = (day: string) => `${day}T12:00:00+02:00`;
      // One group (school, distributor, product) gets licences on the 3rd and 10th of the month and
      // the 5th of the next, one of them Basispoort-made: a group counted once over licences in two
      // months, and ranges that begin or end between its licences. One statement, as an import.
      const days = [`${month}-03`, `${month}-10`, `${next}-05`, `${month}-10`];
      await api.db.execute(sql`insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, creation_method, created_at)
        values ${sql.join(
          TEST_CODES.map(
            (code, i) =>
              sql`(${code}, ${values.product}, ${values.school}, ${values.distributor}, ${i === 1 ? 'BASISPOORT' : 'BEHEER'}, ${at(days[i]!)}::timestamptz)`,
          ),
          sql`, `,
        )}`);
      await expectRangesExact('after inserts');
      // Moves: one licence to another school (a group's first licence leaves it), another to another
      // creation day; a state and a source change.
      await api.db.execute(sql`update tlink_licenses set organisation_id = (select min(organisation_id) from tlink_licenses where organisation_id <> ${values.school})
        where license_code = ${TEST_CODES[0]}`);
      await api.db.execute(
        sql`update tlink_licenses set created_at = ${at(`${month}-02`)}::timestamptz where license_code = ${TEST_CODES[2]}`,
      );
      await api.db.execute(
        sql`update tlink_licenses set license_state = 'ACTIVE', creation_method = 'BASISPOORT' where license_code = ${TEST_CODES[3]}`,
      );
      await api.db.execute(sql`update tlink_licenses set created_at = created_at + interval '20 days'
        where id in (select id from tlink_licenses where organisation_id is not null order by id limit 40)`);
      await expectRangesExact('after moves');
      await api.db.execute(sql`delete from tlink_licenses where license_code = ${TEST_CODES[1]}`);
      await api.db.execute(sql`delete from tlink_licenses where id in (select id from tlink_licenses
        where created_at >= ${at(`${month}-01`)}::timestamptz and organisation_id is not null order by id limit 5)`);
      await expectRangesExact('after deletes');
    },
    WHOLE_OVERVIEWS_MS * 2,
  );
});

describe("creation-day ranges after inserts newer than, older than and at a group's newest licence", () => {
  it(
    'newer licences (only their own repeats added) and the rest (the group from the earliest new one on) keep the numbers of the licences',
    async () => {
      // Decision 595: an insert recomputes its groups from its earliest new licence on; when that
      // is newer than the group's newest, only the new rows' repeats are added.
      const newest = async () =>
        (
          await rowsOf<{ at: string }>(
            api.db,
            sql`select max(created_at)::text as at from tlink_licenses
            where organisation_id = ${values.school} and product_id = ${values.product} and distributor_id = ${values.distributor}`,
          )
        )[0]!.at;
      let serial = 0;
      const licence = (at: SQL, basispoort = false, distributor: number | null = values.distributor) =>
        sql`(${`ZZFP${String(++serial).padStart(4, '0')}`}, ${values.product}, ${values.school}, ${distributor},
          ${basispoort ? 'BASISPOORT' : 'BEHEER'}, ${at})`;
      const insert = (db: typeof api.db, rows: SQL[]) =>
        db.execute(sql`insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, creation_method, created_at)
          values ${sql.join(rows, sql`, `)}`);
      const shifted = (at: string, interval: string) => sql`${at}::timestamptz + ${interval}::interval`;
      const rounds: [string, () => Promise<unknown>][] = [
        [
          'newer, one statement, a Basispoort-made one among them',
          async () => {
            const at = await newest();
            await insert(api.db, [
              licence(shifted(at, '1 day')),
              licence(shifted(at, '2 days'), true),
              licence(shifted(at, '3 days')),
            ]);
          },
        ],
        [
          'newer, in two statements of one transaction (the second follows the first)',
          async () => {
            const at = await newest();
            await api.db.transaction(async (tx) => {
              await insert(tx as typeof api.db, [licence(shifted(at, '1 hour'), true)]);
              await insert(tx as typeof api.db, [
                licence(shifted(at, '2 hours')),
                licence(shifted(at, '2 hours'), true),
              ]);
            });
          },
        ],
        [
          'at the newest moment (after it by id)',
          async () => insert(api.db, [licence(sql`${await newest()}::timestamptz`, true)]),
        ],
        [
          'older than the newest',
          async () => insert(api.db, [licence(shifted(await newest(), '-40 days'), true)]),
        ],
        [
          'older and newer in one statement, and another distributor',
          async () => {
            const at = await newest();
            await insert(api.db, [
              licence(shifted(at, '1 minute')),
              licence(shifted(at, '-3 days'), true),
              licence(shifted(at, '-2 days'), false, null),
              licence(shifted(at, '5 days'), true, null),
            ]);
          },
        ],
        [
          'newer, then one of the group deleted in the same transaction',
          async () => {
            const at = await newest();
            await api.db.transaction(async (tx) => {
              await insert(tx as typeof api.db, [
                licence(shifted(at, '1 day'), true),
                licence(shifted(at, '1 day')),
              ]);
              await tx.execute(sql`delete from tlink_licenses where license_code = 'ZZFP0002'`);
            });
          },
        ],
      ];
      for (const [name, round] of rounds) {
        await round();
        await expectSchoolGroupsExact(api.db).catch((error: Error) => {
          throw new Error(`${name}: ${error.message}`);
        });
      }
      await expectRangesExact('after inserts newer, older and at the newest');
    },
    WHOLE_OVERVIEWS_MS * 2,
  );
});

describe('creation-day ranges after a large import', () => {
  it(
    'an import of licences in a thousand new groups in one statement is counted, taking a bounded number of locks',
    async () => {
      // A lock per touched group ran out of shared memory on PostgreSQL for large imports (64 locks
      // per transaction and connection by default; 2,673 for 3,000 licences at scale 20).
      const locks = await api.db.transaction(async (tx) => {
        await tx.execute(sql`insert into tlink_licenses (license_code, product_id, organisation_id, creation_method, created_at)
          select 'ZI' || lpad(row_number() over ()::text, 6, '0'), p.id, s.id, 'BEHEER', ${`${values.day}T12:00:00+02:00`}::timestamptz
          from (select id from products order by id) p
          cross join (select distinct organisation_id as id from tlink_licenses where organisation_id is not null) s`);
        // The repeats are settled at commit (decision 595): settle them now, to count the locks taken.
        await tx.execute(sql`set constraints all immediate`);
        return (
          await rowsOf<{ n: number }>(
            tx,
            sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
          )
        )[0]!.n;
      });
      const range = { fromDate: values.day, toDate: values.day };
      const expected = await expectedSchoolRows(range, {});
      expect(expected.length).toBeGreaterThan(1000);
      expect(locks).toBeGreaterThan(0);
      expect(locks).toBeLessThanOrEqual(128);
      const all = await wholeSchoolOverview(SUPERUSER, range);
      expect(all.rows).toEqual(expected);
      expect(all.total).toBe(String(expected.length));
    },
    WHOLE_OVERVIEWS_MS,
  );
});

/** The status overview counted from the licences created in [from, to) (Amsterdam days). */
async function expectedStatusRows(fromDate: string, toDate: string, publisherId?: number) {
  return rowsOf(
    api.db,
    sql`
      select p.id as "productId", p.title as "productTitle", p.ean as "productEan",
        (count(*) filter (where t.license_state = 'AVAILABLE'))::int as available,
        (count(*) filter (where t.license_state = 'ACTIVE'))::int as active,
        (count(*) filter (where t.license_state in ('REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'EXPIRED')))::int as inactive,
        u.name as "publisherName"
      from tlink_licenses t
      join products p on p.id = t.product_id
      join organisations u on u.id = p.organisation_id
      where t.created_at >= (${fromDate}::date)::timestamp at time zone 'Europe/Amsterdam'
        and t.created_at < (${toDate}::date)::timestamp at time zone 'Europe/Amsterdam'
        and (${publisherId ?? null}::int is null or p.organisation_id = ${publisherId ?? null}::int)
      group by p.id, p.title, p.ean, u.name
      order by u.name, p.title, p.id`,
  );
}

describe('GET /api/tlinklicenses/statusOverview numbers', () => {
  it('gives, per month and publisher, the counts of the licences created in that month', async () => {
    const [range] = await rowsOf<{ first: string; last: string }>(
      api.db,
      sql`select
        to_char(min(created_at) at time zone 'Europe/Amsterdam', 'YYYY-MM-01') as first,
        to_char(max(created_at) at time zone 'Europe/Amsterdam', 'YYYY-MM-01') as last from tlink_licenses`,
    );
    const months: [string, string][] = [];
    for (let m = range!.first; m <= range!.last; ) {
      const next = new Date(`${m}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const to = next.toISOString().slice(0, 10);
      months.push([m, to]);
      m = to;
    }
    // Whole months (kept counts, decision 410), days within one month, and ranges with days before and after whole months.
    months.push(
      [range!.first, range!.last],
      [values.day, `${values.day.slice(0, 8)}28`],
      [values.day, addDays(values.day, 75)],
      [`${values.day.slice(0, 8)}15`, `${addMonths(values.day.slice(0, 7), 3)}-01`],
      [`${addMonths(values.day.slice(0, 7), -1)}-01`, addDays(values.day, 40)],
    );
    let licences = 0;
    for (const [from, to] of months) {
      for (const publisherId of [undefined, values.publisher]) {
        if (to <= from) continue;
        const expected = await expectedStatusRows(from, to, publisherId);
        const response = await api.as(SUPERUSER)(
          `/api/tlinklicenses/statusOverview?fromDate=${from}&toDate=${to}${publisherId ? `&publisherId=${publisherId}` : ''}`,
        );
        expect(response.status).toBe(200);
        expect(await response.json(), `${from} ${to} ${publisherId}`).toEqual(expected);
        licences += expected.length;
      }
    }
    expect(licences).toBeGreaterThan(0);
  });
});
