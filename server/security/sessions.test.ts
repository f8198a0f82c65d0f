import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrators, roles } from '../db/schema/administrators';
import { oidcPayloads } from '../db/schema/identity';
import { hashPassword } from '../idp/passwords';
import { formAction, formField, type TestBrowser } from '../idp/test-support/test-browser';
import { createLogger } from '../logger';
import { type System, startSystem } from '../system';
import { signAccessToken } from '../test-support/tokens';
import { ADMIN, type RunningSystem, startRunningSystem } from './test-support/running-system';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';

/**
 * A signed-out session is over (issue 19, decision 180): the access tokens issued in a session stop
 * working when it ends, on every instance on the same database.
 */
const STAFF = { email: 'sessie@leskluis.test', password: 'een-ander-lang-wachtwoord', name: 'Sven Sessie' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let app: RunningSystem;
let staffId: number;
let roleIds: { first: number; second: number };

beforeAll(async () => {
  app = await startRunningSystem();
  const [first, second] = await app.database.db
    .insert(roles)
    .values([
      { naam: 'Inzage', rechten: ['beheerders_inzien'] },
      { naam: 'Inzage en export', rechten: ['beheerders_inzien', 'exports_inzien'] },
    ])
    .returning({ id: roles.id });
  roleIds = { first: first!.id, second: second!.id };
  const [row] = await app.database.db
    .insert(administrators)
    .values({
      name: STAFF.name,
      email: STAFF.email,
      passwordHash: await hashPassword(STAFF.password),
      rolId: roleIds.first,
    })
    .returning({ id: administrators.id });
  staffId = row!.id;
}, SETUP_TIMEOUT);
afterAll(() => app?.close());

const me = (token: string, base = app.system.url) =>
  fetch(`${base}/api/administrators/me`, { headers: { authorization: `Bearer ${token}` } });

const asAdmin = async (token: string, path: string, init: RequestInit = {}) =>
  fetch(app.url(path), {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });

/** The console's sign-out: end_session with the ID token, then the provider's form with logout=yes. */
async function signOut(b: TestBrowser, idToken: string) {
  const query = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: `${app.config.publicUrl}/`,
    client_id: app.config.clientId,
  });
  const page = await b.request(`/idp/session/end?${query}`);
  const html = await page.text();
  const confirm = await b.request(formAction(html)!, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ xsrf: formField(html, 'xsrf')!, logout: 'yes' }).toString(),
  });
  expect(confirm.status).toBe(303);
}

