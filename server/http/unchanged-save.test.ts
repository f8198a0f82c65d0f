import { desc, gt, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productFields } from '../../domain/product-rules';
import type { Product } from '../../domain/schemas/product';
import { rowsOf } from '../db/rows';
import { auditEntries } from '../db/schema/audit';
import { fileApiHarness, SUPERUSER, SUPPORT } from '../test-support/api-harness';

/**
 * Issue 18 B9: saving a form unchanged (account, organisation, product, administrator, role, OAuth
 * client) changes no stored byte and writes no audit entry; a changed save writes only what changed.
 */
const api = fileApiHarness();

type Item = Record<string, unknown> & { id: number; updatedAt: string };

async function read<T = Item>(path: string): Promise<T> {
  const res = await api.as(SUPERUSER)(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}
const put = (path: string, body: unknown) =>
  api.as(SUPERUSER)(path, { method: 'PUT', body: JSON.stringify(body) });

const rows = <T>(query: SQL) => rowsOf<T>(api.db, query);

/** The tables holding an item's rows, each with its column that names the item (`id` for its own row). */
type ItemTables = Record<string, string>;

/** Every stored byte of item `id`'s rows in `tables`, as JSON text in a stable order. */
async function stored(id: number, tables: ItemTables): Promise<string[]> {
  const out: string[] = [];
  for (const [table, column] of Object.entries(tables)) {
    const result = await rows<{ row: string }>(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t
          where ${sql.identifier(column)} = ${id} order by 1`,
    );
    out.push(...result.map((row) => row.row));
  }
  return out;
}

async function lastAuditId(): Promise<number> {
  const [last] = await api.db
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .orderBy(desc(auditEntries.id))
    .limit(1);
  return last?.id ?? 0;
}

/** The PUT differences of the audit entries written after entry `after`. */
async function differencesSince(after: number) {
  const entries = await api.db.select().from(auditEntries).where(gt(auditEntries.id, after));
  return entries.map((entry) => (entry.request.put as { difference?: Record<string, unknown> }).difference);
}

/**
 * PUTs each unchanged body and requires the stored rows and the audit log to stay exactly as they
 * were; then PUTs `changed` and requires one entry whose difference names `field` only.
 */
async function provesUnchangedSave(options: {
  path: string;
  id: number;
  tables: ItemTables;
  unchanged: unknown[];
  changed: (latest: Item) => unknown;
  field: string;
}) {
  const before = await stored(options.id, options.tables);
  expect(before.length).toBeGreaterThan(0);
  const audit = await lastAuditId();
  for (const body of options.unchanged) {
    const res = await put(options.path, body);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stored(options.id, options.tables)).toEqual(before);
    expect(await differencesSince(audit)).toEqual([]);
  }
  const latest = await read(options.path);
  const res = await put(options.path, options.changed(latest));
  expect(res.status, await res.clone().text()).toBe(200);
  const differences = await differencesSince(audit);
  expect(differences).toHaveLength(1);
  expect(Object.keys(differences[0] ?? {})).toEqual([options.field]);
  expect((await read(options.path)).updatedAt).not.toBe(latest.updatedAt);
}

const firstId = async (query: SQL) => (await rows<{ id: number }>(query))[0]!.id;

describe('an unchanged save changes nothing; a changed one records only what changed (issue 18 B9)', () => {
  it('account: the untouched form keeps the row, its external accounts and links, and its place in /accounts', async () => {
    const id = await firstId(sql`
      select a.id from accounts a
      where exists (select 1 from extern_accounts e where e.account_id = a.id)
        and exists (select 1 from access_urls l where l.account_id = a.id)
      order by a.id limit 1`);
    const account = await read(`/api/accounts/${id}`);
    const attributes = account.attributes as Record<string, string | null>;
    // What the account form sends for an untouched account (its initial values).
    const form = {
      id,
      email: account.email ?? '',
      telephone: account.telephone ?? '',
      blackListDate: account.blackListDate ?? null,
      givenName: attributes.given_name ?? '',
      first_name: attributes.first_name ?? '',
      tussenvoegsels: attributes.tussenvoegsels ?? '',
      family_name: attributes.family_name ?? '',
      externalAccounts: [],
      rawExternalAccounts: [],
      rawExternalAccountsToDelete: [],
      accessurlsToDelete: [],
      updatedAt: account.updatedAt,
    };
    const top = async () => (await read<Item[]>('/api/accounts'))[0]!.id;
    const topBefore = await top();
    expect(topBefore).not.toBe(id);
    await provesUnchangedSave({
      path: `/api/accounts/${id}`,
      id,
      tables: { accounts: 'id', extern_accounts: 'account_id', access_urls: 'account_id' },
      unchanged: [form],
      changed: (latest) => ({ ...form, givenName: 'Gewijzigde weergavenaam', updatedAt: latest.updatedAt }),
      field: 'attributes.given_name',
    });
    expect(await top()).toBe(id);
  });

  it('product: the GET reply and the form values PUT back keep every stored byte, the 08:00Z dates too', async () => {
    const id = await firstId(sql`
      select p.id from products p join license_models m on m.product_id = p.id
      where p.product_type = 'WEB_BROWSER' and exists (select 1 from prices where product_id = p.id)
      order by m.activatable_from is null, p.id limit 1`);
    // Dates stored at another time of day than Amsterdam midnight, as imported data has them.
    await api.db.execute(sql`
      update products set introduction_date = '2021-06-07T08:00:00Z' where id = ${id}`);
    await api.db.execute(sql`
      update license_models set activatable_from = '2021-06-07T08:00:00Z'
      where product_id = ${id} and activatable_from is not null`);
    const product = await read<Product>(`/api/products/${id}`);
    expect(product.introductionDate).toBe('2021-06-07T08:00:00.000Z');
    await provesUnchangedSave({
      path: `/api/products/${id}`,
      id,
      tables: { products: 'id', license_models: 'product_id', prices: 'product_id' },
      // The form sends days (yyyy-MM-dd), the API client the instants it read.
      unchanged: [product, productFields(product)],
      changed: (latest) => {
        const fields = productFields(latest as unknown as Product);
        return { ...fields, customProperties: { ...fields.customProperties, edition: 'Tweede druk' } };
      },
      field: 'customProperties.edition',
    });
    expect((await read<Product>(`/api/products/${id}`)).introductionDate).toBe('2021-06-07T08:00:00.000Z');
  });

  /** Items whose GET reply is PUT back as it is; `change` is the one edit of the changed save. */
  it.each<{ title: string; path: string; pick: SQL; tables: ItemTables; change: Record<string, string> }>([
    {
      title: 'organisation: the GET reply PUT back keeps the row and writes no audit entry',
      path: 'organisations',
      pick: sql`select id from organisations where 'Uitgever' = any(type) and billing_model is not null
        order by id limit 1`,
      tables: { organisations: 'id' },
      change: { city: 'Dokkum' },
    },
    {
      title: 'administrator: the GET reply PUT back keeps the row and writes no audit entry',
      path: 'administrators',
      pick: sql`select id from administrators where email = ${SUPPORT}`,
      tables: { administrators: 'id' },
      change: { name: 'Support Gewijzigd' },
    },
    {
      title: 'role: the GET reply PUT back keeps the row and writes no audit entry',
      path: 'roles',
      pick: sql`select r.id from roles r join administrators a on a.rol_id = r.id where a.email = ${SUPPORT}`,
      tables: { roles: 'id' },
      change: { naam: 'Supportdesk (gewijzigd)' },
    },
    {
      title:
        'OAuth client: the GET reply PUT back keeps the row and its organisations and writes no audit entry',
      path: 'oauthclients',
      pick: sql`select c.id from oauth_clients c
        where exists (select 1 from oauth_client_organisations o where o.oauth_client_id = c.id)
        order by c.id limit 1`,
      tables: { oauth_clients: 'id', oauth_client_organisations: 'oauth_client_id' },
      change: { displayName: 'Gewijzigde app' },
    },
  ])('$title', async ({ path, pick, tables, change }) => {
    const id = await firstId(pick);
    const item = await read(`/api/${path}/${id}`);
    await provesUnchangedSave({
      path: `/api/${path}/${id}`,
      id,
      tables,
      unchanged: [item],
      changed: (latest) => ({ ...latest, ...change }),
      field: Object.keys(change)[0]!,
    });
  });
});
