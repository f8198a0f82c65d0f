import { eq, sql } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/connect';
import { administrators, roles } from '../db/schema/administrators';
import { oidcPayloads } from '../db/schema/identity';
import { createLogger } from '../logger';
import { type System, startSystem } from '../system';
import { freshTestDatabase } from '../test-support/database';
import { publicJwks } from './keys';
import { hashPassword } from './passwords';
import {
  confirmSignOut,
  createTestBrowser,
  exchangeCodeAt,
  formField,
  freePort,
  startCodeFlow,
  submitLogin,
  type TestBrowser,
} from './test-support/test-browser';

const ADMIN = { email: 'beheerder@leskluis.test', password: 'correct horse battery', name: 'Bea Beheerder' };
const LOCKED = { email: 'slot@leskluis.test', password: 'nog een wachtwoord', name: 'Sam Slot' };
const OTHER = { email: 'vrij@leskluis.test', password: 'weer een ander wachtwoord', name: 'Vera Vrij' };

let database: Database & { drop(): Promise<void> };
let system: System;
let config: Config;
let adminId: number;

let nextIp = 1;
/** A browser from its own address, so one test's failures never throttle another's. */
function browser(): TestBrowser {
  nextIp += 1;
  return createTestBrowser(system.url, `198.51.100.${nextIp}`);
}

/** Starts the code flow against this file's system. */
const authorize = (b: TestBrowser) => startCodeFlow(b, config);

async function exchangeCode(code: string, verifier: string) {
  const response = await exchangeCodeAt(system.url, config, code, verifier);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    access_token: string;
    id_token: string;
    token_type: string;
    expires_in: number;
  };
}

