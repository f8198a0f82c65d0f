import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ID_LIST_MAX, idListMessages, NOT_FOUND_HEADER } from '../../domain/schemas/id-list';
import type { TlinkLicense } from '../../domain/schemas/tlink';
import { rowsOf } from '../db/rows';
import { DEMO_PUBLISHER_NAME } from '../seed/demo-administrators';
import { fileApiHarness, PUBLISHER_ADMIN, SUPPORT } from '../test-support/api-harness';

/** Many-identifier list filters: a pasted column as one list (issue 22 item 4). */

const api = fileApiHarness();
let own: string[];
let other: string[];
let ownEans: string[];
let otherEans: string[];

async function eansOf(ownPublisher: boolean, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ ean: string }>(
    api.db,
    sql`select p.ean from products p join organisations o on o.id = p.organisation_id
    where (o.name = ${DEMO_PUBLISHER_NAME}) = ${ownPublisher} order by p.ean limit ${limit}`,
  );
  return rows.map((row) => row.ean);
}

async function codesOf(ownPublisher: boolean, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ code: string }>(
    api.db,
    sql`select l.license_code as code from tlink_licenses l
    join products p on p.id = l.product_id join organisations o on o.id = p.organisation_id
    where (o.name = ${DEMO_PUBLISHER_NAME}) = ${ownPublisher}
    order by l.license_code limit ${limit}`,
  );
  return rows.map((row) => row.code);
}

beforeAll(async () => {
  own = await codesOf(true, 60);
  other = await codesOf(false, 3);
  ownEans = await eansOf(true, 2);
  otherEans = await eansOf(false, 1);
  expect(own.length).toBe(60);
  expect(other.length).toBe(3);
});

async function list(admin: string, codes: string, range = 'items=0-999') {
  const res = await api.as(admin)(`/api/tlinklicenses?licenseCodes=${encodeURIComponent(codes)}`, {
    headers: { range },
  });
  return { res, body: (await res.json()) as TlinkLicense[] & { message?: string } };
}

const missingOf = (res: Response) => res.headers.get(NOT_FOUND_HEADER)?.split(',').filter(Boolean);

