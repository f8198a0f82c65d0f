import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { auditEntries } from '../db/schema/audit';
import { exportJobs } from '../db/schema/exports';
import { oauthClients } from '../db/schema/oauth-clients';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { createTokenVerifier } from '../http/tokens';
import { publicJwks } from '../idp/keys';
import { createLogger } from '../logger';
import { serveConsole } from '../static';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';

/**
 * Nothing personal is cached and no GET that changes something runs for a HEAD (issue 19 item 6,
 * decision 186). The rights matrix checks `no-store` on every route for every caller; this file the
 * replies no route gives (413, unknown route), HEAD, and the console's source maps in production.
 */
const api = fileApiHarness();
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'leskluis-maps-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Leskluis</title>');
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(
    path.join(staticDir, 'assets', 'app.js'),
    'console.log(1);\n//# sourceMappingURL=app.js.map\n',
  );
  await writeFile(path.join(staticDir, 'assets', 'app.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
}, 120_000);
afterAll(async () => {
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

describe('nothing personal cached', () => {
  it('sends Cache-Control: no-store on API replies no route gives: too large, unknown, health', async () => {
    const as = api.as(SUPERUSER);
    const tooLarge = await as('/api/roles', { method: 'POST', body: 'x'.repeat(JSON_BODY_LIMIT + 1) });
    expect(tooLarge.status).toBe(413);
    const unknown = await as('/api/bestaat-niet');
    expect(unknown.status).toBe(404);
    const anonymous = await api.app.request('/api/accounts');
    expect(anonymous.status).toBe(401);
    for (const res of [tooLarge, unknown, anonymous, await api.app.request('/api/health')])
      expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('does not reset an OAuth client secret for a HEAD request', async () => {
    const [client] = await api.db.select().from(oauthClients).orderBy(oauthClients.id).limit(1);
    const audits = async () => (await api.db.select({ n: count() }).from(auditEntries))[0]!.n;
    const before = await audits();
    const head = await api.as(SUPERUSER)(`/api/oauthclients/${client!.id}/reset`, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
    const [after] = await api.db.select().from(oauthClients).where(eq(oauthClients.id, client!.id));
    expect(after!.secretHash).toBe(client!.secretHash);
    expect(await audits()).toBe(before);
    // The GET itself still resets it.
    const get = await api.as(SUPERUSER)(`/api/oauthclients/${client!.id}/reset`);
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toBe('no-store');
  });

  it('queues no CSV export for a HEAD request', async () => {
    const jobs = async () => (await api.db.select({ n: count() }).from(exportJobs))[0]!.n;
    const before = await jobs();
    const head = await api.as(SUPERUSER)('/api/accounts?csvHeaders=Id%3Did', {
      method: 'HEAD',
      headers: { accept: 'text/csv', range: 'items=0-' },
    });
    expect(head.status).toBe(405);
    expect(await head.text()).toBe('');
    expect(await jobs()).toBe(before);
  });

  it('serves no source maps when ENVIRONMENT is productie, and serves them elsewhere', async () => {
    const consoleOf = (env: Record<string, string>) => {
      const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', STATIC_DIR: staticDir, ...env });
      const verifier = createTokenVerifier(config, { kind: 'local', jwks: () => publicJwks(api.keys) });
      const app = buildApp({ config, database: api.database, verifier, logger: createLogger('silent') });
      serveConsole(app, config);
      return app;
    };
    const production = consoleOf({ ENVIRONMENT: 'productie', PUBLIC_URL: 'https://beheer.leskluis.nl' });
    expect((await production.request('/assets/app.js')).status).toBe(200);
    const map = await production.request('/assets/app.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sources');

    const test = consoleOf({ ENVIRONMENT: 'test' });
    expect((await test.request('/assets/app.js.map')).status).toBe(200);
  });
});