describe('an access token lives no longer than its session', () => {
  it('refuses the access token of a session that signed out', async () => {
    const b = app.browser();
    const tokens = await app.signIn(b);
    expect((await me(tokens.access_token)).status).toBe(200);

    await signOut(b, tokens.id_token);

    const after = await me(tokens.access_token);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Je sessie is beëindigd. Log opnieuw in.' });
  });

  it('refuses it on a second instance on the same database too', async () => {
    const second: System = await startSystem(
      { ...app.config, port: 0 },
      createLogger('silent'),
      app.database,
    );
    try {
      const b = app.browser();
      const tokens = await app.signIn(b);
      expect((await me(tokens.access_token, second.url)).status).toBe(200);
      await signOut(b, tokens.id_token);
      expect((await me(tokens.access_token, second.url)).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('keeps another session of the same administrator working after one signs out', async () => {
    const office = app.browser();
    const home = app.browser();
    const atOffice = await app.signIn(office);
    const atHome = await app.signIn(home);
    await signOut(office, atOffice.id_token);
    expect((await me(atOffice.access_token)).status).toBe(401);
    expect((await me(atHome.access_token)).status).toBe(200);
  });

  it("ends an administrator's sessions when their password changes, except the session that changed it", async () => {
    const b = app.browser();
    const own = await app.signIn(b, STAFF.email, STAFF.password);
    const elsewhere = await app.signIn(app.browser(), STAFF.email, STAFF.password);
    const changed = await asAdmin(own.access_token, `/api/administrators/${staffId}/actions/changepassword`, {
      method: 'POST',
      body: JSON.stringify({ oldPassword: STAFF.password, password: 'nieuw-en-lang-genoeg-1' }),
    });
    expect(changed.status).toBe(204);
    expect((await me(own.access_token)).status).toBe(200);
    expect((await me(elsewhere.access_token)).status).toBe(401);

    // A superuser setting the password ends every session of that administrator.
    const superuser = await app.signIn();
    const reset = await asAdmin(
      superuser.access_token,
      `/api/administrators/${staffId}/actions/changepassword`,
      {
        method: 'POST',
        body: JSON.stringify({ password: STAFF.password }),
      },
    );
    expect(reset.status).toBe(204);
    expect((await me(own.access_token)).status).toBe(401);
    expect((await me(superuser.access_token)).status).toBe(200);
  });

  it("ends an administrator's sessions when their role changes", async () => {
    const staff = await app.signIn(app.browser(), STAFF.email, STAFF.password);
    const superuser = await app.signIn();
    const current = (await (
      await asAdmin(superuser.access_token, `/api/administrators/${staffId}`)
    ).json()) as {
      updatedAt: string;
    };
    const changed = await asAdmin(superuser.access_token, `/api/administrators/${staffId}`, {
      method: 'PUT',
      body: JSON.stringify({
        name: STAFF.name,
        email: STAFF.email,
        rol: { id: roleIds.second },
        updatedAt: current.updatedAt,
      }),
    });
    expect(changed.status).toBe(200);
    expect((await me(staff.access_token)).status).toBe(401);

    // Saving the same role again leaves the session alone.
    const again = await app.signIn(app.browser(), STAFF.email, STAFF.password);
    const saved = (await changed.json()) as { updatedAt: string };
    const unchanged = await asAdmin(superuser.access_token, `/api/administrators/${staffId}`, {
      method: 'PUT',
      body: JSON.stringify({
        name: 'Sven S. Sessie',
        email: STAFF.email,
        rol: { id: roleIds.second },
        updatedAt: saved.updatedAt,
      }),
    });
    expect(unchanged.status).toBe(200);
    expect((await me(again.access_token)).status).toBe(200);
  });

  it('refuses the token of a deleted administrator and keeps none of their sessions', async () => {
    const [role] = await app.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.id, roleIds.first));
    const [gone] = await app.database.db
      .insert(administrators)
      .values({
        name: 'Gert Gaat',
        email: 'gaat@leskluis.test',
        passwordHash: await hashPassword('tijdelijk-wachtwoord-9'),
        rolId: role!.id,
      })
      .returning({ id: administrators.id });
    const tokens = await app.signIn(app.browser(), 'gaat@leskluis.test', 'tijdelijk-wachtwoord-9');
    const superuser = await app.signIn();
    const removed = await asAdmin(superuser.access_token, `/api/administrators/${gone!.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await me(tokens.access_token)).status).toBe(401);
    const sessions = await app.database.db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, 'Session'),
          sql`${oidcPayloads.payload}->>'accountId' = ${String(gone!.id)}`,
        ),
      );
    expect(sessions).toEqual([]);
  });

  it("refuses a token signed with the provider's key that names no session", async () => {
    const tokens = await app.signIn();
    expect(decodeJwt(tokens.access_token).sid).toEqual(expect.any(String));
    const [admin] = await app.database.db
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.email, ADMIN.email));
    const sessionless = await signAccessToken(app.system.idp!.keys(), app.config, String(admin!.id));
    expect((await me(sessionless)).status).toBe(401);
  });
});

describe('signing in again', () => {
  it('works after a sign-out, with a token that is accepted', async () => {
    const b = app.browser();
    const first = await app.signIn(b, ADMIN.email, ADMIN.password);
    await signOut(b, first.id_token);
    const second = await app.signIn(b, ADMIN.email, ADMIN.password);
    expect((await me(second.access_token)).status).toBe(200);
  });
});