describe('the licenseCodes filter', () => {
  it('lists exactly the pasted codes, however written, and names the codes it does not hold', async () => {
    const pasted = own.map((code, i) => (i % 3 === 0 ? `${code.slice(0, 4)}-${code.slice(4)}` : code));
    pasted[1] = pasted[1]!.toLowerCase();
    const { res, body } = await list(SUPPORT, `${pasted.join('\n')}\nZZZZ2222;ZZZZ3333`);
    expect(res.status).toBe(200);
    expect(body.map((l) => l.licenseCode).sort()).toEqual([...own].sort());
    expect(res.headers.get('content-range')).toBe(`items 0-59/60`);
    expect(missingOf(res)).toEqual(['ZZZZ2222', 'ZZZZ3333']);
    expect(res.headers.get('access-control-expose-headers')).toContain(NOT_FOUND_HEADER);
  });

  it('reads a value holding no code (",", ";") as no filter: the list as without it, nothing named not found', async () => {
    const whole = await api.as(SUPPORT)('/api/tlinklicenses', { headers: { range: 'items=0-9' } });
    for (const codes of [',', ';', ' , ']) {
      const { res } = await list(SUPPORT, codes, 'items=0-9');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe(whole.headers.get('content-range'));
      expect(res.headers.get(NOT_FOUND_HEADER)).toBeNull();
    }
    const accounts = await api.as(SUPPORT)('/api/accounts?ids=,', { headers: { range: 'items=0-9' } });
    expect(accounts.status).toBe(200);
    expect(accounts.headers.get(NOT_FOUND_HEADER)).toBeNull();
  });

  it('names the missing codes of the whole filter, not of the page', async () => {
    const { res, body } = await list(SUPPORT, [...own, 'ZZZZ2222'].join(','), 'items=0-9');
    expect(body).toHaveLength(10);
    expect(res.headers.get('content-range')).toBe('items 0-9/60');
    expect(missingOf(res)).toEqual(['ZZZZ2222']);
  });

  it(`takes ${ID_LIST_MAX} codes and refuses one more with the limit in Dutch`, async () => {
    const many = Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => `ZZ${String(i).padStart(6, '0')}`);
    const atLimit = await list(SUPPORT, many.slice(0, ID_LIST_MAX).join(','));
    expect(atLimit.res.status).toBe(200);
    expect(missingOf(atLimit.res)).toHaveLength(ID_LIST_MAX);
    const beyond = await list(SUPPORT, many.join(','));
    expect(beyond.res.status).toBe(400);
    expect(beyond.body.message).toBe(idListMessages.tooMany(ID_LIST_MAX + 1));
  });

  it('counts a code pasted twice once and refuses one that is not a code', async () => {
    const twice = await list(SUPPORT, `${own[0]} ${own[0]!.toLowerCase()}`);
    expect(twice.body).toHaveLength(1);
    const wrong = await list(SUPPORT, `${own[0]},ABC`);
    expect(wrong.res.status).toBe(400);
    expect(wrong.body.message).toBe(idListMessages.invalid('ABC'));
  });

  it('counts the pasted codes that match the other filters too, and names only the codes not held as not found', async () => {
    const states = await rowsOf<{ code: string; state: string }>(
      api.db,
      sql`select license_code as code, license_state as state from tlink_licenses
      where license_code in ${own}`,
    );
    const state = states[0]!.state;
    const inState = states.filter((row) => row.state === state).map((row) => row.code);
    const codes = encodeURIComponent([...own, 'ZZZZ2222'].join(','));
    const res = await api.as(SUPPORT)(`/api/tlinklicenses?licenseCodes=${codes}&licenseState=${state}`, {
      headers: { range: 'items=0-1' },
    });
    const body = (await res.json()) as TlinkLicense[];
    expect(body.map((l) => l.licenseCode)).toEqual([...inState].sort().slice(0, 2));
    expect(res.headers.get('content-range')).toBe(
      `items 0-${Math.min(inState.length, 2) - 1}/${inState.length}`,
    );
    expect(missingOf(res)).toEqual(['ZZZZ2222']);
  });

  it('pages the pasted codes in another order, the total the same', async () => {
    const { res } = await list(SUPPORT, own.join(','), 'items=50-99');
    expect(res.headers.get('content-range')).toBe('items 50-59/60');
    const sorted = await api.as(SUPPORT)(
      `/api/tlinklicenses?licenseCodes=${own.join(',')}&sort=DESC-createdAt`,
      { headers: { range: 'items=0-9' } },
    );
    expect(((await sorted.json()) as TlinkLicense[]).length).toBe(10);
    expect(sorted.headers.get('content-range')).toBe('items 0-9/60');
  });

  it("tells a publisher-bound administrator another publisher's codes are not found, like codes that do not exist", async () => {
    const { res, body } = await list(PUBLISHER_ADMIN, [own[0], ...other, 'ZZZZ2222'].join(','));
    expect(res.status).toBe(200);
    expect(body.map((l) => l.licenseCode)).toEqual([own[0]]);
    expect(missingOf(res)).toEqual([...other, 'ZZZZ2222']);
    const support = await list(SUPPORT, other.join(','));
    expect(support.body).toHaveLength(3);
  });
});

describe('the eans filter', () => {
  it("lists exactly the pasted EANs in scope and names the others, another publisher's too", async () => {
    const unknown = '9789999999991';
    const wanted = [...ownEans, ...otherEans, unknown].join(';');
    const res = await api.as(PUBLISHER_ADMIN)(`/api/products?eans=${encodeURIComponent(wanted)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ean: string }[];
    expect(body.map((p) => p.ean).sort()).toEqual([...ownEans].sort());
    expect(missingOf(res)).toEqual([...otherEans, unknown]);
    const tooMany = Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => `97890${String(i).padStart(8, '0')}`);
    const refused = await api.as(SUPPORT)(`/api/products?eans=${tooMany.join(',')}`);
    expect(refused.status).toBe(400);
  });
});
