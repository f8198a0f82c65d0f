import { eq, type SQL } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { RIGHTS, type Right } from '../../../domain/rights';
import { administrators, roles } from '../../db/schema/administrators';
import { organisations } from '../../db/schema/organisations';
import { SIGNING_ALG } from '../../idp/keys';
import { DEMO_PUBLISHER_NAME } from '../../seed/demo-administrators';
import { SUPERUSER, startApiHarness } from '../../test-support/api-harness';
import { openTestSession } from '../../test-support/tokens';

/** One request of the matrix: where, how and with what body. */
export type Call = { path: string; method?: string; body?: unknown; headers?: Record<string, string> };

/** Who calls: a bearer token, or none at all. */
export type Caller = { token: string | null; adminId: number | null };

/**
 * The world the security tests run in: the seeded demo database, publisher A (the demo publisher,
 * which owns data of every kind), publisher B (an Uitgever of its own that owns nothing, so anything
 * a B-bound administrator sees of publisher-owned data is a leak) and a school.
 */
export type Fixtures = Awaited<ReturnType<typeof startFixtures>>;

export async function startFixtures() {
  const api = await startApiHarness();
  const db = api.db;
  const rows = async <T>(query: SQL): Promise<T[]> =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: SQL): Promise<T> => {
    const [row] = await rows<T>(query);
    if (row === undefined) throw new Error(`fixture query found nothing: ${JSON.stringify(query)}`);
    return row;
  };

  const [a] = await db.select().from(organisations).where(eq(organisations.name, DEMO_PUBLISHER_NAME));
  const [b] = await db
    .insert(organisations)
    .values({ esn: 'UITG-LEEG', name: 'Uitgeverij Zonder Gegevens', type: ['Uitgever'] })
    .returning();
  let serial = 0;
  const counters = new Map<string, number>();

  /** A role with exactly these rights and an administrator holding it, optionally bound to a publisher. */
  async function adminWith(rechten: readonly Right[], uitgeverId: number | null): Promise<Caller> {
    serial += 1;
    const [role] = await db
      .insert(roles)
      .values({ naam: `matrix-rol-${serial}`, rechten: [...rechten], uitgeverId })
      .returning();
    const email = `matrix-${serial}@leskluis.test`;
    const [admin] = await db
      .insert(administrators)
      .values({ name: `Matrix ${serial}`, email, passwordHash: 'geen', rolId: role!.id, uitgeverId })
      .returning();
    return { token: await api.tokenFor(email), adminId: admin!.id };
  }

  /** Every right except these (and except is_superuser). */
  const allRightsBut = (excluded: readonly Right[]) =>
    RIGHTS.filter((right) => right !== 'is_superuser' && !excluded.includes(right));

  /** A token signed with a key the provider never had, but with the provider's key id and claims. */
  async function forgedToken(): Promise<string> {
    const { privateKey } = await generateKeyPair(SIGNING_ALG);
    const [admin] = await db.select().from(administrators).where(eq(administrators.email, SUPERUSER));
    const now = Math.floor(Date.now() / 1000);
    // A live session of the superuser: only the signature is wrong.
    const sid = await openTestSession(db, String(admin!.id));
    return new SignJWT({ scope: 'openid beheer', client_id: 'leskluis-beheer', sid })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: api.keys.signingKeys[0]!.kid, typ: 'at+jwt' })
      .setIssuer(api.config.issuer)
      .setAudience(api.config.audience)
      .setSubject(String(admin!.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
  }

  const tokens = {
    superuser: await api.tokenFor(SUPERUSER),
    forged: await forgedToken(),
    expired: await api.tokenFor(SUPERUSER, { expiresInSeconds: -120 }),
  };

  /** Sends one call as a caller through the app, exactly as a client would. */
  async function send(caller: Caller, call: Call): Promise<Response> {
    const headers = new Headers(call.headers);
    if (caller.token) headers.set('authorization', `Bearer ${caller.token}`);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    if (body !== undefined) headers.set('content-type', 'application/json');
    return api.app.request(call.path, { method: call.method ?? 'GET', headers, body });
  }

  /** As the superuser; throws unless the answer is 2xx, and returns its JSON. */
  async function su<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const res = await send({ token: tokens.superuser, adminId: null }, { path, ...init });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? null : await res.json()) as T;
  }

  return {
    api,
    db,
    rows,
    one,
    a: a!.id,
    b: b!.id,
    adminWith,
    allRightsBut,
    tokens,
    send,
    su,
    next: () => {
      serial += 1;
      return serial;
    },
    /** 0, 1, 2, ... per key: the how-manieth object of a kind a call takes. */
    nth: (key: string) => {
      const n = counters.get(key) ?? 0;
      counters.set(key, n + 1);
      return n;
    },
  };
}
