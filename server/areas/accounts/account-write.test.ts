import { and, eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessUrls } from '../../db/schema/access-urls';
import { accounts, externAccounts } from '../../db/schema/accounts';
import { auditEntries } from '../../db/schema/audit';
import { products } from '../../db/schema/products';
import { supportEntries } from '../../db/schema/support';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();

const json = (body: unknown) => ({ body: JSON.stringify(body) });

async function newAccount(extra: Record<string, unknown> = {}) {
  const res = await api.as(SUPERUSER)('/api/accounts', {
    method: 'POST',
    ...json({
      email: `  nieuw${Math.random().toString(36).slice(2, 8)}@example.nl  `,
      givenName: 'Nieuw',
      ...extra,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as {
    id: number;
    email: string;
    updatedAt: string;
    attributes: Record<string, string | null>;
  };
}

describe('POST /api/accounts and PUT /api/accounts/{id} (spec 000 §7 save payload)', () => {
  it('creates an account with trimmed e-mail and an external account, and audits it', async () => {
    const created = await newAccount({
      first_name: 'Jan',
      family_name: 'Jansen',
      rawExternalAccounts: [
        { accountType: 'KNF', nameId: 'knf-test-create-1', attributes: { sn: 'Jansen' } },
      ],
    });
    expect(created.email).toMatch(/^nieuw.*@example\.nl$/);
    expect(created.attributes.first_name).toBe('Jan');
    const externals = await api.db
      .select()
      .from(externAccounts)
      .where(eq(externAccounts.accountId, created.id));
    expect(externals.map((row) => row.nameId)).toEqual(['knf-test-create-1']);
    const [audit] = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.objectType, 'Account'), eq(auditEntries.objectId, String(created.id))));
    expect(audit?.requestType).toBe('POST');
  });

  it('refuses a telephone that is not a Dutch mobile number', async () => {
    const res = await api.as(SUPERUSER)('/api/accounts', {
      method: 'POST',
      ...json({ telephone: '0201234567' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toContainEqual({ path: 'telephone', message: 'Telefoonnummer is niet geldig' });
    const ok = await api.as(SUPERUSER)('/api/accounts', {
      method: 'POST',
      ...json({ telephone: '06 12345678' }),
    });
    expect(ok.status).toBe(201);
  });

  it('refuses texts longer than 255 characters with the Dutch message', async () => {
    const res = await api.as(SUPERUSER)('/api/accounts', {
      method: 'POST',
      ...json({ email: 'x'.repeat(256) }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Mag maximaal 255 tekens zijn');
  });

  it('needs gebruikers_toevoegen to create and gebruikers_aanpassen to change', async () => {
    expect((await api.as(PUBLISHER_ADMIN)('/api/accounts', { method: 'POST', ...json({}) })).status).toBe(
      403,
    );
    expect((await api.as(PUBLISHER_ADMIN)('/api/accounts/1', { method: 'PUT', ...json({}) })).status).toBe(
      403,
    );
  });

  it('detaches external accounts, deletes confirmation links of the save payload and answers 412 on a stale save', async () => {
    const [link] = await api.db.select().from(accessUrls).limit(1);
    const accountId = link!.accountId;
    const [external] = await api.db
      .select()
      .from(externAccounts)
      .where(and(eq(externAccounts.accountId, accountId), eq(externAccounts.isUndetachable, false)));
    const current = (await (await api.as(SUPPORT)(`/api/accounts/${accountId}`)).json()) as {
      updatedAt: string;
      email: string | null;
    };
    expect(
      (await (await api.as(SUPPORT)(`/api/accounts/${accountId}`)).json()) as { accessurlPresent: boolean },
    ).toMatchObject({
      accessurlPresent: true,
    });
    const res = await api.as(SUPPORT)(`/api/accounts/${accountId}`, {
      method: 'PUT',
      ...json({
        id: accountId,
        email: current.email,
        givenName: 'Gewijzigd',
        rawExternalAccountsToDelete: [external!.id],
        accessurlsToDelete: [link!.id],
        updatedAt: current.updatedAt,
      }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as { attributes: { given_name: string } }).toMatchObject({
      attributes: { given_name: 'Gewijzigd' },
    });
    const [detached] = await api.db.select().from(externAccounts).where(eq(externAccounts.id, external!.id));
    expect(detached).toMatchObject({
      nameId: external!.nameId,
      accountId: null,
      attributes: external!.attributes,
    });
    expect(await api.db.select().from(accessUrls).where(eq(accessUrls.id, link!.id))).toEqual([]);
    const linksLeft = await api.db.select().from(accessUrls).where(eq(accessUrls.accountId, accountId));
    expect(
      (await (await api.as(SUPPORT)(`/api/accounts/${accountId}`)).json()) as { accessurlPresent: boolean },
    ).toMatchObject({ accessurlPresent: linksLeft.length > 0 });
    const stale = await api.as(SUPPORT)(`/api/accounts/${accountId}`, {
      method: 'PUT',
      ...json({ givenName: 'Te laat', updatedAt: current.updatedAt }),
    });
    expect(stale.status).toBe(412);
  });

  it('keeps a detached external account unlinked, so the lookup finds it and another account links it', async () => {
    const owner = await newAccount({
      rawExternalAccounts: [
        { accountType: 'KNF', nameId: 'knf-tweede-school-1', attributes: { sn: 'Bakker' } },
      ],
    });
    const [external] = await api.db
      .select()
      .from(externAccounts)
      .where(eq(externAccounts.nameId, 'knf-tweede-school-1'));
    const detach = await api.as(SUPPORT)(`/api/accounts/${owner.id}`, {
      method: 'PUT',
      ...json({ rawExternalAccountsToDelete: [external!.id], updatedAt: owner.updatedAt }),
    });
    expect(detach.status).toBe(200);
    expect(((await detach.json()) as { externAccounts: unknown[] }).externAccounts).toEqual([]);
    const lookup = await api.as(SUPPORT)('/api/externalaccounts?nameId=knf-tweede-school-1&accountType=KNF');
    expect(await lookup.json()).toEqual([
      expect.objectContaining({ id: external!.id, account: null, attributes: { sn: 'Bakker' } }),
    ]);
    const other = await newAccount();
    const link = await api.as(SUPPORT)(`/api/accounts/${other.id}`, {
      method: 'PUT',
      ...json({
        rawExternalAccounts: [
          { accountType: 'KNF', nameId: 'knf-tweede-school-1', attributes: { sn: 'Bakker' } },
        ],
      }),
    });
    expect(link.status).toBe(200);
    const [row] = await api.db.select().from(externAccounts).where(eq(externAccounts.id, external!.id));
    expect(row!.accountId).toBe(other.id);
  });

  it('seeds unlinked external accounts with attributes that the lookup finds', async () => {
    const unlinked = await api.db
      .select()
      .from(externAccounts)
      .where(sql`${externAccounts.accountId} is null and ${externAccounts.attributes} <> '{}'::jsonb`);
    expect(unlinked.length).toBeGreaterThan(0);
    const [sample] = unlinked;
    const lookup = await api.as(SUPPORT)(
      `/api/externalaccounts?nameId=${encodeURIComponent(sample!.nameId)}&accountType=${sample!.accountType}`,
    );
    expect(await lookup.json()).toEqual([expect.objectContaining({ id: sample!.id, account: null })]);
  });

  it('refuses to detach an undetachable external account', async () => {
    const [external] = await api.db
      .select()
      .from(externAccounts)
      .where(eq(externAccounts.isUndetachable, true))
      .limit(1);
    const res = await api.as(SUPPORT)(`/api/accounts/${external!.accountId}`, {
      method: 'PUT',
      ...json({ rawExternalAccountsToDelete: [external!.id] }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      `Extern account "${external!.nameId}" kan niet worden ontkoppeld.`,
    );
  });

  it('links an unlinked external account by name ID and refuses one linked elsewhere', async () => {
    await api.db
      .insert(externAccounts)
      .values({ accountType: 'BP', nameId: 'bp-unlinked-1', attributes: { groep: '5' } });
    const lookup = await api.as(SUPPORT)('/api/externalaccounts?nameId=bp-unlinked-1&accountType=BP');
    const found = (await lookup.json()) as { nameId: string; account: number | null; attributes: object }[];
    expect(found).toEqual([
      expect.objectContaining({ nameId: 'bp-unlinked-1', account: null, attributes: { groep: '5' } }),
    ]);
    const target = await newAccount();
    const linked = await api.as(SUPPORT)(`/api/accounts/${target.id}`, {
      method: 'PUT',
      ...json({
        rawExternalAccounts: [{ accountType: 'BP', nameId: 'bp-unlinked-1', attributes: { groep: '5' } }],
      }),
    });
    expect(linked.status).toBe(200);
    const [row] = await api.db
      .select()
      .from(externAccounts)
      .where(eq(externAccounts.nameId, 'bp-unlinked-1'));
    expect(row?.accountId).toBe(target.id);
    const other = await newAccount();
    const refused = await api.as(SUPPORT)(`/api/accounts/${other.id}`, {
      method: 'PUT',
      ...json({ rawExternalAccounts: [{ accountType: 'BP', nameId: 'bp-unlinked-1' }] }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `name ID "bp-unlinked-1" is al gekoppeld aan account ${target.id}.`,
    );
  });

  it('ignores name fields from a publisher administrator whose publisher does not ask for them', async () => {
    await api.db.execute(
      sql`update roles set rechten = array_append(rechten, 'gebruikers_aanpassen') where naam = 'Uitgever beheer'`,
    );
    await api.db.execute(
      sql`update organisations set ask_for_volledige_naam = false where id = (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN})`,
    );
    const target = await newAccount({ first_name: 'Piet', family_name: 'Pietersen' });
    const res = await api.as(PUBLISHER_ADMIN)(`/api/accounts/${target.id}`, {
      method: 'PUT',
      ...json({ email: target.email, givenName: 'Uitgever', first_name: 'Klaas', family_name: 'Klaassen' }),
    });
    expect(res.status).toBe(200);
    // The stored names stay; the reply does not show them to this administrator (decision 157).
    expect(((await res.json()) as { attributes: object }).attributes).toMatchObject({
      given_name: 'Uitgever',
      first_name: null,
      family_name: null,
    });
    const [stored] = await api.db.select().from(accounts).where(eq(accounts.id, target.id));
    expect(stored).toMatchObject({ givenName: 'Uitgever', firstName: 'Piet', familyName: 'Pietersen' });
  });
});

describe('DELETE /api/accounts/{id}', () => {
  it('is for superusers only', async () => {
    expect((await api.as(SUPPORT)('/api/accounts/2', { method: 'DELETE' })).status).toBe(403);
  });

  it('revokes the linked licences with end date today and removes the account', async () => {
    const [licence] = await api.db
      .select()
      .from(tlinkLicenses)
      .where(and(sql`${tlinkLicenses.accountId} is not null`, eq(tlinkLicenses.licenseState, 'ACTIVE')))
      .limit(1);
    const accountId = licence!.accountId!;
    await api.db
      .update(supportEntries)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(supportEntries.accountId, accountId));
    const res = await api.as(SUPERUSER)(`/api/accounts/${accountId}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    const [after] = await api.db.select().from(tlinkLicenses).where(eq(tlinkLicenses.id, licence!.id));
    expect(after?.licenseState).toBe('REVOKED');
    expect(after?.accountId).toBeNull();
    expect(after?.endDate?.toDateString()).toBe(new Date().toDateString());
    expect((await api.as(SUPERUSER)(`/api/accounts/${accountId}`)).status).toBe(404);
  });

  it('answers 409 with the blocking open support tickets', async () => {
    const [ticket] = await api.db
      .select()
      .from(supportEntries)
      .where(and(eq(supportEntries.status, 'open'), sql`${supportEntries.accountId} is not null`))
      .limit(1);
    const res = await api.as(SUPERUSER)(`/api/accounts/${ticket!.accountId}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    const blocking = (await res.json()) as { toString: string; entityType: string; id: number }[];
    expect(blocking).toContainEqual(expect.objectContaining({ entityType: 'SupportEntry', id: ticket!.id }));
    expect((await api.as(SUPERUSER)(`/api/accounts/${ticket!.accountId}`)).status).toBe(200);
  });
});

describe('POST /api/accounts/actions/merge', () => {
  it('refuses the three invalid choices with the spec texts', async () => {
    // The path names the field, so the merge form puts the text on it (issue 20 item 4).
    const cases: [object, string, string][] = [
      [{ destinationAccountId: 2 }, 'Bronaccount is verplicht.', 'sourceAccountId'],
      [{ sourceAccountId: 2 }, 'Bestemmingsaccount is verplicht.', 'destinationAccountId'],
      [
        { sourceAccountId: 2, destinationAccountId: 2 },
        'Bronaccount en bestemmingsaccount mogen niet hetzelfde zijn.',
        'destinationAccountId',
      ],
    ];
    for (const [body, message, path] of cases) {
      const res = await api.as(SUPPORT)('/api/accounts/actions/merge', { method: 'POST', ...json(body) });
      expect(res.status).toBe(400);
      const reply = (await res.json()) as { message: string; errors: { path: string; message: string }[] };
      expect(reply.message).toBe(message);
      expect(reply.errors).toEqual([{ path, message }]);
    }
  });

  it('moves everything to the destination in one transaction, revokes duplicates and removes the source', async () => {
    const [productRow] = await api.db.select({ id: products.id }).from(products).limit(1);
    const source = await newAccount({
      rawExternalAccounts: [{ accountType: 'KNF', nameId: 'merge-src-knf' }],
    });
    const destination = await newAccount();
    const licence = (code: string, accountId: number, productId: number) => ({
      licenseCode: code,
      productId,
      accountId,
      licenseState: 'ACTIVE',
      creationMethod: 'API',
    });
    const [otherProduct] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.id} <> ${productRow!.id}`)
      .limit(1);
    await api.db
      .insert(tlinkLicenses)
      .values([
        licence('MRGSRC01', source.id, productRow!.id),
        licence('MRGSRC02', source.id, otherProduct!.id),
        licence('MRGDST01', destination.id, productRow!.id),
      ]);
    await api.db
      .insert(accessUrls)
      .values({ accountId: source.id, type: 'ACTIVATION', email: 'a@b.nl', token: 'merge-token-1' });
    const res = await api.as(SUPPORT)('/api/accounts/actions/merge', {
      method: 'POST',
      ...json({ sourceAccountId: source.id, destinationAccountId: destination.id }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { destinationAccountId: number }).destinationAccountId).toBe(
      destination.id,
    );
    const licences = await api.db
      .select()
      .from(tlinkLicenses)
      .where(sql`${tlinkLicenses.licenseCode} like 'MRG%'`);
    const state = Object.fromEntries(
      licences.map((row) => [row.licenseCode, [row.accountId, row.licenseState]]),
    );
    expect(state).toEqual({
      MRGSRC01: [destination.id, 'REVOKED_BY_MERGE'],
      MRGSRC02: [destination.id, 'ACTIVE'],
      MRGDST01: [destination.id, 'ACTIVE'],
    });
    const [external] = await api.db
      .select()
      .from(externAccounts)
      .where(eq(externAccounts.nameId, 'merge-src-knf'));
    expect(external?.accountId).toBe(destination.id);
    const [link] = await api.db.select().from(accessUrls).where(eq(accessUrls.token, 'merge-token-1'));
    expect(link?.accountId).toBe(destination.id);
    expect(await api.db.select().from(accounts).where(eq(accounts.id, source.id))).toEqual([]);

    const history = (await (await api.as(SUPPORT)(`/api/accounts/${destination.id}/logs/merge`)).json()) as {
      sourceAccountId: number;
      sourceAccountContact: string;
      sourceAccountExternAccounts: unknown[];
      sourceAccountTlinks: string[];
    }[];
    expect(history).toEqual([
      expect.objectContaining({
        sourceAccountId: source.id,
        sourceAccountContact: source.email,
        sourceAccountExternAccounts: [{ accountType: 'KNF', nameId: 'merge-src-knf' }],
        sourceAccountTlinks: expect.arrayContaining(['MRGSRC01', 'MRGSRC02']),
      }),
    ]);

    const again = await api.as(SUPPORT)('/api/accounts/actions/merge', {
      method: 'POST',
      ...json({ sourceAccountId: source.id, destinationAccountId: destination.id }),
    });
    expect(again.status).toBe(404);
    expect(await api.db.select().from(mergeLogsOf(destination.id))).toHaveLength(1);
  });

  it('refuses a publisher administrator whose source holds licences of other publishers', async () => {
    await api.db.execute(
      sql`update roles set rechten = array_append(rechten, 'gebruikers_samenvoegen') where naam = 'Uitgever beheer'`,
    );
    const [own] = await rows<{ id: number }>(
      sql`select p.id from products p join administrators a on a.uitgever_id = p.organisation_id where a.email = ${PUBLISHER_ADMIN} limit 1`,
    );
    const [foreign] = await rows<{ id: number }>(
      sql`select p.id from products p where p.organisation_id <> (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN}) limit 2`,
    );
    const [foreign2] = await rows<{ id: number }>(
      sql`select p.id from products p where p.organisation_id not in (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN}) and p.organisation_id <> (select organisation_id from products where id = ${foreign!.id}) limit 1`,
    );
    const other = await newAccount();
    const multi = await newAccount();
    const mine = await newAccount();
    const destination = await newAccount();
    await api.db.insert(tlinkLicenses).values([
      { licenseCode: 'PUBOTH01', productId: foreign!.id, accountId: other.id, creationMethod: 'API' },
      { licenseCode: 'PUBMUL01', productId: foreign!.id, accountId: multi.id, creationMethod: 'API' },
      { licenseCode: 'PUBMUL02', productId: foreign2!.id, accountId: multi.id, creationMethod: 'API' },
      { licenseCode: 'PUBOWN01', productId: own!.id, accountId: mine.id, creationMethod: 'API' },
    ]);
    const merge = (sourceAccountId: number) =>
      api.as(PUBLISHER_ADMIN)('/api/accounts/actions/merge', {
        method: 'POST',
        ...json({ sourceAccountId, destinationAccountId: destination.id }),
      });
    const refusedOther = await merge(other.id);
    expect(refusedOther.status).toBe(409);
    expect(((await refusedOther.json()) as { message: string }).message).toBe(
      'source account has other publisher than admin linked',
    );
    const refusedMulti = await merge(multi.id);
    expect(((await refusedMulti.json()) as { message: string }).message).toBe(
      'source account has multiple publishers linked',
    );
    expect((await merge(mine.id)).status).toBe(200);
  });
});

describe('pseudo ids', () => {
  it('gives a stable pseudo id per account and publisher and turns it back', async () => {
    const [publisher] = await rows<{ id: number }>(
      sql`select uitgever_id as id from administrators where email = ${PUBLISHER_ADMIN}`,
    );
    const account = await newAccount();
    const first = (await (
      await api.as(SUPPORT)(`/api/accounts/${account.id}/idfor/${publisher!.id}`)
    ).json()) as { data: string };
    const second = (await (
      await api.as(SUPPORT)(`/api/accounts/${account.id}/idfor/${publisher!.id}`)
    ).json()) as { data: string };
    expect(first.data).toBe(second.data);
    expect(first.data).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    const back = await api.as(PUBLISHER_ADMIN)(
      `/api/organisations/${publisher!.id}/actions/getAccountFromPseudoid`,
      {
        method: 'POST',
        ...json({ pseudoId: first.data }),
      },
    );
    expect(back.status).toBe(200);
    expect(((await back.json()) as { id: number }).id).toBe(account.id);
    const wrong = await api.as(SUPERUSER)(
      `/api/organisations/${publisher!.id}/actions/getAccountFromPseudoid`,
      {
        method: 'POST',
        ...json({ pseudoId: `AQ${'x'.repeat(30)}` }),
      },
    );
    expect(wrong.status).toBe(404);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      'Er bestaat geen account voor dit pseudoid',
    );
  });

  it('lets a publisher administrator use only their own publisher', async () => {
    const [otherPublisher] = await rows<{ id: number }>(
      sql`select id from organisations where 'Uitgever' = any(type) and id <> (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN}) limit 1`,
    );
    const res = await api.as(PUBLISHER_ADMIN)(
      `/api/organisations/${otherPublisher!.id}/actions/getAccountFromPseudoid`,
      {
        method: 'POST',
        ...json({ pseudoId: 'abc' }),
      },
    );
    expect(res.status).toBe(404);
    expect((await api.as(PUBLISHER_ADMIN)(`/api/accounts/3/idfor/${otherPublisher!.id}`)).status).toBe(403);
  });

  it('lets publisher administrators only decrypt, and only beheer_leskluis decrypt (spec 001 §6)', async () => {
    const [own] = await rows<{ id: number }>(
      sql`select uitgever_id as id from administrators where email = ${PUBLISHER_ADMIN}`,
    );
    const account = await newAccount();
    // Generating is for administrators without a publisher, even for the publisher's own id.
    expect((await api.as(PUBLISHER_ADMIN)(`/api/accounts/${account.id}/idfor/${own!.id}`)).status).toBe(403);
    // Support (gebruikers_inzien, no beheer_leskluis) generates on the account overview but cannot decrypt.
    const generated = await api.as(SUPPORT)(`/api/accounts/${account.id}/idfor/${own!.id}`);
    expect(generated.status).toBe(200);
    const { data } = (await generated.json()) as { data: string };
    const decrypt = (email: string) =>
      api.as(email)(`/api/organisations/${own!.id}/actions/getAccountFromPseudoid`, {
        method: 'POST',
        ...json({ pseudoId: data }),
      });
    expect((await decrypt(SUPPORT)).status).toBe(403);
    expect((await decrypt(SUPERUSER)).status).toBe(200);
  });
});

describe('overview calls', () => {
  it('lists activity newest first with the amount filter, external accounts and confirmation links', async () => {
    const [row] = await rows<{ account_id: number }>(
      sql`select account_id from log_entry_accounts group by account_id having count(*) > 1 limit 1`,
    );
    const res = await api.as(SUPPORT)(`/api/accounts/${row!.account_id}/activity?amount=1`);
    expect(res.status).toBe(200);
    const groups = (await res.json()) as { meldcode: string; entries: unknown[]; accounts: number[] }[];
    expect(groups).toHaveLength(1);
    expect(groups[0]!.accounts).toContain(row!.account_id);
    expect(groups[0]!.entries.length).toBeGreaterThan(0);
    expect((await api.as(SUPPORT)('/api/accounts/1/externalaccounts/')).status).toBe(200);
    const links = await api.as(SUPPORT)('/api/accessurls?account=3');
    expect(links.status).toBe(200);
  });

  it('hides merge history from publisher administrators', async () => {
    expect((await api.as(PUBLISHER_ADMIN)('/api/accounts/1/logs/merge')).status).toBe(403);
  });
});

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await api.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

function mergeLogsOf(destinationId: number) {
  return sql`(select * from merge_logs where destination_account_id = ${destinationId}) as m` as unknown as Parameters<
    ReturnType<typeof api.db.select>['from']
  >[0];
}

describe('name fields of publisher administrators', () => {
  it('applies them when the publisher asks for the full name', async () => {
    await api.db.execute(
      sql`update organisations set ask_for_volledige_naam = true where id = (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN})`,
    );
    const target = await newAccount({ first_name: 'Piet' });
    const res = await api.as(PUBLISHER_ADMIN)(`/api/accounts/${target.id}`, {
      method: 'PUT',
      ...json({ first_name: 'Klaas' }),
    });
    expect(((await res.json()) as { attributes: object }).attributes).toMatchObject({ first_name: 'Klaas' });
  });
});
