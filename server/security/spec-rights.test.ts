import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Right } from '../../domain/rights';
import type { TlinkProductSummary } from '../../domain/schemas/tlink';
import { accessUrls } from '../db/schema/access-urls';
import { accounts, externAccounts } from '../db/schema/accounts';
import { administrators, roles } from '../db/schema/administrators';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';

/**
 * Rights of spec 000 §6 and 001 §6 that sit inside one call (a part of the save payload, one filter)
 * rather than on a whole route, which the rights matrix covers.
 */
const api = fileApiHarness();
let serial = 0;

/** A staff administrator (no publisher) whose role holds exactly these rights. */
async function adminWith(rechten: Right[]) {
  serial += 1;
  const [role] = await api.db
    .insert(roles)
    .values({ naam: `spec-rechten-${serial}`, rechten })
    .returning();
  const email = `spec-rechten-${serial}@leskluis.test`;
  await api.db
    .insert(administrators)
    .values({ name: `Rechten ${serial}`, email, passwordHash: 'geen', rolId: role!.id });
  return api.as(email);
}

const put = (id: number, body: object) => ({ method: 'PUT', body: JSON.stringify({ id, ...body }) });

/** The rights that open and save an account; each test adds the one right a part of the save needs. */
const ACCOUNT_EDITOR: Right[] = ['gebruikers_inzien', 'gebruikers_aanpassen'];

/** PUT `body` on account `id` as a new administrator holding ACCOUNT_EDITOR and `extra`. */
async function saveAccountAs(extra: Right[], id: number, body: object) {
  return (await adminWith([...ACCOUNT_EDITOR, ...extra]))(`/api/accounts/${id}`, put(id, body));
}

async function message(res: Response) {
  return ((await res.json()) as { message: string }).message;
}

