import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS } from '../../domain/rights';
import { rowsOf } from '../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../test-support/api-harness';
import { exportedLines } from '../test-support/export-run';

/**
 * A publisher-bound administrator sees only their own publisher's rows (spec 001 §1, §6), on every
 * list and overview that carries publisher data (decision 667), and has their publisher fixed: a
 * list's publisher filter naming another publisher is refused, not answered as an empty page
 * (decision 585); their own (what the administrator form sends for roles) is the scope they have
 * anyway. The demo publisher administrator is given every right but is_superuser here, so the
 * scope, not a missing right, is what each list is proved on.
 */
const api = fileApiHarness();
let own: number;
let other: number;
/** Each product's publisher: most lists' rows name a product (or a contract's subject). */
const publisherOfProduct = new Map<number, number>();
/** Another publisher's product (id and EAN) and contract subject, for the filters that take one. */
let theirs: { product: number; ean: string; subject: number; ownProduct: number; eckSchool: number };

type Row = Record<string, unknown>;
type Ref = { id: number } | null;
const idOf = (ref: unknown) => (ref as Ref)?.id ?? null;
const ofProduct = (id: unknown) => publisherOfProduct.get(Number(id)) ?? -1;

type ListCase = {
  /** The list's path under /api, with the query it needs. */
  list: string;
  /** The publishers a row carries; null where it carries none (a school, a staff role). */
  owners: (row: Row) => (number | null)[];
  /** A row with no publisher is not the publisher-bound administrator's either (their own things only). */
  ownOnly?: boolean;
  /** The key of its publisher filter (`withPublisherFilter`): another publisher's id is a 403. */
  publisherFilter?: string;
  /** The filter is the superuser's (spec 001 §6): refused with their own publisher too. */
  superuserFilter?: boolean;
  /** A filter naming another publisher's product or subject: answers none of their rows. */
  theirItem?: () => string;
};

const LISTS: ListCase[] = [
  {
    list: 'products',
    owners: (r) => [idOf(r.organisation)],
    publisherFilter: 'organisation',
  },
  {
    list: 'tlinklicenses',
    owners: (r) => [idOf((r.product as Row).publisher)],
    publisherFilter: 'publisher',
    theirItem: () => `product=${theirs.product}`,
  },
  {
    list: 'tlinklicenses/productsummary',
    owners: (r) => [ofProduct(r.productId)],
    theirItem: () => `product=${theirs.product}`,
  },
  {
    list: 'ecklicenses',
    owners: (r) => [ofProduct(idOf(r.product))],
    publisherFilter: 'product.organisation',
  },
  {
    list: 'ecklicenses/summaryOfAvailableEckLicenses/:school',
    owners: (r) => [ofProduct(r.productId)],
  },
  {
    list: 'policenses',
    owners: (r) => [ofProduct(idOf(r.product))],
    theirItem: () => `product=${theirs.product}`,
  },
  {
    list: 'orderdetails',
    owners: (r) => [ofProduct(idOf(r.product))],
    theirItem: () => `ean=${theirs.ean}`,
  },
  {
    list: 'orderstockdetails',
    owners: (r) => [ofProduct(r.productid)],
    theirItem: () => `ean=${theirs.ean}`,
  },
  {
    list: 'schoolcontracts',
    owners: (r) => [ofProduct(r.subjectId)],
    theirItem: () => `subjectId=${theirs.subject}`,
  },
  {
    list: 'contractbalances',
    owners: (r) => [ofProduct(r.subjectId)],
    theirItem: () => `subjectId=${theirs.subject}`,
  },
  {
    list: 'contractspecifications',
    owners: (r) => [ofProduct(r.subjectId), ofProduct(r.productId)],
    theirItem: () => `productId=${theirs.product}`,
  },
  {
    list: 'tlinklicenseschooloverviews',
    owners: (r) => [ofProduct(r.productId)],
    publisherFilter: 'publisher',
    superuserFilter: true,
  },
  {
    list: 'organisations',
    owners: (r) => [(r.type as string[]).includes('Uitgever') ? (r.id as number) : null],
  },
  { list: 'administrators', owners: (r) => [idOf(r.uitgever)], ownOnly: true },
  { list: 'roles', owners: (r) => [idOf(r.uitgever)], ownOnly: true, publisherFilter: 'uitgever' },
  { list: 'oauthclients', owners: (r) => [r.ownerId as number | null], ownOnly: true },
];

