import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultThrottlePolicy } from '../idp/throttle';
import { ADMIN, type RunningSystem, startRunningSystem } from './test-support/running-system';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';

/**
 * The login rate limit (server/idp/throttle.ts, decision 104) through the real login page: past the
 * free failures an e-mail address is locked, even for the right password, and the lock lives in the
 * database, so a second instance behind the same load balancer refuses too.
 */
let first: RunningSystem;
let second: RunningSystem;
beforeAll(async () => {
  first = await startRunningSystem();
  second = await startRunningSystem({}, first.database);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const LOCKED = /^Te veel mislukte inlogpogingen\. Probeer het over \d+ seconden opnieuw\.$/;
const errorText = (html: string) => /<p class="error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('login rate limit', () => {
  it('locks an e-mail after the free failures, refuses even the right password, on every instance', async () => {
    const free = defaultThrottlePolicy.freeFailures.email;
    expect(free).toBe(5);
    for (let attempt = 1; attempt < free; attempt++) {
      const b = first.browser();
      const start = await first.authorize(b);
      const login = await first.submitLogin(b, start.html, ADMIN.email, `fout-${attempt}`);
      expect(login.response.status).toBe(401);
      expect(errorText(login.html)).toBe('Onbekend e-mailadres of onjuist wachtwoord.');
    }
    const b = first.browser();
    const start = await first.authorize(b);
    const last = await first.submitLogin(b, start.html, ADMIN.email, 'fout-laatste');
    expect(errorText(last.html)).toBe(
      'Te veel mislukte inlogpogingen. Probeer het over 30 seconden opnieuw.',
    );

    for (const instance of [first, second]) {
      const other = instance.browser();
      const again = await instance.authorize(other);
      const refused = await instance.submitLogin(other, again.html, ADMIN.email, ADMIN.password);
      expect(refused.response.status).toBe(429);
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(errorText(refused.html)).toMatch(LOCKED);
      expect(refused.url).not.toContain('/auth/callback');
    }
  });
});
