import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningSystem, startRunningSystem } from './test-support/running-system';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';

/**
 * What reaches the logs (decision 105): at level trace, a sign-in, a refused sign-in and API calls
 * with a good and a bad token leave request lines, but neither a password nor any token or code.
 */
let app: RunningSystem;
beforeAll(async () => {
  app = await startRunningSystem();
}, SETUP_TIMEOUT);
afterAll(() => app?.close());

describe('logs without secrets', () => {
  it('logs a sign-in and API calls without passwords, tokens or authorization codes', async () => {
    const wrongPassword = 'verkeerd-maar-geheim-wachtwoord-7';
    const refusedBrowser = app.browser();
    const start = await app.authorize(refusedBrowser);
    const refused = await app.submitLogin(refusedBrowser, start.html, ADMIN.email, wrongPassword);
    expect(refused.response.status).toBe(401);

    const { access_token: accessToken, id_token: idToken, code } = await app.signIn();
    const bearer = { authorization: `Bearer ${accessToken}` };
    expect((await fetch(app.url('/api/administrators/me'), { headers: bearer })).status).toBe(200);
    expect(
      (await fetch(app.url('/api/accounts?input=gebruiker%40example.nl'), { headers: bearer })).status,
    ).toBe(200);
    const forged = `${accessToken.slice(0, -8)}AAAAAAAA`;
    const bad = await fetch(app.url('/api/administrators/me'), {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(bad.status).toBe(401);
    // A failing request (500s log the error object) must not carry the header either.
    await fetch(app.url('/api/accounts/abc'), { headers: bearer });

    const logged = app.logs.join('');
    // The capture works: the calls above are there, by path and status.
    expect(logged).toContain('"path":"/api/administrators/me"');
    expect(logged).toContain('"status":401');
    for (const secret of [ADMIN.password, wrongPassword, accessToken, forged, idToken, code]) {
      expect(logged).not.toContain(secret);
    }
    // No token fragment either: the signature part alone is as good as the token for a log reader.
    expect(logged).not.toContain(accessToken.split('.')[2]!);
    expect(logged.toLowerCase()).not.toContain('bearer ');
  });
});