/** Lists only a superuser reads (spec 001): a publisher-bound administrator is refused outright. */
const SUPERUSER_ONLY = [
  'tlinklicenses/statusOverview?fromDate=2020-01-01&toDate=2030-01-01',
  'es/auditlog',
  'generatelicensemessages',
  'products/export',
];

async function rowsAs(email: string, path: string): Promise<{ status: number; rows: Row[] }> {
  // A path parameter in a list's path is filled in from the seed (`:school`: one with both sides' ECK licences).
  const resolved = path.replace(':school', String(theirs.eckSchool));
  const res = await api.as(email)(`/api/${resolved}`, { headers: { range: 'items=0-9999' } });
  const body = (await res.json()) as unknown;
  return { status: res.status, rows: Array.isArray(body) ? (body as Row[]) : [] };
}

/** The publishers other than `own` that rows carry (an unowned row counts where `ownOnly`). */
function othersIn(rows: Row[], list: ListCase): (number | null)[] {
  return rows
    .flatMap(list.owners)
    .filter((owner) => (owner === null ? list.ownOnly === true : owner !== own));
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

beforeAll(async () => {
  await api.grant(
    PUBLISHER_ADMIN,
    RIGHTS.filter((right) => right !== 'is_superuser'),
  );
  const publishers = await rowsOf<{ id: number; name: string }>(
    api.db,
    sql`select id, name from organisations where 'Uitgever' = any(type) order by id`,
  );
  own = publishers.find((p) => p.name === 'Uitgeverij Noorderlicht')!.id;
  other = publishers.find((p) => p.id !== own)!.id;
  for (const p of await rowsOf<{ id: number; publisher: number }>(
    api.db,
    sql`select id, organisation_id as publisher from products`,
  ))
    publisherOfProduct.set(p.id, p.publisher);
  // Rows the demo seed lacks, so that each list has rows of both sides: an administrator and a role
  // of another publisher, and a specification of one of this publisher's products under one of
  // its subjects (the seed specifies no subject of theirs with a product of theirs).
  const [role] = await rowsOf<{ id: number }>(
    api.db,
    sql`insert into roles (naam, rechten, uitgever_id) values ('Andere uitgever', array['producten_inzien'], ${other}) returning id`,
  );
  await api.db.execute(sql`insert into administrators (name, email, password_hash, rol_id, uitgever_id)
    values ('Olga Ander', 'ander@leskluis.test', 'geen', ${role!.id}, ${other})`);
  await api.db.execute(sql`insert into contract_specifications (school_contract_id, reference_id, product_id, specified_amount)
    select c.id, 'EIGEN-1', (select min(id) from products where organisation_id = ${own} and not is_subject), 1
      from school_contracts c join products s on s.id = c.subject_id
     where s.organisation_id = ${own} order by c.id limit 1`);
  const [item] = await rowsOf<typeof theirs>(
    api.db,
    sql`select
      (select t.product_id from tlink_licenses t where t.publisher_id <> ${own} order by t.id limit 1) as product,
      (select p.ean from order_details o join products p on p.id = o.product_id
        where p.organisation_id <> ${own} order by o.id limit 1) as ean,
      (select c.subject_id from school_contracts c join products s on s.id = c.subject_id
        where s.organisation_id <> ${own} order by c.id limit 1) as subject,
      (select min(id) from products where organisation_id = ${own}) as "ownProduct",
      (select e.organisation_id from eck_licenses e join products p on p.id = e.product_id
        where e.license_state = 'AVAILABLE' and e.organisation_id is not null
        group by e.organisation_id having bool_or(p.organisation_id = ${own}) and bool_or(p.organisation_id <> ${own})
        order by e.organisation_id limit 1) as "eckSchool"`,
  );
  theirs = item!;
});

describe('every list as a publisher-bound administrator (decision 667)', () => {
  it.each(LISTS.map((list) => [list.list, list] as const))(
    'GET /api/%s answers their own publisher’s rows and never another’s',
    async (_, list) => {
      const all = await rowsAs(SUPERUSER, list.list);
      expect(all.status).toBe(200);
      expect(othersIn(all.rows, list).length, 'the seed has rows of another publisher').toBeGreaterThan(0);

      const scoped = await rowsAs(PUBLISHER_ADMIN, list.list);
      expect(scoped.status).toBe(200);
      expect(othersIn(scoped.rows, list)).toEqual([]);
      expect(scoped.rows.flatMap(list.owners), 'their own rows are there').toContain(own);

      if (list.theirItem) {
        const named = await rowsAs(PUBLISHER_ADMIN, withQuery(list.list, list.theirItem()));
        expect([200, 404]).toContain(named.status);
        expect(othersIn(named.rows, list)).toEqual([]);
      }
    },
  );

  it.each(
    LISTS.filter((list) => list.publisherFilter).map(
      (list) => [list.list, list.publisherFilter!, list] as const,
    ),
  )('GET /api/%s?%s= refuses another publisher with 403, takes their own', async (path, key, list) => {
    const refused = await api.as(PUBLISHER_ADMIN)(`/api/${withQuery(path, `${key}=${other}`)}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Je bent aan een uitgever gebonden en filtert niet op een andere uitgever.',
    );
    const theirOwn = await api.as(PUBLISHER_ADMIN)(`/api/${withQuery(path, `${key}=${own}`)}`);
    expect(theirOwn.status).toBe(list.superuserFilter ? 403 : 200);
    expect((await api.as(SUPERUSER)(`/api/${withQuery(path, `${key}=${other}`)}`)).status).toBe(200);
  });

  it.each(SUPERUSER_ONLY)('GET /api/%s is refused to them (superuser only)', async (path) => {
    expect((await api.as(PUBLISHER_ADMIN)(`/api/${path}`)).status).toBe(403);
  });

  it('finds the log entry groups of their own publisher by meldcode, never another’s', async () => {
    const meldcodeOf = async (ours: boolean) =>
      (
        await rowsOf<{ meldcode: string }>(
          api.db,
          sql`select meldcode from log_entries where cardinality(publisher_ids) > 0
                and (publisher_ids = array[${own}::integer]) = ${ours} order by id limit 1`,
        )
      )[0]!.meldcode;
    const found = async (meldcode: string, email: string) =>
      (await rowsAs(email, `logentries?meldcode=${meldcode}`)).rows.length;
    const theirCode = await meldcodeOf(false);
    expect(await found(theirCode, SUPERUSER)).toBe(1);
    expect(await found(theirCode, PUBLISHER_ADMIN)).toBe(0);
    expect(await found(await meldcodeOf(true), PUBLISHER_ADMIN)).toBe(1);
  });

  it('reads the service windows of their own products only', async () => {
    for (const product of [theirs.ownProduct, theirs.product])
      await api.db.execute(
        sql`insert into service_windows (product_id, start_date) values (${product}, now())`,
      );
    const windows = async (email: string, product: number) =>
      (await rowsAs(email, `servicewindows?product=${product}`)).rows.length;
    expect(await windows(SUPERUSER, theirs.product)).toBeGreaterThan(0);
    expect(await windows(PUBLISHER_ADMIN, theirs.product)).toBe(0);
    expect(await windows(PUBLISHER_ADMIN, theirs.ownProduct)).toBeGreaterThan(0);
  });

  it.each([
    ['tlinklicenses', 'id'],
    ['schoolcontracts', 'contractReferenceId'],
    ['contractbalances', 'contractReferenceId'],
    ['contractspecifications', 'referenceId'],
    ['tlinklicenseschooloverviews', 'productEan'],
  ])('exports of /api/%s hold exactly the rows their list shows them', async (list, field) => {
    const shown = (await rowsAs(PUBLISHER_ADMIN, list)).rows.map((row) => String(row[field]));
    const exported = await exportedLines(api, list, '', `Veld=${field}`, PUBLISHER_ADMIN);
    expect(exported.sort()).toEqual(shown.sort());
    expect(exported.length).toBeLessThan((await rowsAs(SUPERUSER, list)).rows.length);
  });

  it('reads their own publisher’s invoice, and another’s is not found', async () => {
    await api.db.execute(sql`update organisations set billing_model = 'Vaste Prijs', billing_price = 100
      where id in (${own}, ${other})`);
    let month = '';
    const invoice = (email: string, publisher: number) =>
      api.as(email)(`/api/organisations/${publisher}/invoices/${month}/productDetails`);
    // A month in which both publishers have an invoice (the superuser reads both).
    for (let back = 0; back < 36; back++) {
      const day = new Date(Date.UTC(2026, 10 - back, 1));
      month = `${day.getUTCFullYear()}/${day.getUTCMonth() + 1}`;
      if ((await invoice(SUPERUSER, own)).status === 200 && (await invoice(SUPERUSER, other)).status === 200)
        break;
    }
    expect((await invoice(SUPERUSER, other)).status).toBe(200);
    expect((await invoice(PUBLISHER_ADMIN, other)).status).toBe(404);
    expect((await invoice(PUBLISHER_ADMIN, own)).status).toBe(200);
  });
});
