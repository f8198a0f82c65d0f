import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, ExternAccount } from '../../../domain/schemas/account';
import type { TlinkLicense } from '../../../domain/schemas/tlink';
import { accounts, externAccounts } from '../../db/schema/accounts';
import { administrators } from '../../db/schema/administrators';
import { exportJobs } from '../../db/schema/exports';
import { products } from '../../db/schema/products';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { runPendingExports } from '../../jobs/export-worker';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';
import { exportFileText } from '../../test-support/export-run';

/**
 * Full names (first name, infix, last name) for a publisher administrator whose publisher has
 * askForVolledigeNaam off (spec 000 §2, §6): every read blanks them, and the filters, sort and
 * export fields that would reveal them are refused (decision 157).
 */
const api = fileApiHarness();
let publisherId: number;
beforeAll(async () => {
  const [admin] = await api.db
    .select({ uitgeverId: administrators.uitgeverId })
    .from(administrators)
    .where(eq(administrators.email, PUBLISHER_ADMIN));
  publisherId = admin!.uitgeverId!;
  await askForFullNames(false);
});

const askForFullNames = (ask: boolean) =>
  api.db.execute(sql`update organisations set ask_for_volledige_naam = ${ask} where id = ${publisherId}`);

const BLANK = { first_name: null, tussenvoegsels: null, family_name: null };
const list = { headers: { range: 'items=0-99' } };
const csv = { headers: { accept: 'text/csv', range: 'items=0-' } };

/** An account with every name part, and its KNF external account naming the person too. */
async function namedAccount() {
  const [row] = await api.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(isNotNull(accounts.firstName), isNotNull(accounts.familyName)))
    .limit(1);
  await api.db
    .update(accounts)
    .set({ firstName: 'Femke', tussenvoegsels: 'van der', familyName: 'Zwaluw', givenName: 'Femke Z.' })
    .where(eq(accounts.id, row!.id));
  return row!.id;
}

