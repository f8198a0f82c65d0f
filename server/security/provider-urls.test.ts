import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeQuery, pkcePair } from '../idp/test-support/test-browser';
import { type RunningSystem, startRunningSystem } from './test-support/running-system';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';

/**
 * The identity provider's URLs are its own (issue 19, decision 182): whatever Host and X-Forwarded-*
 * a client sends, the URLs the provider hands out derive from PUBLIC_URL, with or without a
 * trusted proxy in front.
 */
const PUBLIC_URL = 'https://beheer.leskluis.example';
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  'x-forwarded-port': '8443',
  'x-forwarded-for': '198.51.100.66',
};
const ISSUER = `${PUBLIC_URL}/idp`;

const systems: RunningSystem[] = [];
beforeAll(async () => {
  systems.push(await startRunningSystem({ PUBLIC_URL }));
  systems.push(await startRunningSystem({ PUBLIC_URL, TRUST_PROXY: '127.0.0.1,::1' }));
}, SETUP_TIMEOUT);
afterAll(async () => {
  for (const system of systems) await system.close();
});

/** Every string value in a JSON document that looks like a URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z]+:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

describe.each([
  ['without a trusted proxy', 0],
  ['behind a trusted proxy', 1],
])('the identity provider %s', (_name, index) => {
  const app = () => systems[index]!;

  it('publishes discovery URLs of PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    const response = await fetch(app().url('/idp/.well-known/openid-configuration'), { headers: FORGED });
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(ISSUER);
    expect(discovery.jwks_uri).toBe(`${ISSUER}/jwks`);
    expect(discovery.end_session_endpoint).toBe(`${ISSUER}/session/end`);
    const urls = urlsIn(discovery);
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) expect(url.startsWith(`${ISSUER}/`) || url === ISSUER, url).toBe(true);
  });

  it('sends the browser on to its own URLs and pages, not the forged host', async () => {
    const { challenge } = pkcePair();
    const query = authorizeQuery(
      { clientId: app().config.clientId, publicUrl: PUBLIC_URL },
      challenge,
      randomBytes(8).toString('hex'),
    );
    const auth = await fetch(app().url(`/idp/auth?${query}`), { headers: FORGED, redirect: 'manual' });
    expect(auth.status).toBe(303);
    const location = auth.headers.get('location') ?? '';
    expect(location.startsWith(`${ISSUER}/interaction/`) || location.startsWith('/idp/interaction/')).toBe(
      true,
    );
    expect(location).not.toContain('evil.example');
    // An https PUBLIC_URL keeps its cookies Secure even when the request claims http.
    for (const cookie of auth.headers.getSetCookie()) expect(cookie.toLowerCase()).toContain('secure');

    const end = await fetch(app().url('/idp/session/end'), { headers: FORGED, redirect: 'manual' });
    const html = await end.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`${ISSUER}/session/end/confirm`);
  });

  it('lets discovery and the key set be cached, each as long as fits it', async () => {
    const discovery = await fetch(app().url('/idp/.well-known/openid-configuration'));
    expect(discovery.headers.get('cache-control')).toBe('public, max-age=3600');
    const jwks = await fetch(app().url('/idp/jwks'));
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
