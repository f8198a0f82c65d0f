import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../domain/demo-roles';
import { ID_LIST_MAX, idListMessages, NOT_FOUND_HEADER } from '../../domain/schemas/id-list';
import { DEMO_PUBLISHER_NAME } from '../seed/demo-administrators';
import {
  type ApiHarness,
  PUBLISHER_ADMIN,
  SUPERUSER,
  SUPPORT,
  startApiHarness,
} from '../test-support/api-harness';

/** The many-ids filters of the users list and the ECK licences (issue 22 item 4, decision 436). */

let api: ApiHarness;
let ids: string[];
let emails: string[];
let ownRefs: string[];
let otherRefs: string[];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function referencesOf(ownPublisher: boolean, limit: number): Promise<string[]> {
  const found = await rows<{ ref: string }>(sql`
    select e.reference_id as ref from eck_licenses e
    join products p on p.id = e.product_id join organisations o on o.id = p.organisation_id
    where (o.name = ${DEMO_PUBLISHER_NAME}) = ${ownPublisher}
    group by e.reference_id order by e.reference_id limit ${limit}`);
  return found.map((row) => row.ref);
}

beforeAll(async () => {
  api = await startApiHarness();
  const accounts = await rows<{ id: number; email: string }>(
    sql`select id, email from accounts where email is not null order by id limit 40`,
  );
  ids = accounts.map((row) => String(row.id));
  emails = accounts.slice(0, 5).map((row) => row.email.toLowerCase());
  ownRefs = await referencesOf(true, 3);
  otherRefs = await referencesOf(false, 3);
  expect(ids).toHaveLength(40);
  expect(ownRefs).toHaveLength(3);
  expect(otherRefs).toHaveLength(3);
  // The demo publisher's role may read ECK licences here, so its scope is what is proved.
  await api.db.execute(
    sql`update roles set rechten = array_append(rechten, 'ecklicenties_inzien') where naam = ${DEMO_ROLES.uitgever.naam}`,
  );
});
afterAll(() => api?.close());

async function get(admin: string, path: string, range = 'items=0-999') {
  const res = await api.as(admin)(path, { headers: { range } });
  return { res, body: (await res.json()) as Record<string, unknown>[] & { message?: string } };
}
const missingOf = (res: Response) => res.headers.get(NOT_FOUND_HEADER)?.split(',').filter(Boolean);

describe('the users list by many account numbers or e-mail addresses', () => {
  it('lists exactly the pasted accounts and names the numbers it does not hold, over the whole filter', async () => {
    const pasted = `${ids.join('\n')}\n999999901;999999902`;
    const { res, body } = await get(SUPPORT, `/api/accounts?ids=${encodeURIComponent(pasted)}`, 'items=0-9');
    expect(res.status).toBe(200);
    expect(body).toHaveLength(10);
    expect(res.headers.get('content-range')).toBe('items 0-9/40');
    expect(missingOf(res)).toEqual(['999999901', '999999902']);
    const all = await get(SUPPORT, `/api/accounts?ids=${ids.join(',')}`);
    expect(all.body.map((account) => String(account.id)).sort()).toEqual([...ids].sort());
  });

  it('names a pasted number beyond any account id as not found, instead of failing the list', async () => {
    const { res, body } = await get(SUPPORT, `/api/accounts?ids=${ids[0]},3000000000,9999999999`);
    expect(res.status).toBe(200);
    expect(body.map((account) => String(account.id))).toEqual([ids[0]]);
    expect(missingOf(res)).toEqual(['3000000000', '9999999999']);
    const none = await get(SUPPORT, '/api/accounts?ids=3000000000');
    expect(none.res.status).toBe(200);
    expect(none.body).toEqual([]);
    expect(missingOf(none.res)).toEqual(['3000000000']);
  });

  it('finds e-mail addresses however they are capitalised and names the unknown ones', async () => {
    const pasted = [emails[0]!.toUpperCase(), ...emails.slice(1), 'niemand@nergens.test'].join(';');
    const { res, body } = await get(SUPPORT, `/api/accounts?emails=${encodeURIComponent(pasted)}`);
    expect(res.status).toBe(200);
    expect(body.map((account) => String(account.email).toLowerCase()).sort()).toEqual([...emails].sort());
    expect(missingOf(res)).toEqual(['niemand@nergens.test']);
  });

  it(`takes ${ID_LIST_MAX} numbers, refuses one more and one that is not a number, in Dutch`, async () => {
    const many = Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => String(900_000_000 + i));
    const atLimit = await get(SUPPORT, `/api/accounts?ids=${many.slice(0, ID_LIST_MAX).join(',')}`);
    expect(atLimit.res.status).toBe(200);
    expect(missingOf(atLimit.res)).toHaveLength(ID_LIST_MAX);
    const beyond = await get(SUPPORT, `/api/accounts?ids=${many.join(',')}`);
    expect(beyond.res.status).toBe(400);
    expect(beyond.body.message).toBe(idListMessages.tooMany(ID_LIST_MAX + 1));
    const wrong = await get(SUPPORT, `/api/accounts?ids=${ids[0]},abc`);
    expect(wrong.res.status).toBe(400);
    expect(wrong.body.message).toBe(idListMessages.invalid('abc'));
  });
});

describe('the ECK licences by many reference ids', () => {
  it('lists exactly the pasted references and names the ones it does not hold', async () => {
    const pasted = [...ownRefs, ...otherRefs, 'REF-ONBEKEND-1'].join('\n');
    const { res, body } = await get(SUPERUSER, `/api/ecklicenses?referenceIds=${encodeURIComponent(pasted)}`);
    expect(res.status).toBe(200);
    expect([...new Set(body.map((licence) => licence.referenceId))].sort()).toEqual(
      [...ownRefs, ...otherRefs].sort(),
    );
    expect(missingOf(res)).toEqual(['REF-ONBEKEND-1']);
  });

  it("tells a publisher-bound administrator another publisher's references are not found, like unknown ones", async () => {
    const pasted = [...ownRefs, ...otherRefs, 'REF-ONBEKEND-1'].join(',');
    const { res, body } = await get(
      PUBLISHER_ADMIN,
      `/api/ecklicenses?referenceIds=${encodeURIComponent(pasted)}`,
    );
    expect(res.status).toBe(200);
    expect([...new Set(body.map((licence) => licence.referenceId))].sort()).toEqual([...ownRefs].sort());
    expect(missingOf(res)).toEqual([...otherRefs, 'REF-ONBEKEND-1']);
  });

  it(`refuses more than ${ID_LIST_MAX} references`, async () => {
    const many = Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => `REF${String(i).padStart(6, '0')}`);
    const { res, body } = await get(SUPERUSER, `/api/ecklicenses?referenceIds=${many.join(',')}`);
    expect(res.status).toBe(400);
    expect(body.message).toBe(idListMessages.tooMany(ID_LIST_MAX + 1));
  });
});