async function newAccount() {
  const res = await api.as(SUPERUSER)('/api/accounts', {
    method: 'POST',
    body: JSON.stringify({ email: `rechten${++serial}@example.nl`, givenName: 'Rechten' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function givenName(id: number) {
  const [row] = await api.db.select({ name: accounts.givenName }).from(accounts).where(eq(accounts.id, id));
  return row?.name;
}

describe('the account save payload checks each right of spec 000 §6', () => {
  it('needs externaccounts_toevoegen to add a new external account, and saves nothing without it', async () => {
    const id = await newAccount();
    const added = { accountType: 'KNF', nameId: `spec-knf-${serial}`, attributes: { sn: 'Spec' } };
    const refused = await saveAccountAs([], id, {
      givenName: 'Niet opgeslagen',
      rawExternalAccounts: [added],
    });
    expect(refused.status).toBe(403);
    expect(await givenName(id)).toBe('Rechten');
    expect(await api.db.select().from(externAccounts).where(eq(externAccounts.nameId, added.nameId))).toEqual(
      [],
    );

    const saved = await saveAccountAs(['externaccounts_toevoegen'], id, { rawExternalAccounts: [added] });
    expect(saved.status).toBe(200);
    const [row] = await api.db.select().from(externAccounts).where(eq(externAccounts.nameId, added.nameId));
    expect(row?.accountId).toBe(id);
  });

  it('needs externaccounts_koppelen to link an unlinked external account, not externaccounts_toevoegen', async () => {
    const id = await newAccount();
    const nameId = `spec-bp-los-${serial}`;
    await api.db.insert(externAccounts).values({ accountType: 'BP', nameId, attributes: { groep: '4' } });
    const link = { rawExternalAccounts: [{ accountType: 'BP', nameId, attributes: { groep: '4' } }] };

    expect((await saveAccountAs(['externaccounts_toevoegen'], id, link)).status).toBe(403);
    const [unlinked] = await api.db.select().from(externAccounts).where(eq(externAccounts.nameId, nameId));
    expect(unlinked?.accountId).toBeNull();

    expect((await saveAccountAs(['externaccounts_koppelen'], id, link)).status).toBe(200);
    const [linked] = await api.db.select().from(externAccounts).where(eq(externAccounts.nameId, nameId));
    expect(linked?.accountId).toBe(id);
  });

  it('needs externaccounts_verwijderen to detach an external account, and keeps it without the right', async () => {
    const [external] = await api.db
      .select()
      .from(externAccounts)
      .where(and(eq(externAccounts.isUndetachable, false), sql`${externAccounts.accountId} is not null`))
      .limit(1);
    const accountId = external!.accountId!;
    const detach = { rawExternalAccountsToDelete: [external!.id] };
    expect((await saveAccountAs(['externaccounts_toevoegen'], accountId, detach)).status).toBe(403);
    const [kept] = await api.db.select().from(externAccounts).where(eq(externAccounts.id, external!.id));
    expect(kept?.accountId).toBe(accountId);

    expect((await saveAccountAs(['externaccounts_verwijderen'], accountId, detach)).status).toBe(200);
    const [after] = await api.db.select().from(externAccounts).where(eq(externAccounts.id, external!.id));
    expect(after?.accountId ?? null).not.toBe(accountId);
  });

  it('needs accessurls_verwijderen to delete a confirmation link, and keeps it without the right', async () => {
    const [link] = await api.db.select().from(accessUrls).limit(1);
    const accountId = link!.accountId!;
    const remove = { accessurlsToDelete: [link!.id] };
    expect((await saveAccountAs([], accountId, remove)).status).toBe(403);
    expect(await api.db.select().from(accessUrls).where(eq(accessUrls.id, link!.id))).toHaveLength(1);

    expect((await saveAccountAs(['accessurls_verwijderen'], accountId, remove)).status).toBe(200);
    expect(await api.db.select().from(accessUrls).where(eq(accessUrls.id, link!.id))).toEqual([]);
  });
});

describe('the TLink list and reservation rights of spec 001 §6', () => {
  it('refuses the product filter without producten_inzien and applies it with the right', async () => {
    const [licence] = await api.db
      .execute<{ product_id: number }>(sql`select product_id from tlink_licenses order by id limit 1`)
      .then((result) => (result as unknown as { rows: { product_id: number }[] }).rows);
    const productId = licence!.product_id;
    const withoutRight = await adminWith(['tlinklicenties_inzien']);
    const refused = await withoutRight(`/api/tlinklicenses?product=${productId}`);
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Niet bevoegd om op product te filteren.');
    expect((await withoutRight('/api/tlinklicenses')).status).toBe(200);

    const withRight = await adminWith(['tlinklicenties_inzien', 'producten_inzien']);
    const filtered = await withRight(`/api/tlinklicenses?product=${productId}`);
    expect(filtered.status).toBe(200);
    const items = (await filtered.json()) as { product: { id: number } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.product.id === productId)).toBe(true);
  });

  it('sums the free stock per product for tlinklicenties_reserveren only (GET tlinklicenses/productsummary)', async () => {
    const reserver = await adminWith(['tlinklicenties_inzien', 'tlinklicenties_reserveren']);
    const res = await reserver('/api/tlinklicenses/productsummary');
    expect(res.status).toBe(200);
    const summary = (await res.json()) as TlinkProductSummary[];
    expect(summary.length).toBeGreaterThan(0);
    const first = summary[0]!;
    const [free] = await api.db
      .execute(
        sql`select count(*)::int as n from tlink_licenses
          where product_id = ${first.productId} and license_state = 'AVAILABLE'
            and organisation_id is null and account_id is null`,
      )
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(first).toMatchObject({ productId: first.productId, available: free!.n });

    const viewer = await adminWith(['tlinklicenties_inzien']);
    expect((await viewer('/api/tlinklicenses/productsummary')).status).toBe(403);
  });
});

describe('lookups of spec 001 §7', () => {
  it('lists the distributors’ ECK accounts by name with q, for orders_toevoegen or orders_inzien only (GET eckaccounts/beheer)', async () => {
    type EckAccount = { id: number; name: string; organisation: { id: number; name: string } };
    const importer = await adminWith(['orders_toevoegen']);
    const res = await importer('/api/eckaccounts/beheer');
    expect(res.status).toBe(200);
    const all = (await res.json()) as EckAccount[];
    const byName = await api.db
      .execute(sql`select id from eck_accounts order by name, id limit 100`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id));
    expect(all.map((row) => row.id)).toEqual(byName);
    expect(res.headers.get('content-range')).toMatch(/^items 0-\d+\/\d+$/);

    const part = all[0]!.organisation.name.slice(0, 4);
    const found = (await (
      await importer(`/api/eckaccounts/beheer?q=${encodeURIComponent(part)}`)
    ).json()) as EckAccount[];
    expect(found.length).toBeGreaterThan(0);
    for (const row of found)
      expect(`${row.name} ${row.organisation.name}`.toLowerCase()).toContain(part.toLowerCase());

    expect((await (await adminWith(['orders_inzien']))('/api/eckaccounts/beheer')).status).toBe(200);
    expect((await (await adminWith(['tlinklicenties_inzien']))('/api/eckaccounts/beheer')).status).toBe(403);
  });
});
