import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/database-errors';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';
import { type ConnectionDrop, installConnectionDrop } from './test-support/connection-drop';
import { fingerprint } from './test-support/fuzz-kit';

/** The database connection drops in the middle of an account merge (decision 112). */
const api = fileApiHarness();
let drop: ConnectionDrop;
let source: number;
let destination: number;

beforeAll(async () => {
  // An account with external accounts and licences, so the merge moves rows in several tables.
  const [pair] = await rowsOf<{ source: number; destination: number }>(
    api.db,
    sql`select (select a.id from accounts a where exists (select 1 from extern_accounts e where e.account_id = a.id)
                  and exists (select 1 from tlink_licenses t where t.account_id = a.id) order by a.id limit 1) as source,
               (select max(id) from accounts) as destination`,
  );
  source = pair!.source;
  destination = pair!.destination;
  drop = installConnectionDrop(api.database);
}, 120_000);
afterAll(async () => {
  await drop?.uninstall();
});

const merge = () =>
  api.as(SUPERUSER)('/api/accounts/actions/merge', {
    method: 'POST',
    body: JSON.stringify({ sourceAccountId: source, destinationAccountId: destination }),
  });

describe('connection drop during a merge', () => {
  it('at every query of the merge: 503 in Dutch, both accounts exactly as before; the retry merges', async () => {
    expect(source).not.toBe(destination);
    let nth = 1;
    for (; nth <= 40; nth += 1) {
      const before = await fingerprint(api.db);
      const droppedBefore = drop.dropped;
      drop.arm(nth);
      const res = await merge();
      drop.disarm();
      if (drop.dropped === droppedBefore) {
        expect(res.status, 'the merge finished before the armed query').toBe(200);
        break;
      }
      expect(res.status, `drop at query ${nth}`).toBe(503);
      expect(await res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(await fingerprint(api.db), `nothing half-merged after a drop at query ${nth}`).toEqual(before);
    }
    // The merge ran through on the first number past its last query; every earlier point was a drop.
    expect(nth).toBeGreaterThan(5);
    const [gone] = await rowsOf<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from accounts where id = ${source}`,
    );
    expect(gone!.n).toBe(0);
  }, 180_000);
});