/** The whole sign-in: authorization request, login page, credentials, code, tokens. */
async function signIn(b: TestBrowser, email = ADMIN.email, password = ADMIN.password) {
  const start = await authorize(b);
  const login = await submitLogin(b, start.html, email, password);
  const callback = new URL(login.url);
  expect(callback.pathname).toBe('/auth/callback');
  expect(callback.searchParams.get('state')).toBe(start.state);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${login.url}`);
  return exchangeCode(code, start.verifier);
}

const codeCount = async () => {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(oidcPayloads)
    .where(eq(oidcPayloads.model, 'AuthorizationCode'));
  return row?.count ?? 0;
};

beforeAll(async () => {
  database = await freshTestDatabase();
  const [role] = await database.db
    .insert(roles)
    .values({ naam: 'Superuser', rechten: ['is_superuser'] })
    .returning({ id: roles.id });
  for (const admin of [ADMIN, LOCKED, OTHER]) {
    const [row] = await database.db
      .insert(administrators)
      .values({
        name: admin.name,
        email: admin.email,
        passwordHash: await hashPassword(admin.password),
        rolId: role!.id,
      })
      .returning({ id: administrators.id });
    if (admin === ADMIN) adminId = row!.id;
  }
  config = loadConfig({
    PORT: String(await freePort()),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    // The test browsers play the proxy in front: each claims its own client address (decision 156).
    TRUST_PROXY: '127.0.0.1,::1',
  });
  system = await startSystem(config, createLogger('silent'), database);
});

afterAll(async () => {
  await system?.close();
  await database?.drop();
});

describe('embedded identity provider', () => {
  it('publishes its discovery document under /idp for the configured issuer', async () => {
    const response = await fetch(`${system.url}/idp/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(config.issuer);
    expect(discovery.authorization_endpoint).toBe(`${config.issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${config.issuer}/token`);
    expect(discovery.end_session_endpoint).toBe(`${config.issuer}/session/end`);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'beheer']));
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('shows a Dutch login page with e-mail, password and exactly one submit button', async () => {
    const { response, url, html } = await authorize(browser());
    expect(response.status).toBe(200);
    expect(new URL(url).pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Leskluis Beheer — Inloggen</title>');
    expect(html).toMatch(/<label for="email">E-mailadres<\/label>\s*<input id="email" name="email"/);
    expect(html).toMatch(/<label for="password">Wachtwoord<\/label>\s*<input id="password" name="password"/);
    expect(html.match(/type="submit"/g)).toHaveLength(1);
    expect(html).toMatch(/<button type="submit">Inloggen<\/button>/);
  });

  it('signs an administrator in and issues a JWT access token that the API accepts', async () => {
    const tokens = await signIn(browser());
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(3000);

    const { payload, protectedHeader } = await jwtVerify(
      tokens.access_token,
      createLocalJWKSet(publicJwks(system.idp!.keys())),
      { issuer: config.issuer, audience: config.audience, typ: 'at+jwt' },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(String(adminId));
    expect(payload.client_id).toBe(config.clientId);
    expect(String(payload.scope).split(' ')).toContain('beheer');

    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      sub: String(adminId),
      name: ADMIN.name,
      email: ADMIN.email,
      aud: config.clientId,
    });

    const me = await fetch(`${system.url}/api/administrators/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: adminId, email: ADMIN.email });
  });

  it('refuses a wrong password with the Dutch error on the login page and issues no code', async () => {
    const b = browser();
    const codesBefore = await codeCount();
    const start = await authorize(b);
    const login = await submitLogin(b, start.html, ADMIN.email, 'verkeerd wachtwoord');
    expect(login.response.status).toBe(401);
    expect(login.response.headers.get('location')).toBeNull();
    expect(login.html).toContain('Onbekend e-mailadres of onjuist wachtwoord.');
    expect(formField(login.html, 'email')).toBe(ADMIN.email);
    expect(await codeCount()).toBe(codesBefore);

    // An unknown e-mail gets the very same answer, so the page does not reveal who has an account.
    const unknown = await submitLogin(b, start.html, 'niemand@leskluis.test', ADMIN.password);
    expect(unknown.response.status).toBe(401);
    expect(unknown.html).toContain('Onbekend e-mailadres of onjuist wachtwoord.');

    // The same interaction still accepts the right password afterwards (e-mail case does not matter).
    const retry = await submitLogin(b, start.html, ADMIN.email.toUpperCase(), ADMIN.password);
    expect(new URL(retry.url).searchParams.get('code')).toBeTruthy();
  });

  it('locks an e-mail address after five failures, from whatever address they come', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const b = browser();
      const start = await authorize(b);
      const login = await submitLogin(b, start.html, LOCKED.email, `fout-${attempt}`);
      if (attempt < 5) expect(login.response.status).toBe(401);
      else
        expect(login.html).toContain('Te veel mislukte inlogpogingen. Probeer het over 30 seconden opnieuw.');
    }
    // Even the right password is refused while locked, and it yields no code.
    const b = browser();
    const start = await authorize(b);
    const login = await submitLogin(b, start.html, LOCKED.email, LOCKED.password);
    expect(login.response.status).toBe(429);
    expect(Number(login.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(login.html).toMatch(/Te veel mislukte inlogpogingen\. Probeer het over \d+ seconden opnieuw\./);
    expect(login.url).not.toContain('/auth/callback');
  });

  it('locks a client address after twenty failures, whatever e-mail addresses it tries', async () => {
    const b = browser();
    const start = await authorize(b);
    for (let attempt = 1; attempt <= 19; attempt++) {
      const login = await submitLogin(b, start.html, `gok-${attempt}@leskluis.test`, 'raden');
      expect(login.response.status).toBe(401);
    }
    const twentieth = await submitLogin(b, start.html, 'gok-20@leskluis.test', 'raden');
    expect(twentieth.response.status).toBe(429);

    const refused = await submitLogin(b, start.html, ADMIN.email, ADMIN.password);
    expect(refused.response.status).toBe(429);
    expect(refused.html).toContain('Te veel mislukte inlogpogingen.');

    // The same administrator from another address is not affected.
    await expect(signIn(browser())).resolves.toHaveProperty('access_token');
  });

  it('requires PKCE from the console client', async () => {
    const query = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: `${config.publicUrl}/auth/callback`,
      response_type: 'code',
      scope: 'openid beheer',
    });
    const response = await browser().request(`/idp/auth?${query}`);
    const location = new URL(response.headers.get('location') ?? '', system.url);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('ends the session on RP-initiated logout and returns to the console without a question', async () => {
    const b = browser();
    const tokens = await signIn(b);
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${config.publicUrl}/`,
      client_id: config.clientId,
    });
    const page = await b.request(`/idp/session/end?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).not.toMatch(/sign-out|Yes, sign me out/i);
    // The browser submits the form by itself: an inline script the page's CSP allows by nonce.
    const nonce = /<script nonce="([^"]+)">[^<]*\.submit\(\)/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`);

    const confirm = await confirmSignOut(b, html);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${config.publicUrl}/`);

    // The provider session is gone: the next sign-in asks for the password again.
    const again = await authorize(b);
    expect(again.response.status).toBe(200);
    expect(again.html).toContain('name="password"');
  });

  it('asks before signing out when session/end comes without an ID token of this session, as from another site', async () => {
    const b = browser();
    const tokens = await signIn(b);
    const other = await signIn(browser(), OTHER.email, OTHER.password);
    const attempts = [
      '/idp/session/end',
      `/idp/session/end?${new URLSearchParams({ post_logout_redirect_uri: `${config.publicUrl}/`, client_id: config.clientId })}`,
      // Another administrator's ID token is no proof that this one wants to sign out.
      `/idp/session/end?${new URLSearchParams({ id_token_hint: other.id_token })}`,
    ];
    for (const attempt of attempts) {
      const page = await b.request(attempt);
      expect(page.status, attempt).toBe(200);
      const html = await page.text();
      expect(html, attempt).toContain('<html lang="nl">');
      expect(html, attempt).toContain('<h1>Uitloggen?</h1>');
      expect(html, attempt).toContain('Wil je uitloggen bij Leskluis Beheer?');
      expect(html, attempt).not.toContain('<script');
      expect(html, attempt).toMatch(/<button type="submit" form="op.logoutForm">Ja, uitloggen<\/button>/);
      expect(html, attempt).toContain(`<a href="${config.publicUrl}/">Nee, ingelogd blijven</a>`);
      expect(page.headers.get('content-security-policy'), attempt).toContain("default-src 'none'");
    }
    // Nothing was signed out: the session still signs the browser in without a password.
    const again = await authorize(b);
    expect(new URL(again.url).pathname).toBe('/auth/callback');
    const me = await fetch(`${system.url}/api/administrators/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);

    // Answering yes signs out.
    const html = await (await b.request('/idp/session/end')).text();
    const confirm = await confirmSignOut(b, html);
    expect(confirm.status).toBe(303);
    const done = await b.follow(confirm.headers.get('location')!);
    expect(await done.response.text()).toContain('Je bent uitgelogd');
    const after = await authorize(b);
    expect(after.html).toContain('name="password"');
  });

  it('renders errors as a Dutch page, never a stack trace', async () => {
    const unknownClient = await browser().request(
      `/idp/auth?client_id=onbekend&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
      { headers: { accept: 'text/html' } },
    );
    expect(unknownClient.status).toBe(400);
    const html = await unknownClient.text();
    expect(html).toContain('Inloggen lukt niet');
    expect(html).toContain('Foutcode: invalid_client');
    expect(html).not.toMatch(/at .*\.js:\d+|Error:/);

    const expired = await browser().request('/idp/interaction/doesnotexist', {
      headers: { accept: 'text/html' },
    });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('Je inlogsessie is verlopen');

    const missing = await browser().request('/idp/bestaat-niet', { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Deze pagina bestaat niet.');
  });

  it('keeps sessions and issued tokens valid across a restart on the same database', async () => {
    const b = browser();
    const tokens = await signIn(b);
    expect(b.cookieNames()).toContain('_session');
    const keysBefore = system.idp!.keys();

    await system.close();
    // Let fetch's keep-alive pool see the old server's sockets close before the new server takes the port;
    // otherwise it may reuse a dead connection ("other side closed"), a client artefact, not the provider's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    system = await startSystem(config, createLogger('silent'), database);

    expect(publicJwks(system.idp!.keys())).toEqual(publicJwks(keysBefore));
    const me = await fetch(`${system.url}/api/administrators/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);

    // The session cookie still signs the browser in: straight back to the console with a code.
    const again = await authorize(b);
    const callback = new URL(again.url);
    expect(callback.pathname).toBe('/auth/callback');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    const renewed = await exchangeCode(code!, again.verifier);
    expect(decodeJwt(renewed.access_token).sub).toBe(String(adminId));
  });
});
