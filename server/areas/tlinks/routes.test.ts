import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '../../../domain/dates';
import { tlinkMessages } from '../../../domain/messages';
import { DEFAULT_DISTRIBUTOR } from '../../../domain/product';
import type { TlinkLicense, TlinkProductSummary } from '../../../domain/schemas/tlink';
import { DEMO_PUBLISHER_NAME } from '../../seed/demo-administrators';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';
import { listTlinks } from './repository';

const api = fileApiHarness();
type ProductRef = { id: number; title: string; end: string; publisherId: number };
let ownProduct: ProductRef;
let otherProduct: ProductRef;
let school: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await api.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A product with no licence-model constraint on its dates, of the demo publisher or of another one. */
async function productOf(own: boolean): Promise<ProductRef> {
  const [row] = await rows<ProductRef>(sql`
    select p.id, p.title, p.end_of_life_date::text as end, p.organisation_id as "publisherId"
    from products p join organisations o on o.id = p.organisation_id
    left join license_models m on m.product_id = p.id
    where (o.name = ${DEMO_PUBLISHER_NAME}) = ${own} and p.end_of_life_date > now() + interval '60 days'
      and (m.license_activation_type is distinct from 'PERIODE' or m.activatable_until is not null)
      and not p.is_subject
    order by p.id limit 1`);
  if (!row) throw new Error('no product');
  return row;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function body(product: ProductRef, overrides: Record<string, unknown> = {}) {
  return {
    product: product.id,
    organisation: school,
    account: null,
    distributor: null,
    startDate: inDays(0),
    endDate: inDays(30),
    licenseState: 'AVAILABLE',
    amount: 1,
    autoRenew: false,
    ...overrides,
  };
}

async function create(email: string, amount: number | string, payload: object) {
  return api.as(email)(`/api/tlinklicenses?amount=${amount}`, {
    method: 'POST',
    body: JSON.stringify(payload),
  });
}

beforeAll(async () => {
  ownProduct = await productOf(true);
  otherProduct = await productOf(false);
  const [s] = await rows<{ id: number }>(
    sql`select id from organisations where 'School' = any(type) order by id limit 1`,
  );
  school = s!.id;
});

describe('GET /api/tlinklicenses', () => {
  it('sorts by licence code, pages with Content-Range and filters by code from 3 characters', async () => {
    const res = await api.as(SUPPORT)('/api/tlinklicenses', { headers: { range: 'items=0-49' } });
    expect(res.status).toBe(200);
    const list = (await res.json()) as TlinkLicense[];
    expect(list).toHaveLength(50);
    expect(res.headers.get('content-range')).toMatch(/^items 0-49\/\d+$/);
    const codes = list.map((l) => l.licenseCode);
    expect(codes).toEqual([...codes].sort());

    const one = (await (
      await api.as(SUPPORT)(`/api/tlinklicenses?licenseCode=${codes[3]!.toLowerCase()}`)
    ).json()) as TlinkLicense[];
    expect(one.map((l) => l.licenseCode)).toEqual([codes[3]]);
    const short = await api.as(SUPPORT)('/api/tlinklicenses?licenseCode=AB');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe('Minimaal 3 tekens');
  });

  it('filters by several states, sources and the expired toggle of the account overview', async () => {
    const states = (await (
      await api.as(SUPPORT)('/api/tlinklicenses?licenseState=REVOKED_BY_EXTENSION&licenseState=PAUSED', {
        headers: { range: 'items=0-999' },
      })
    ).json()) as TlinkLicense[];
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states.map((l) => l.licenseState))).toEqual(new Set(['REVOKED_BY_EXTENSION', 'PAUSED']));

    const [withAccount] = await rows<{ account_id: number }>(
      sql`select account_id from tlink_licenses where account_id is not null group by account_id order by count(*) desc limit 1`,
    );
    const all = (await (
      await api.as(SUPPORT)(`/api/tlinklicenses?account=${withAccount!.account_id}`)
    ).json()) as TlinkLicense[];
    const ended = (await (
      await api.as(SUPPORT)(`/api/tlinklicenses?account=${withAccount!.account_id}&showExpirableStates=true`)
    ).json()) as TlinkLicense[];
    const current = (await (
      await api.as(SUPPORT)(`/api/tlinklicenses?account=${withAccount!.account_id}&hideExpirableStates=true`)
    ).json()) as TlinkLicense[];
    expect(ended.length + current.length).toBe(all.length);
    for (const l of ended)
      expect([
        'EXPIRED',
        'DEACTIVATED',
        'DESPECIFIED',
        'REVOKED',
        'REVOKED_BY_MERGE',
        'REVOKED_BY_EXTENSION',
      ]).toContain(l.licenseState);
    for (const l of all) expect(l.account?.id).toBe(withAccount!.account_id);

    const bySource = (await (
      await api.as(SUPPORT)('/api/tlinklicenses?creationMethod=API,SERVICE')
    ).json()) as TlinkLicense[];
    for (const l of bySource) expect(['API', 'SERVICE']).toContain(l.creationMethod);
    expect((await api.as(SUPPORT)('/api/tlinklicenses?licenseState=KAPOT')).status).toBe(400);
  });

  it('refuses the distributor filter without its right and answers one licence by id', async () => {
    expect((await api.as(SUPPORT)('/api/tlinklicenses?distributor=1')).status).toBe(403);
    const [first] = (await (await api.as(SUPPORT)('/api/tlinklicenses')).json()) as TlinkLicense[];
    const res = await api.as(SUPPORT)(`/api/tlinklicenses/${first!.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as TlinkLicense).licenseCode).toBe(first!.licenseCode);
    expect((await api.as(SUPPORT)('/api/tlinklicenses/99999999')).status).toBe(404);
  });
});

describe('POST /api/tlinklicenses (create)', () => {
  it('creates the asked amount with unique 8-character codes, BEHEER source and the default distributor', async () => {
    const res = await create(SUPERUSER, 50, body(ownProduct));
    expect(res.status).toBe(201);
    const created = (await res.json()) as TlinkLicense[];
    expect(created).toHaveLength(50);
    const codes = new Set(created.map((l) => l.licenseCode));
    expect(codes.size).toBe(50);
    for (const l of created) {
      expect(l.licenseCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(l.creationMethod).toBe('BEHEER');
      expect(l.licenseState).toBe('AVAILABLE');
    }
    const [distributor] = await rows<{ name: string }>(
      sql`select name from organisations where esn = ${DEFAULT_DISTRIBUTOR}`,
    );
    expect(created[0]!.distributor?.toString).toBe(distributor!.name);
    // One generated reference for the batch, so the reference filter finds it.
    expect(new Set(created.map((l) => l.referenceId)).size).toBe(1);
    const byRef = await api.as(SUPERUSER)(`/api/tlinklicenses?referenceId=${created[0]!.referenceId}`);
    expect(byRef.headers.get('content-range')).toBe('items 0-49/50');
    // The total stays exact whether the page is short (its own total), full, or past the end.
    const ranged = async (range: string) =>
      (
        await api.as(SUPERUSER)(`/api/tlinklicenses?referenceId=${created[0]!.referenceId}`, {
          headers: { Range: range },
        })
      ).headers.get('content-range');
    expect(await ranged('items=40-99')).toBe('items 40-49/50');
    expect(await ranged('items=0-9')).toBe('items 0-9/50');
    expect(await ranged('items=50-99')).toBe('items */50');
    expect(await ranged('items=2000-2099')).toBe('items */50');
  });

  it('creates 5000 in one request, each with its own code, as they are stored', async () => {
    const big = await create(SUPERUSER, 5000, body(ownProduct));
    expect(big.status).toBe(201);
    const created = (await big.json()) as TlinkLicense[];
    expect(created).toHaveLength(5000);
    expect(new Set(created.map((l) => l.licenseCode)).size).toBe(5000);
    // All but one are answered from the one read back with its names (decision 666).
    for (const licence of [created[0]!, created[4999]!]) {
      const stored = await api.as(SUPERUSER)(`/api/tlinklicenses/${licence.id}`);
      expect(await stored.json()).toEqual(licence);
    }
  });

  it('refuses an amount of 0, 5001 and non-numbers', async () => {
    for (const amount of [0, 5001, 'abc', '1.5']) {
      const res = await create(SUPERUSER, amount, body(ownProduct));
      expect(res.status).toBe(400);
      const reply = (await res.json()) as { errors: { path: string }[] };
      expect(reply.errors[0]!.path).toBe('amountToCreate');
    }
  });

  it('sorts the matches of a selective filter by another field exactly as PostgreSQL orders it', async () => {
    const [picked] = await rows<{ id: number }>(sql`
      select organisation_id as id from tlink_licenses where organisation_id is not null
      group by organisation_id having count(*) between 8 and 900
      order by organisation_id limit 1`);
    const filter = `organisation=${picked!.id}`;
    const all = (await (
      await api.as(SUPERUSER)(`/api/tlinklicenses?${filter}`, { headers: { Range: 'items=0-999' } })
    ).json()) as TlinkLicense[];
    // DESC puts nulls first (PostgreSQL's default), then the id breaks ties the same way.
    const desc = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');
    const expected = [
      ...all.filter((l) => l.endDate === null).sort((a, b) => b.id - a.id),
      ...all.filter((l) => l.endDate !== null).sort((a, b) => desc(a.endDate, b.endDate) || b.id - a.id),
    ];
    const res = await api.as(SUPERUSER)(`/api/tlinklicenses?${filter}&sort=DESC-endDate`, {
      headers: { Range: 'items=2-6' },
    });
    expect(((await res.json()) as TlinkLicense[]).map((l) => l.id)).toEqual(
      expected.slice(2, 7).map((l) => l.id),
    );
    expect(res.headers.get('content-range')).toBe(`items 2-6/${all.length}`);
    const past = await api.as(SUPERUSER)(`/api/tlinklicenses?${filter}&sort=DESC-endDate`, {
      headers: { Range: `items=${all.length}-${all.length + 9}` },
    });
    expect(past.headers.get('content-range')).toBe(`items */${all.length}`);
  });

  it('gives the same sorted page and total when the matches exceed the matches-first cap', async () => {
    const [picked] = await rows<{ id: number; n: number }>(sql`
      select organisation_id as id, count(*)::int as n from tlink_licenses where organisation_id is not null
      group by organisation_id having count(*) between 12 and 900 order by organisation_id limit 1`);
    const sort = { field: 'endDate', direction: 'DESC' } as const;
    const pageOf = (offset: number, cap?: number) =>
      listTlinks(
        api.db,
        { organisation: picked!.id },
        null,
        sort,
        { offset, limit: 4 },
        { matchesFirst: cap },
      );
    for (const offset of [0, 5, picked!.n - 2]) {
      const underCap = await pageOf(offset);
      const overCap = await pageOf(offset, 3);
      expect(underCap.total).toBe(picked!.n);
      expect(overCap.total).toBe(picked!.n);
      expect(overCap.rows.map((row) => row.licence.id)).toEqual(underCap.rows.map((row) => row.licence.id));
      expect(underCap.rows).toHaveLength(Math.min(4, picked!.n - offset));
    }
    for (const cap of [undefined, 3])
      expect(await pageOf(picked!.n + 1, cap)).toEqual({ rows: [], total: picked!.n });
  });

  it('answers a deep range (ids first, then the rows) with the same rows as a shallow one', async () => {
    for (const sort of ['ASC-licenseCode', 'DESC-createdAt']) {
      const page = async (range: string) => {
        const res = await api.as(SUPERUSER)(`/api/tlinklicenses?sort=${sort}`, { headers: { Range: range } });
        return {
          range: res.headers.get('content-range'),
          ids: ((await res.json()) as TlinkLicense[]).map((l) => l.id),
        };
      };
      const shallow = await page('items=990-1009');
      const deep = await page('items=1000-1009');
      expect(shallow.ids).toHaveLength(20);
      expect(deep.ids).toEqual(shallow.ids.slice(10));
      expect(deep.range).toMatch(/^items 1000-1009\/\d+$/);
    }
  });

  it('checks required fields, end after start, and the end date versus the product end date', async () => {
    const missing = await create(SUPERUSER, 1, { ...body(ownProduct), startDate: '' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: { path: string; message: string }[] }).errors).toContainEqual(
      {
        path: 'startDate',
        message: 'Veld is verplicht',
      },
    );
    const reversed = await create(
      SUPERUSER,
      1,
      body(ownProduct, { startDate: inDays(10), endDate: inDays(5) }),
    );
    expect(((await reversed.json()) as { message: string }).message).toBe(tlinkMessages.endAfterStart);
    const lateEnd = new Date(Date.parse(ownProduct.end) + 3 * 86_400_000).toISOString();
    const late = await create(SUPERUSER, 1, body(ownProduct, { endDate: lateEnd }));
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toBe(tlinkMessages.endNotAfterProductEnd);
  });

  it('refuses a product that activates in a period without its "Te activeren tot" date', async () => {
    const [model] = await rows<{ product_id: number }>(
      sql`select product_id from license_models m join products p on p.id = m.product_id where not p.is_subject order by product_id desc limit 1`,
    );
    await api.db.execute(
      sql`update license_models set license_activation_type = 'PERIODE', activatable_until = null where product_id = ${model!.product_id}`,
    );
    const res = await create(
      SUPERUSER,
      1,
      body({ ...ownProduct, id: model!.product_id }, { endDate: inDays(1) }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { path: string; message: string }[] }).errors[0]).toEqual({
      path: 'product',
      message: tlinkMessages.activatableUntilMissing,
    });
  });

  it('refuses a publisher as the organisation with a field error, creating and changing nothing', async () => {
    const [publisher] = await rows<{ id: number }>(
      sql`select id from organisations where 'Uitgever' = any(type) and not 'School' = any(type) order by id limit 1`,
    );
    const count = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from tlink_licenses`))[0]!.n;
    const before = await count();
    const res = await create(SUPERUSER, 3, body(ownProduct, { organisation: publisher!.id }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([
      { path: 'organisation', message: tlinkMessages.organisationNotSchool },
    ]);
    expect(await count()).toBe(before);

    const [licence] = (await (await create(SUPERUSER, 1, body(ownProduct))).json()) as TlinkLicense[];
    const change = await api.as(SUPERUSER)(`/api/tlinklicenses/${licence!.id}`, {
      method: 'PUT',
      body: JSON.stringify({
        ...body(ownProduct, { organisation: publisher!.id }),
        updatedAt: licence!.updatedAt,
      }),
    });
    expect(change.status).toBe(400);
    const [stored] = (await (
      await api.as(SUPERUSER)(`/api/tlinklicenses?licenseCode=${licence!.licenseCode}`)
    ).json()) as TlinkLicense[];
    expect(stored!.organisation?.id).toBe(school);
    expect(stored!.updatedAt).toBe(licence!.updatedAt);

    const reserve = await api.as(SUPERUSER)('/api/tlinklicenses/actions/reserveTLinks', {
      method: 'POST',
      body: JSON.stringify([{ organisationId: publisher!.id, productId: ownProduct.id, amount: 1 }]),
    });
    expect(reserve.status).toBe(400);
    expect(((await reserve.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([
      { path: '0.organisationId', message: tlinkMessages.organisationNotSchool },
    ]);
  });

  it('does not create RESERVED, PREACTIVE or PAUSED licences', async () => {
    for (const state of ['RESERVED', 'PREACTIVE', 'PAUSED', 'REVOKED_BY_EXTENSION']) {
      expect((await create(SUPERUSER, 1, body(ownProduct, { licenseState: state }))).status).toBe(400);
    }
  });

  it('stores a typed day as the moment that day starts in Amsterdam, as product dates are (decision 162)', async () => {
    const res = await create(
      SUPERUSER,
      1,
      body(ownProduct, { startDate: '2026-12-01', endDate: '2027-07-01' }),
    );
    expect(res.status).toBe(201);
    const [licence] = (await res.json()) as TlinkLicense[];
    expect(licence!.startDate).toBe('2026-11-30T23:00:00.000Z');
    expect(licence!.endDate).toBe('2027-06-30T22:00:00.000Z');
    const found = (await (
      await api.as(SUPERUSER)(`/api/tlinklicenses?licenseCode=${licence!.licenseCode}`)
    ).json()) as TlinkLicense[];
    expect(found[0]!.startDate).toBe('2026-11-30T23:00:00.000Z');
  });
});

describe('PUT /api/tlinklicenses/{id} (state transitions)', () => {
  async function fresh(state = 'ACTIVE'): Promise<TlinkLicense> {
    const res = await create(SUPERUSER, 1, body(ownProduct, { licenseState: state }));
    return ((await res.json()) as TlinkLicense[])[0]!;
  }
  const put = (licence: TlinkLicense, changes: Record<string, unknown>, email = SUPERUSER) =>
    api.as(email)(`/api/tlinklicenses/${licence.id}`, {
      method: 'PUT',
      body: JSON.stringify({
        ...body(ownProduct),
        startDate: licence.startDate,
        endDate: licence.endDate,
        licenseState: licence.licenseState,
        updatedAt: licence.updatedAt,
        ...changes,
      }),
    });

  it('sets the end date to now when a non-ending state moves to an ending one', async () => {
    for (const to of ['REVOKED', 'EXPIRED', 'DEACTIVATED', 'DESPECIFIED', 'REVOKED_BY_MERGE']) {
      const licence = await fresh();
      const before = Date.now();
      const res = await put(licence, { licenseState: to });
      expect(res.status).toBe(200);
      const updated = (await res.json()) as TlinkLicense;
      expect(updated.licenseState).toBe(to);
      expect(Date.parse(updated.endDate!)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(updated.endDate!)).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('revokes a licence that has not started yet, ending it now', async () => {
    const res = await create(SUPERUSER, 1, body(ownProduct, { startDate: inDays(10), endDate: inDays(40) }));
    const future = ((await res.json()) as TlinkLicense[])[0]!;
    const revoked = await put(future, { licenseState: 'REVOKED' });
    expect(revoked.status).toBe(200);
    const after = (await revoked.json()) as TlinkLicense;
    expect(Math.abs(Date.parse(after.endDate!) - Date.now())).toBeLessThan(5000);
  });

  it('keeps the chosen end date between non-ending states and from an ending state', async () => {
    const licence = await fresh();
    const blocked = (await (
      await put(licence, { licenseState: 'BLOCKED', endDate: inDays(20) })
    ).json()) as TlinkLicense;
    expect(dayKey(blocked.endDate)).toBe(inDays(20));
    const revoked = (await (await put(blocked, { licenseState: 'REVOKED' })).json()) as TlinkLicense;
    const expired = (await (
      await put(revoked, { licenseState: 'EXPIRED', endDate: inDays(3) })
    ).json()) as TlinkLicense;
    expect(dayKey(expired.endDate)).toBe(inDays(3));
  });

  it('refuses moving into a disabled state, answers 412 on a stale version, and audits the change', async () => {
    const licence = await fresh();
    expect((await put(licence, { licenseState: 'RESERVED' })).status).toBe(400);
    expect((await put(licence, { licenseState: 'PAUSED' })).status).toBe(400);
    const ok = await put(licence, { amount: 3 });
    expect(ok.status).toBe(200);
    const stale = await put(licence, { amount: 4 });
    expect(stale.status).toBe(412);
    const [audit] = await rows<{ object_type: string }>(
      sql`select object_type from audit_entries where object_id = ${String(licence.id)} and request_type = 'PUT'`,
    );
    expect(audit?.object_type).toBe('TLinkLicense');
  });

  it('needs tlinklicenties_aanpassen', async () => {
    const licence = await fresh();
    const [readOnly] = await rows<{ n: number }>(sql`select 1 as n`);
    expect(readOnly).toBeDefined();
    // The support desk may change licences; a role without the right is refused by the guard.
    expect((await put(licence, { amount: 2 }, SUPPORT)).status).toBe(200);
  });
});

describe('reserving TLinks', () => {
  it('reserves up to the free stock and refuses more with the spec text', async () => {
    await create(SUPERUSER, 7, body(ownProduct, { organisation: null }));
    const summary = (await (
      await api.as(SUPERUSER)(`/api/tlinklicenses/productsummary?product=${ownProduct.id}`)
    ).json()) as TlinkProductSummary[];
    const free = summary[0]!.available;
    expect(free).toBeGreaterThanOrEqual(7);

    const tooMany = await api.as(SUPERUSER)('/api/tlinklicenses/actions/reserveTLinks', {
      method: 'POST',
      body: JSON.stringify([{ organisationId: school, productId: ownProduct.id, amount: free + 1 }]),
    });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { message: string }).message).toBe(tlinkMessages.reserveFailed);

    const res = await api.as(SUPERUSER)('/api/tlinklicenses/actions/reserveTLinks', {
      method: 'POST',
      body: JSON.stringify([{ organisationId: school, productId: ownProduct.id, amount: 5 }]),
    });
    expect(res.status).toBe(200);
    const reserved = (await res.json()) as { licenseCode: string; product: string }[];
    expect(reserved).toHaveLength(5);
    const after = (await (
      await api.as(SUPERUSER)(`/api/tlinklicenses/productsummary?product=${ownProduct.id}`)
    ).json()) as TlinkProductSummary[];
    expect(after[0]?.available ?? 0).toBe(free - 5);
    const check = (await (
      await api.as(SUPERUSER)(`/api/tlinklicenses?licenseCode=${reserved[0]!.licenseCode}`)
    ).json()) as TlinkLicense[];
    expect(check[0]!.licenseState).toBe('RESERVED');
    expect(check[0]!.organisation?.id).toBe(school);

    const sixDigits = await api.as(SUPERUSER)('/api/tlinklicenses/actions/reserveTLinks', {
      method: 'POST',
      body: JSON.stringify([{ organisationId: school, productId: ownProduct.id, amount: 100000 }]),
    });
    expect(sixDigits.status).toBe(400);
  });

  it('reads a typed % or _ in the product search as the character, not as a wildcard', async () => {
    const summary = async (query: string) =>
      (await (
        await api.as(SUPERUSER)(`/api/tlinklicenses/productsummary?${query}`)
      ).json()) as TlinkProductSummary[];
    const [own] = await summary(`product=${ownProduct.id}`);
    expect((await summary(`q=${own!.productEan.slice(0, 6)}`)).map((row) => row.productEan)).toContain(
      own!.productEan,
    );
    // No title or EAN holds these characters: a wildcard would have matched every product with stock.
    expect(await summary('q=_')).toEqual([]);
    expect(await summary('q=%25')).toEqual([]);
  });

  it('needs tlinklicenties_reserveren', async () => {
    expect((await api.as(SUPPORT)('/api/tlinklicenses/productsummary')).status).toBe(403);
  });
});

describe('publisher scoping', () => {
  it('shows a publisher administrator only their own products’ licences', async () => {
    const list = (await (
      await api.as(PUBLISHER_ADMIN)('/api/tlinklicenses', { headers: { range: 'items=0-999' } })
    ).json()) as TlinkLicense[];
    expect(list.length).toBeGreaterThan(0);
    for (const l of list) expect(l.product.publisher.id).toBe(ownProduct.publisherId);
    // Their publisher is fixed: a filter on another one is refused (decision 585).
    const viaOther = await api.as(PUBLISHER_ADMIN)(
      `/api/tlinklicenses?publisher=${otherProduct.publisherId}`,
    );
    expect(viaOther.status).toBe(403);
  });

  it('answers 404 for another publisher’s licence, product, change and reservation', async () => {
    const other = ((await (await create(SUPERUSER, 1, body(otherProduct))).json()) as TlinkLicense[])[0]!;
    expect((await api.as(PUBLISHER_ADMIN)(`/api/tlinklicenses/${other.id}`)).status).toBe(404);
    expect(
      (await api.as(PUBLISHER_ADMIN)(`/api/tlinklicenses?licenseCode=${other.licenseCode}`)).headers.get(
        'content-range',
      ),
    ).toBe('items */0');
    expect((await create(PUBLISHER_ADMIN, 1, body(otherProduct))).status).toBe(404);
    const change = await api.as(PUBLISHER_ADMIN)(`/api/tlinklicenses/${other.id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...body(otherProduct), licenseState: 'REVOKED' }),
    });
    expect(change.status).toBe(404);
    const reserve = await api.as(PUBLISHER_ADMIN)('/api/tlinklicenses/actions/reserveTLinks', {
      method: 'POST',
      body: JSON.stringify([{ organisationId: school, productId: otherProduct.id, amount: 1 }]),
    });
    expect(reserve.status).toBe(404);
    expect((await create(PUBLISHER_ADMIN, 2, body(ownProduct))).status).toBe(201);
  });

  it('scopes the CSV export to the publisher', async () => {
    const res = await api.as(PUBLISHER_ADMIN)(
      '/api/tlinklicenses?csvHeaders=Code=licenseCode|Product=product.title',
      {
        headers: { accept: 'text/csv', range: 'items=0-' },
      },
    );
    expect(res.status).toBe(202);
    const [job] = await rows<{ params: { filter: { scopeUitgeverId: number } } }>(
      sql`select params from export_jobs order by id desc limit 1`,
    );
    expect(job!.params.filter.scopeUitgeverId).toBe(ownProduct.publisherId);
  });
});

describe('the account column without gebruikers_inzien', () => {
  const LICENCES_ONLY = 'alleen-licenties@leskluis.test';
  beforeAll(async () => {
    await api.db.execute(sql`
      with rol as (insert into roles (naam, rechten) values ('Alleen licenties', array['tlinklicenties_inzien']) returning id)
      insert into administrators (name, email, password_hash, rol_id) select 'Licenties', ${LICENCES_ONLY}, 'x', id from rol`);
  });

  it("shows 'account: {id}' in the list and refuses to export the account's e-mail", async () => {
    const list = (await (
      await api.as(LICENCES_ONLY)('/api/tlinklicenses?licenseState=ACTIVE', {
        headers: { range: 'items=0-99' },
      })
    ).json()) as TlinkLicense[];
    const withAccount = list.filter((licence) => licence.account);
    expect(withAccount.length).toBeGreaterThan(0);
    for (const licence of withAccount)
      expect(licence.account!.toString).toBe(`account: ${licence.account!.id}`);

    const csv = { headers: { accept: 'text/csv', range: 'items=0-' } };
    const refused = await api.as(LICENCES_ONLY)(
      '/api/tlinklicenses?csvHeaders=Code=licenseCode|Account=account.toString',
      csv,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: "Je bent niet bevoegd om het veld 'account.toString' te exporteren.",
    });
    const byProduct = await api.as(LICENCES_ONLY)(`/api/tlinklicenses?product=${ownProduct.id}`);
    expect(byProduct.status).toBe(403);
    expect(await byProduct.json()).toMatchObject({ message: 'Niet bevoegd om op product te filteren.' });
    const byId = await api.as(LICENCES_ONLY)(
      '/api/tlinklicenses?csvHeaders=Code=licenseCode|Account=account.id',
      csv,
    );
    expect(byId.status).toBe(202);
    const allowed = await api.as(SUPPORT)(
      '/api/tlinklicenses?csvHeaders=Code=licenseCode|Account=account.toString',
      csv,
    );
    expect(allowed.status).toBe(202);
  });
});
