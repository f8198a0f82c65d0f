import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessUrls } from '../db/schema/access-urls';
import { accounts } from '../db/schema/accounts';
import { auditEntries } from '../db/schema/audit';
import { oidcPayloads } from '../db/schema/identity';
import { createTokenVerifier } from '../http/tokens';
import { createLogger } from '../logger';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../test-support/api-harness';
import { accountEndpoints } from './account-endpoints';
import { publicJwks } from './keys';
import { fileOutbox, type OutgoingMessage } from './mail-transport';

const api = fileApiHarness();
let outboxDir: string;
const sent: OutgoingMessage[] = [];
let idp: ReturnType<typeof accountEndpoints>;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'leskluis-outbox-'));
  const verifier = createTokenVerifier(api.config, { kind: 'local', jwks: () => publicJwks(api.keys) });
  const files = fileOutbox(outboxDir, createLogger('silent'));
  idp = accountEndpoints({
    config: { publicUrl: 'http://localhost:8080', dataDir: outboxDir },
    db: api.db,
    verifier,
    logger: createLogger('silent'),
    transport: {
      async send(message) {
        sent.push(message);
        await files.send(message);
      },
    },
  });
});
afterAll(async () => {
  if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
});

async function call(email: string, url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${await api.tokenFor(email)}`);
  if (init.body) headers.set('content-type', 'application/json');
  return idp.request(url, { ...init, headers });
}

describe('POST /idp/account/resend', () => {
  it('sends a new confirmation link to the outbox, audits it and retires the older unused one', async () => {
    const [account] = await api.db.select().from(accounts).where(eq(accounts.id, 2));
    const to = account!.email ?? account!.telephone!;
    const res = await call(SUPPORT, '/account/resend', {
      method: 'POST',
      body: JSON.stringify({ accountId: 2 }),
    });
    expect(res.status).toBe(201);
    expect(sent.at(-1)?.text).toMatch(/\/bevestigen\/[0-9a-f]{40}$/);
    const files = await readdir(path.join(outboxDir, 'outbox'));
    expect(files.length).toBe(1);
    expect(await readFile(path.join(outboxDir, 'outbox', files[0]!), 'utf8')).toContain(`Aan: ${to}`);
    const links = await api.db
      .select()
      .from(accessUrls)
      .where(eq(accessUrls.accountId, 2))
      .orderBy(desc(accessUrls.id));
    expect(links[0]?.used).toBe(false);
    const [audit] = await api.db.select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1);
    expect(audit?.objectType).toBe('AccessUrl');
  });

  it('needs gebruikers_aanpassen and an existing account with a contact', async () => {
    expect(
      (await call(PUBLISHER_ADMIN, '/account/resend', { method: 'POST', body: '{"accountId":2}' })).status,
    ).toBe(403);
    expect(
      (await call(SUPPORT, '/account/resend', { method: 'POST', body: '{"accountId":999999}' })).status,
    ).toBe(404);
    await api.db.insert(accounts).values({ id: 900001, givenName: 'Zonder contact' });
    const res = await call(SUPPORT, '/account/resend', { method: 'POST', body: '{"accountId":900001}' });
    expect(res.status).toBe(400);
  });

  it('refuses calls without a valid bearer token', async () => {
    expect((await idp.request('/account/resend', { method: 'POST', body: '{"accountId":2}' })).status).toBe(
      401,
    );
  });
});

describe('PUT /idp/account/destroy-session/{id} and DELETE /idp/cache/{id}', () => {
  it('ends the sessions of the account at the provider (mounted under /idp on the app)', async () => {
    await api.db
      .insert(oidcPayloads)
      .values({ model: 'Session', id: 'sess-test-1', payload: { accountId: 'account:5' } });
    const res = await api.as(SUPPORT)('/idp/account/destroy-session/5', { method: 'PUT' });
    expect(res.status).toBe(200);
    expect(await api.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'sess-test-1'))).toEqual([]);
    expect((await api.as(SUPPORT)('/idp/account/destroy-session/999999', { method: 'PUT' })).status).toBe(
      404,
    );
    expect((await api.as(PUBLISHER_ADMIN)('/idp/account/destroy-session/5', { method: 'PUT' })).status).toBe(
      403,
    );
  });

  it('removes an OAuth client from the cache with oauthclients_leskluis', async () => {
    expect((await api.as(SUPERUSER)('/idp/cache/some-client', { method: 'DELETE' })).status).toBe(204);
    expect((await api.as(SUPPORT)('/idp/cache/some-client', { method: 'DELETE' })).status).toBe(403);
  });
});
