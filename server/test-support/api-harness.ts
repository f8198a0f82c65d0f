import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Right } from '../../domain/rights';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/connect';
import { administrators, roles } from '../db/schema/administrators';
import { oidcPayloads } from '../db/schema/identity';
import { createTokenVerifier } from '../http/tokens';
import { loadOrCreateKeys, publicJwks } from '../idp/keys';
import { type LicenseMessageTransport, recordingTransport } from '../jobs/license-message-outbox';
import { createLogger } from '../logger';
import { SETUP_TIMEOUT } from '../security/test-support/setup-timeout';
import { seedDemo } from '../seed/demo';
import { freshTestDatabase } from './database';
import { openTestSession, signAccessToken } from './tokens';

export type ApiHarness = Awaited<ReturnType<typeof startApiHarness>>;
type HarnessOptions = Parameters<typeof startApiHarness>[0];

/**
 * The test file's API harness: started in the first `beforeAll` (so the file's own hooks that come
 * after may use it) and dropped after the file's tests. The object stands for the harness from then
 * on; reading it at module level, before the start, is an error. The start may take SETUP_TIMEOUT:
 * seeding on a machine shared by several suites has taken over two minutes.
 */
export function fileApiHarness(options?: HarnessOptions): ApiHarness {
  let harness: ApiHarness | undefined;
  beforeAll(async () => {
    harness = await startApiHarness(options);
  }, SETUP_TIMEOUT);
  afterAll(() => harness?.close());
  return new Proxy({} as ApiHarness, {
    get(_, key: keyof ApiHarness) {
      if (!harness) throw new Error(`the API harness is read (${String(key)}) before beforeAll started it`);
      return harness[key];
    },
  });
}

/**
 * The API on a real, freshly seeded database, driven through `app.request()` with real tokens.
 * `as(email)` returns a request function for one of the demo administrators.
 */
export async function startApiHarness(
  options: { scale?: number; licenseMessageTransport?: LicenseMessageTransport } = {},
) {
  const database: Database & { drop(): Promise<void> } = await freshTestDatabase();
  // 0.005: 250 accounts, 1,000 TLinks; small and fast, yet every licence state and source occurs.
  await seedDemo(database.db, { scale: options.scale ?? 0.005 });
  const config = loadConfig({ PORT: '8080', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const keys = await loadOrCreateKeys(database.db);
  const verifier = createTokenVerifier(config, { kind: 'local', jwks: () => publicJwks(keys) });
  const app = buildApp({
    config,
    database,
    verifier,
    logger: createLogger('silent'),
    licenseMessageTransport: options.licenseMessageTransport ?? recordingTransport(),
  });

  // One provider session per administrator, as one signed-in console each (decision 180): opened
  // up front for the demo administrators, so a test's own calls never write oidc_payloads, and
  // opened anew once a call ended it (their password or role changed).
  const sessions = new Map<number, string>();
  async function sessionOf(email: string): Promise<{ id: number; sid: string }> {
    const [admin] = await database.db
      .select({
        id: administrators.id,
        openSessions: sql<string[]>`array(select s.uid from ${oidcPayloads} s
          where s.model = 'Session' and s.payload->>'accountId' = ${administrators}.id::text)`,
      })
      .from(administrators)
      .where(eq(administrators.email, email));
    if (!admin) throw new Error(`no demo administrator ${email}`);
    const known = sessions.get(admin.id);
    if (known && admin.openSessions.includes(known)) return { id: admin.id, sid: known };
    const sid = await openTestSession(database.db, String(admin.id));
    sessions.set(admin.id, sid);
    return { id: admin.id, sid };
  }
  for (const email of [SUPERUSER, SUPPORT, PUBLISHER_ADMIN]) await sessionOf(email);

  /** A token in that administrator's provider session. */
  async function tokenFor(email: string, options?: Parameters<typeof signAccessToken>[3]) {
    const { id, sid } = await sessionOf(email);
    return signAccessToken(keys, config, String(id), { sid, ...options });
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

  /** A staff administrator (no publisher) whose role holds exactly these rights; answers their e-mail. */
  async function staffWith(naam: string, rechten: Right[]): Promise<string> {
    const [role] = await database.db.insert(roles).values({ naam, rechten }).returning();
    const email = `${naam}@leskluis.test`;
    await database.db
      .insert(administrators)
      .values({ name: naam, email, passwordHash: 'geen', rolId: role!.id });
    return email;
  }

  /** Adds the rights that this administrator's role does not hold yet (a test widening one role). */
  async function grant(email: string, rechten: Right[]): Promise<void> {
    const wanted = sql.join(
      rechten.map((right) => sql`${right}`),
      sql`, `,
    );
    await database.db.execute(sql`update roles
      set rechten = rechten || array(select unnest(array[${wanted}]::text[]) except select unnest(rechten))
      where id = (select rol_id from administrators where email = ${email})`);
  }

  return {
    app,
    database,
    db: database.db,
    config,
    keys,
    tokenFor,
    as,
    staffWith,
    grant,
    close: () => database.drop(),
  };
}

export const SUPERUSER = 'admin@leskluis.test';
export const SUPPORT = 'support@leskluis.test';
export const PUBLISHER_ADMIN = 'uitgever@leskluis.test';
