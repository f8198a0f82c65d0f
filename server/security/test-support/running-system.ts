import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { expect } from 'vitest';
import { type Config, loadConfig } from '../../config';
import type { Database } from '../../db/connect';
import {
  createTestBrowser,
  exchangeCodeAt,
  freePort,
  startCodeFlow,
  submitLogin,
  type TestBrowser,
} from '../../idp/test-support/test-browser';
import { loggerOptions } from '../../logger';
import { type System, startSystem } from '../../system';
import { freshTestDatabase } from '../../test-support/database';
import { addSuperuser } from '../../test-support/superuser';

export const ADMIN = {
  email: 'hardening@leskluis.test',
  password: 'een-lang-geheim-wachtwoord-42',
  name: 'Hanna Hardening',
};

/** A built console in miniature: what serveConsole serves as static file and as SPA fallback. */
const INDEX_HTML =
  '<!doctype html><html lang="nl"><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

export type RunningSystem = Awaited<ReturnType<typeof startRunningSystem>>;

/**
 * The whole server as `npm start` runs it (API, identity provider, console files) on a fresh
 * database with one superuser, listening on a free port. Every log line it writes is kept in
 * `logs`, at level trace, so tests can read what would reach the log files.
 */
export async function startRunningSystem(
  env: Record<string, string> = {},
  database?: Database & { drop(): Promise<void> },
) {
  const db = database ?? (await freshTestDatabase());
  const staticDir = await mkdtemp(path.join(tmpdir(), 'leskluis-console-'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log(1);\n');
  if (!database) {
    await addSuperuser(db.db, ADMIN);
  }
  const port = await freePort();
  const config: Config = loadConfig({
    PORT: String(port),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'trace',
    STATIC_DIR: staticDir,
    DATA_DIR: staticDir,
    ...env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const system: System = await startSystem(config, pino(loggerOptions('trace'), sink), db);
  let nextIp = 1;

  /**
   * A browser that claims an address of its own in X-Forwarded-For: its own throttle key when the
   * system trusts the loopback proxy (TRUST_PROXY), a forged header otherwise.
   */
  const browser = (): TestBrowser => {
    nextIp += 1;
    return createTestBrowser(system.url, `203.0.113.${nextIp}`);
  };

  /** Starts the code flow as the console does and follows it to the login page. */
  const authorize = (b: TestBrowser) => startCodeFlow(b, config);

  /** The whole sign-in of the console: login page, code, tokens. */
  async function signIn(b = browser(), email = ADMIN.email, password = ADMIN.password) {
    const start = await authorize(b);
    const login = await submitLogin(b, start.html, email, password);
    const code = new URL(login.url).searchParams.get('code');
    if (!code) throw new Error(`no code: ${login.url}`);
    const response = await exchangeCodeAt(system.url, config, code, start.verifier);
    expect(response.status).toBe(200);
    return { code, ...((await response.json()) as { access_token: string; id_token: string }) };
  }

  return {
    system,
    config,
    database: db,
    logs,
    browser,
    authorize,
    submitLogin,
    signIn,
    url: (target: string) => `${system.url}${target}`,
    async close() {
      await system.close();
      if (!database) await db.drop();
      await rm(staticDir, { recursive: true, force: true });
    },
  };
}
