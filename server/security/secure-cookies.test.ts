import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { authorizeQuery, pkcePair } from '../idp/test-support/test-browser';
import { type RunningSystem, startRunningSystem } from './test-support/running-system';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';

/**
 * Production settings (decision 100): with an https PUBLIC_URL the provider's cookies are Secure even
 * when the proxy in front sends no X-Forwarded-Proto, every reply carries HSTS, and production refuses
 * to start on a plain http PUBLIC_URL.
 */
const PUBLIC_URL = 'https://beheer.leskluis.example';
let app: RunningSystem;
beforeAll(async () => {
  app = await startRunningSystem({ PUBLIC_URL, ENVIRONMENT: 'productie' });
}, SETUP_TIMEOUT);
afterAll(() => app?.close());

describe('secure cookies in production', () => {
  it('marks every identity-provider cookie Secure, HttpOnly and SameSite=Lax behind an https public URL', async () => {
    const { challenge } = pkcePair();
    const query = authorizeQuery(
      { clientId: app.config.clientId, publicUrl: PUBLIC_URL },
      challenge,
      randomBytes(8).toString('hex'),
    );
    // Straight to the server, as a TLS-terminating proxy that adds no X-Forwarded-Proto would send it.
    const res = await fetch(app.url(`/idp/auth?${query}`), { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/idp\/interaction\//);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      const attributes = cookie
        .toLowerCase()
        .split(';')
        .map((part) => part.trim());
      expect(attributes, cookie).toContain('secure');
      expect(attributes, cookie).toContain('httponly');
      expect(attributes, cookie).toContain('samesite=lax');
    }
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends HSTS with the console and the API as well', async () => {
    for (const target of ['/', '/api/health']) {
      const res = await fetch(app.url(target));
      expect(res.headers.get('strict-transport-security'), target).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('refuses to start in production on a plain http public URL', () => {
    expect(() =>
      loadConfig({ ENVIRONMENT: 'productie', PUBLIC_URL: 'http://beheer.leskluis.example' }),
    ).toThrow('PUBLIC_URL: must start with https:// when ENVIRONMENT=productie');
    expect(() => loadConfig({ ENVIRONMENT: 'productie' })).toThrow('must start with https://');
    expect(loadConfig({ ENVIRONMENT: 'test', PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe(
      'http://localhost:8080',
    );
  });
});