describe('a publisher administrator whose publisher does not ask for the full name', () => {
  it('gets first name, infix and last name blanked in GET accounts/{id}, the list and a pseudo-id decrypt', async () => {
    const id = await namedAccount();
    const own = (await (await api.as(PUBLISHER_ADMIN)(`/api/accounts/${id}`)).json()) as Account;
    expect(own.attributes).toEqual({ given_name: 'Femke Z.', ...BLANK });

    const rows = (await (await api.as(PUBLISHER_ADMIN)('/api/accounts', list)).json()) as Account[];
    expect(rows.length).toBe(100);
    for (const account of rows) expect(account.attributes).toMatchObject(BLANK);

    const generated = (await (
      await api.as(SUPERUSER)(`/api/accounts/${id}/idfor/${publisherId}`)
    ).json()) as { data: string };
    const decrypted = await api.as(PUBLISHER_ADMIN)(
      `/api/organisations/${publisherId}/actions/getAccountFromPseudoid`,
      { method: 'POST', body: JSON.stringify({ pseudoId: generated.data }) },
    );
    expect(decrypted.status).toBe(200);
    expect(((await decrypted.json()) as Account).attributes).toMatchObject(BLANK);

    // Staff, and the same administrator once the publisher asks for the full name, see them.
    const staff = (await (await api.as(SUPERUSER)(`/api/accounts/${id}`)).json()) as Account;
    expect(staff.attributes).toMatchObject({ first_name: 'Femke', family_name: 'Zwaluw' });
    await askForFullNames(true);
    const asked = (await (await api.as(PUBLISHER_ADMIN)(`/api/accounts/${id}`)).json()) as Account;
    expect(asked.attributes).toMatchObject({ first_name: 'Femke', family_name: 'Zwaluw' });
    await askForFullNames(false);
  });

  it('refuses the voornaam, tussenvoegsels and achternaam filters and the familyName sort in Dutch', async () => {
    for (const query of ['voornaam=Femke', 'tussenvoegsels=van', 'achternaam=Zwaluw']) {
      const res = await api.as(PUBLISHER_ADMIN)(`/api/accounts?${query}`, list);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({
        message:
          'Filteren op voornaam, tussenvoegsels of achternaam kan niet: je uitgeverij vraagt niet om de volledige naam.',
      });
      expect((await api.as(SUPERUSER)(`/api/accounts?${query}`, list)).status, query).toBe(200);
    }
    for (const sort of ['ASC-familyName', 'DESC-familyName']) {
      const res = await api.as(PUBLISHER_ADMIN)(`/api/accounts?sort=${sort}`, list);
      expect(res.status, sort).toBe(400);
      expect(await res.json()).toMatchObject({
        message: 'Sorteren op achternaam kan niet: je uitgeverij vraagt niet om de volledige naam.',
      });
    }
    // Through the CSV export as well: it runs the same filter and sort.
    const exported = await api.as(PUBLISHER_ADMIN)('/api/accounts?achternaam=Zwaluw&csvHeaders=Id=id', csv);
    expect(exported.status).toBe(400);
  });

  it('refuses the name fields of the accounts CSV export and exports the others', async () => {
    for (const field of ['attributes.first_name', 'attributes.tussenvoegsels', 'attributes.family_name']) {
      const res = await api.as(PUBLISHER_ADMIN)(`/api/accounts?csvHeaders=Id=id|Naam=${field}`, csv);
      expect(res.status, field).toBe(400);
      expect(await res.json()).toMatchObject({
        message: `Het veld '${field}' kan niet worden geëxporteerd: je uitgeverij vraagt niet om de volledige naam.`,
      });
    }
    const allowed = await api.as(PUBLISHER_ADMIN)(
      '/api/accounts?csvHeaders=Id=id|Weergavenaam=attributes.given_name',
      csv,
    );
    expect(allowed.status).toBe(202);
  });

  it('gets the name attributes of external accounts (givenName, sn) blanked in both external-account reads', async () => {
    const [external] = await api.db
      .select()
      .from(externAccounts)
      .where(and(eq(externAccounts.accountType, 'KNF'), isNotNull(externAccounts.accountId)))
      .limit(1);
    expect(external!.attributes).toHaveProperty('sn');
    const ofAccount = (await (
      await api.as(PUBLISHER_ADMIN)(`/api/accounts/${external!.accountId}/externalaccounts/`)
    ).json()) as ExternAccount[];
    const byNameId = (await (
      await api.as(PUBLISHER_ADMIN)(
        `/api/externalaccounts?nameId=${encodeURIComponent(external!.nameId)}&accountType=KNF`,
      )
    ).json()) as ExternAccount[];
    for (const read of [ofAccount, byNameId]) {
      const shown = read.find((item) => item.id === external!.id)!;
      expect(shown.attributes).not.toHaveProperty('sn');
      expect(shown.attributes).not.toHaveProperty('givenName');
      expect(shown.attributes).toHaveProperty('nlEduPersonRealId');
    }
    const staff = (await (
      await api.as(SUPERUSER)(`/api/accounts/${external!.accountId}/externalaccounts/`)
    ).json()) as ExternAccount[];
    expect(staff.find((item) => item.id === external!.id)!.attributes).toHaveProperty('sn');
  });

  it("names a licence's account by e-mail or number, never by full name, in the list, the item and the CSV export", async () => {
    const [licence] = await api.db
      .select({ id: tlinkLicenses.id, accountId: tlinkLicenses.accountId, code: tlinkLicenses.licenseCode })
      .from(tlinkLicenses)
      .innerJoin(products, eq(products.id, tlinkLicenses.productId))
      .where(and(eq(products.organisationId, publisherId), isNotNull(tlinkLicenses.accountId)))
      .limit(1);
    await api.db
      .update(accounts)
      .set({ email: null, firstName: 'Joost', tussenvoegsels: null, familyName: 'Klavertje' })
      .where(eq(accounts.id, licence!.accountId!));
    const label = `account: ${licence!.accountId}`;

    const item = (await (
      await api.as(PUBLISHER_ADMIN)(`/api/tlinklicenses/${licence!.id}`)
    ).json()) as TlinkLicense;
    expect(item.account?.toString).toBe(label);
    const rows = (await (
      await api.as(PUBLISHER_ADMIN)(`/api/tlinklicenses?licenseCode=${licence!.code}`, list)
    ).json()) as TlinkLicense[];
    expect(rows.map((row) => row.account?.toString)).toEqual([label]);
    const staff = (await (
      await api.as(SUPERUSER)(`/api/tlinklicenses/${licence!.id}`)
    ).json()) as TlinkLicense;
    expect(staff.account?.toString).toBe('Joost Klavertje');

    const started = await api.as(PUBLISHER_ADMIN)(
      `/api/tlinklicenses?licenseCode=${licence!.code}&csvHeaders=Code=licenseCode|Account=account.toString`,
      csv,
    );
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: number };
    await runPendingExports(api.db);
    const [job] = await api.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    expect(job!.status).toBe('finished');
    const text = await exportFileText(api.db, job!.id);
    expect(text).toContain(label);
    expect(text).not.toContain('Klavertje');
  });

  it('keeps the stored name attributes when such an administrator links an unlinked external account', async () => {
    await api.grant(PUBLISHER_ADMIN, ['gebruikers_aanpassen', 'externaccounts_koppelen']);
    const [external] = await api.db
      .select()
      .from(externAccounts)
      .where(and(eq(externAccounts.accountType, 'KNF'), isNotNull(externAccounts.accountId)))
      .offset(5)
      .limit(1);
    await api.db.update(externAccounts).set({ accountId: null }).where(eq(externAccounts.id, external!.id));
    const target = await namedAccount();
    const [found] = (await (
      await api.as(PUBLISHER_ADMIN)(
        `/api/externalaccounts?nameId=${encodeURIComponent(external!.nameId)}&accountType=KNF`,
      )
    ).json()) as ExternAccount[];
    expect(found!.attributes).not.toHaveProperty('sn');
    const saved = await api.as(PUBLISHER_ADMIN)(`/api/accounts/${target}`, {
      method: 'PUT',
      body: JSON.stringify({
        rawExternalAccounts: [
          { accountType: 'KNF', nameId: external!.nameId, attributes: found!.attributes },
        ],
      }),
    });
    expect(saved.status).toBe(200);
    const [stored] = await api.db.select().from(externAccounts).where(eq(externAccounts.id, external!.id));
    expect(stored!.accountId).toBe(target);
    expect(stored!.attributes).toEqual(external!.attributes);
  });
});
