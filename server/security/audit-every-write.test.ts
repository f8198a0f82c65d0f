import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../db/schema/audit';
import { UNAUDITED_WARNING } from '../http/audit';
import { type Fixtures, startFixtures } from './test-support/fixtures';
import { callerFor } from './test-support/matrix-callers';
import { WRITE_ROUTES } from './test-support/matrix-writes';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';

/**
 * Every write route, called successfully by an administrator holding its right, leaves exactly one
 * audit entry: written in the request's own transaction (not the middleware's after-the-fact one),
 * naming the administrator, the method and the URL (decision 102).
 */
let fx: Fixtures;
beforeAll(async () => {
  fx = await startFixtures();
}, SETUP_TIMEOUT);
afterAll(() => fx?.api.close());

const lastId = async () =>
  (await fx.db.select({ id: auditEntries.id }).from(auditEntries).orderBy(desc(auditEntries.id)).limit(1))[0]
    ?.id ?? 0;

describe('an audit entry for every write', () => {
  it('lists every write route of the rights matrix', () => {
    const writes = fx.api.app.routes
      .filter((route) => route.method !== 'GET' && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`);
    const audited = WRITE_ROUTES.map((entry) => entry.route);
    expect(writes.filter((route) => !audited.includes(route))).toEqual([]);
  });

  for (const entry of WRITE_ROUTES) {
    it(`${entry.route} writes one entry in its own transaction`, async () => {
      const caller = await callerFor(fx, entry, 'holder');
      const call = await entry.call({ fx, case: 'holder', adminId: caller.adminId });
      const before = await lastId();
      const res = await fx.send(caller, call);
      expect(res.status, await res.clone().text()).toBe(entry.ok);
      const written = await fx.db.select().from(auditEntries).where(gt(auditEntries.id, before));
      expect(written).toHaveLength(1);
      const [audit] = written;
      expect(audit!.administratorId).toBe(caller.adminId);
      expect(audit!.requestType).toBe(call.method === undefined ? 'PUT' : call.method);
      expect(audit!.url).toBe(call.path);
      expect(audit!.warning ?? '').not.toContain(UNAUDITED_WARNING);
    });
  }
});
