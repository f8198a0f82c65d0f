import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/connect';
import { administrators } from '../db/schema/administrators';
import { createTokenVerifier } from '../http/tokens';
import { loadOrCreateKeys, publicJwks } from '../idp/keys';
import { createLogger } from '../logger';
import { seedDemo } from '../seed/demo';
import { freshTestDatabase } from './database';
import { openTestSession, signAccessToken } from './tokens';

export type ApiHarness = Awaited<ReturnType<typeof startApiHarness>>;

/**
 * The API on a real, freshly seeded database, driven through `app.request()` with real tokens.
 * `as(email)` returns a request function for one of the demo administrators.
 */
export async function startApiHarness(options: { scale?: number } = {}) {
  const database: Database & { drop(): Promise<void> } = await freshTestDatabase();
  // 0.005: 250 accounts, 1,000 TLinks; small and fast, yet every licence state and source occurs.
  await seedDemo(database.db, { scale: options.scale ?? 0.005 });
  const config = loadConfig({ PORT: '8080', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const keys = await loadOrCreateKeys(database.db);
  const verifier = createTokenVerifier(config, { kind: 'local', jwks: () => publicJwks(keys) });
  const app = buildApp({ config, database, verifier, logger: createLogger('silent') });

  /** A token of a fresh provider session of that administrator (decision 180). */
  async function tokenFor(email: string, options?: Parameters<typeof signAccessToken>[3]) {
    const [admin] = await database.db
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.email, email));
    if (!admin) throw new Error(`no demo administrator ${email}`);
    const sid = await openTestSession(database.db, String(admin.id));
    return signAccessToken(keys, config, String(admin.id), { sid, ...options });
  }

  function as(email: string) {
    const token = tokenFor(email);
    return async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${await token}`);
      if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
      return app.request(path, { ...init, headers });
    };
  }

  return { app, database, db: database.db, config, keys, tokenFor, as, close: () => database.drop() };
}

export const SUPERUSER = 'admin@leskluis.test';
export const SUPPORT = 'support@leskluis.test';
export const PUBLISHER_ADMIN = 'uitgever@leskluis.test';
