import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAction } from '../idp/test-support/test-browser';
import { defaultThrottlePolicy } from '../idp/throttle';
import { ADMIN, type RunningSystem, startRunningSystem } from './test-support/running-system';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';

/**
 * Whose address keys the sign-in throttle and the request log (decision 156): the socket's, unless
 * TRUST_PROXY names the proxy the request came through; then the address that proxy saw. Each
 * `browser()` of the running system forges another X-Forwarded-For address.
 */
let direct: RunningSystem;
let proxied: RunningSystem;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    startRunningSystem(),
    startRunningSystem({ TRUST_PROXY: '127.0.0.1,::1' }),
  ]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const freeForAddress = defaultThrottlePolicy.freeFailures.ip;

describe('client address without a trusted proxy', () => {
  it('locks the socket address after twenty failures, however many X-Forwarded-For addresses are forged', async () => {
    expect(freeForAddress).toBe(20);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 30; attempt++) {
      const b = direct.browser();
      const start = await direct.authorize(b);
      const login = await direct.submitLogin(b, start.html, `gok-${attempt}@leskluis.test`, 'raden');
      statuses.push(login.response.status);
    }
    expect(statuses.slice(0, freeForAddress - 1)).toEqual(Array(freeForAddress - 1).fill(401));
    expect(statuses.slice(freeForAddress - 1)).toEqual(Array(31 - freeForAddress).fill(429));

    // A forged header does not let the locked-out address sign in with the right password.
    const b = direct.browser();
    const start = await direct.authorize(b);
    const refused = await direct.submitLogin(b, start.html, ADMIN.email, ADMIN.password);
    expect(refused.response.status).toBe(429);
    expect(refused.url).not.toContain('/auth/callback');
  });

  it('logs the socket address of a request, not the one its X-Forwarded-For claims', async () => {
    const response = await fetch(direct.url('/api/health'), {
      headers: { 'x-forwarded-for': '198.51.100.66' },
    });
    expect(response.status).toBe(200);
    const line = direct.logs
      .map((text) => JSON.parse(text) as { msg?: string; path?: string; ip?: string })
      .find((entry) => entry.msg === 'request' && entry.path === '/api/health');
    expect(line?.ip).toBe('127.0.0.1');
  });
});

describe('client address behind a trusted proxy (TRUST_PROXY)', () => {
  it('keys the throttle on the address the proxy saw, not on what the client wrote in front of it', async () => {
    const seenByProxy = '203.0.113.200';
    const b = proxied.browser();
    const start = await proxied.authorize(b);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= freeForAddress; attempt++) {
      // The client forges a new left-most entry each time; the proxy appends the address it saw.
      const login = await b.follow(formAction(start.html)!, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `192.0.2.${attempt}, ${seenByProxy}`,
        },
        body: new URLSearchParams({ email: `gok-${attempt}@leskluis.test`, password: 'raden' }).toString(),
      });
      statuses.push(login.response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);

    // Another client behind the same proxy is not affected.
    await expect(proxied.signIn(proxied.browser())).resolves.toHaveProperty('access_token');
  });
});
