import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP } from '../http/security-headers';
import { type RunningSystem, startRunningSystem } from './test-support/running-system';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';

/**
 * Security headers and Content-Security-Policy (decision 100) on the running server: the console's
 * files and SPA fallback, the API, and the identity provider's login page, which still signs in.
 */
let app: RunningSystem;
beforeAll(async () => {
  app = await startRunningSystem();
}, SETUP_TIMEOUT);
afterAll(() => app?.close());

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
  // Plain http on localhost: no HSTS (it would pin localhost to https).
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('gives the console, its files and its SPA fallback a strict policy without inline script', async () => {
    for (const target of ['/', '/index.html', '/accounts/12/edit', '/assets/app.js']) {
      const res = await fetch(app.url(target));
      expect(res.status, target).toBe(200);
      expectCommonHeaders(res);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['script-src'], target).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
    }
  });

  it('gives API replies, errors included, the no-content policy', async () => {
    for (const target of ['/api/health', '/api/accounts', '/config.json', '/api/onbekend']) {
      const res = await fetch(app.url(target));
      expectCommonHeaders(res);
      expect(res.headers.get('content-security-policy'), target).toBe(API_CSP);
    }
  });

  it('serves the login page with a nonce policy that every script and style on it carries', async () => {
    const start = await app.authorize(app.browser());
    expect(start.response.status).toBe(200);
    expectCommonHeaders(start.response);
    const csp = directives(start.response.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const [nonceSource] = csp['script-src']!;
    expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/=]{20,}'$/);
    expect(csp['style-src']).toEqual([nonceSource]);
    const nonce = nonceSource!.slice("'nonce-".length, -1);
    const tags = start.html.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(start.html).not.toMatch(/\son[a-z]+=/i);
    // A new page, a new nonce.
    const again = await app.authorize(app.browser());
    expect(again.response.headers.get('content-security-policy')).not.toBe(
      start.response.headers.get('content-security-policy'),
    );
  });

  it("lets the identity provider's pages send a form only to the provider itself and the console", async () => {
    const start = await app.authorize(app.browser());
    const login = directives(start.response.headers.get('content-security-policy'));
    // The console's origins: PUBLIC_URL, and outside production Vite's dev server (decision 186).
    expect(login['form-action']).toEqual(["'self'", app.config.publicUrl, 'http://localhost:5173']);
    const error = await fetch(app.url('/idp/interaction/onbekend'));
    expect(error.headers.get('content-type')).toContain('text/html');
    expect(directives(error.headers.get('content-security-policy'))['form-action']).toEqual(["'self'"]);
  });

  it('still signs in through that login page, with HttpOnly SameSite cookies that are not Secure on http', async () => {
    const b = app.browser();
    const start = await app.authorize(b);
    const setCookies = start.response.headers.getSetCookie();
    const tokens = await app.signIn(b);
    expect(tokens.access_token.split('.')).toHaveLength(3);
    const me = await fetch(app.url('/api/administrators/me'), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
    for (const cookie of setCookies) {
      expect(cookie.toLowerCase()).toContain('httponly');
      expect(cookie.toLowerCase()).toContain('samesite=lax');
      expect(cookie.toLowerCase()).not.toContain('secure');
    }
  });
});
