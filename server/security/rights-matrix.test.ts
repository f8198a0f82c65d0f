import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_PATHS } from '../http/background-calls';
import { type Fixtures, startFixtures } from './test-support/fixtures';
import { callerFor } from './test-support/matrix-callers';
import { READ_ROUTES } from './test-support/matrix-reads';
import { CASES, type CaseName, type MatrixRoute } from './test-support/matrix-types';
import { WRITE_ROUTES } from './test-support/matrix-writes';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';

/**
 * The rights matrix (decision 100): every route of the app, called by six callers. Reads run before
 * writes, so publisher B still owns nothing while its lists are checked.
 */
const TABLE: MatrixRoute[] = [...READ_ROUTES, ...WRITE_ROUTES];

/** `use(...)` middleware as `app.routes` lists it; any other entry there must be in the table. */
const MIDDLEWARE = new Set([
  'ALL /*',
  'ALL /api/oauthclients/*',
  'ALL /api/servicewindows/*',
  'ALL /idp/*',
  // The reports' mark as background work (decision 333), not a route of its own.
  ...REPORT_PATHS.map((path) => `ALL /api${path}/*`),
]);

/** The API's and the identity provider's Hono routes: data, never cached. */
/** Routes with data (no-store); the API reference's script is a public library (decision 361). */
const isDataRoute = (route: string) =>
  /^[A-Z]+ \/(api|idp)\//.test(route) && route !== 'GET /api/docs/scalar.js';

const NOT_SIGNED_IN = 'Niet aangemeld.';
const BAD_TOKEN = 'Het token is ongeldig of verlopen.';
const FORBIDDEN = 'Niet bevoegd voor deze actie.';

let fx: Fixtures;
beforeAll(async () => {
  fx = await startFixtures();
}, SETUP_TIMEOUT);
afterAll(() => fx?.api.close());

async function expectStatus(res: Response, status: number, message?: string) {
  const text = await res.clone().text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  if (message !== undefined) expect((JSON.parse(text) as { message: string }).message).toBe(message);
}

async function expectCase(
  entry: MatrixRoute,
  name: CaseName,
  res: Response,
  ctx: Parameters<MatrixRoute['call']>[0],
) {
  const isPublic = entry.access.kind === 'public';
  if (name === 'holder' || isPublic) return expectStatus(res, entry.ok);
  if (name === 'noToken') return expectStatus(res, 401, NOT_SIGNED_IN);
  if (name === 'forgedToken' || name === 'expiredToken') return expectStatus(res, 401, BAD_TOKEN);
  if (name === 'lacksRight') {
    if (entry.access.kind === 'anyAdmin') return expectStatus(res, entry.ok);
    return expectStatus(res, 403, FORBIDDEN);
  }
  const expected = entry.publisher;
  if (typeof expected === 'function') return expected(res, ctx);
  if (expected === 'same') return expectStatus(res, entry.ok);
  if (expected === 'forbidden') return expectStatus(res, 403, FORBIDDEN);
  if (expected === 'notFound') return expectStatus(res, 404);
  await expectStatus(res, 200);
  expect(await res.json()).toEqual([]);
}

describe('the rights matrix', () => {
  it('covers every route the app registers, and only those', () => {
    const registered = [...new Set(fx.api.app.routes.map((r) => `${r.method} ${r.path}`))].filter(
      (route) => !MIDDLEWARE.has(route),
    );
    const listed = TABLE.map((entry) => entry.route);
    expect(registered.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !registered.includes(route))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  for (const entry of TABLE) {
    describe(entry.route, () => {
      for (const name of CASES) {
        it(name, async () => {
          const caller = await callerFor(fx, entry, name);
          const ctx = { fx, case: name, adminId: caller.adminId };
          const res = await fx.send(caller, await entry.call(ctx));
          // Whatever the answer, nothing of an API reply is kept by a browser or proxy (decision 186).
          if (isDataRoute(entry.route))
            expect(res.headers.get('cache-control'), 'Cache-Control').toBe('no-store');
          await expectCase(entry, name, res, ctx);
        });
      }
    });
  }
});
