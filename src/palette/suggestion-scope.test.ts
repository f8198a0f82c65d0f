import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLookup, resolveIdentifiers } from '../../commands/resolve';
import type { AdminPrincipal } from '../../domain/rights';
import {
  type ApiHarness,
  PUBLISHER_ADMIN,
  SUPPORT,
  startApiHarness,
} from '../../server/test-support/api-harness';

/**
 * "Bedoelde je ...?" against the real API (issue 22 item 2): the look-alikes come from the scoped
 * list, so a publisher-bound administrator never learns that another publisher's code exists.
 */

let api: ApiHarness;
let ownCode: string;
let otherCode: string;

async function codeOf(ownPublisher: boolean): Promise<string> {
  const result = (await api.db.execute(sql`
    select l.license_code as code from tlink_licenses l
    where (l.publisher_id = (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN}))
      = ${ownPublisher} and l.license_code ~ '^[A-Z0-9]{8}$'
      and substr(l.license_code, 1, 1) <> substr(l.license_code, 2, 1)
    order by l.license_code limit 1`)) as unknown as { rows: { code: string }[] };
  return result.rows[0]!.code;
}

/** The code with its first two characters swapped, as a hurried person types it. */
const swapped = (code: string) => `${code[1]}${code[0]}${code.slice(2)}`;

beforeAll(async () => {
  api = await startApiHarness();
  ownCode = await codeOf(true);
  otherCode = await codeOf(false);
});
afterAll(() => api?.close());

const principal: AdminPrincipal = { id: 1, rechten: ['tlinklicenties_inzien'], uitgeverId: null };

async function suggested(email: string, typed: string): Promise<string[]> {
  const lookup = fetchLookup((url, init) => api.as(email)(url, init));
  const resolution = await resolveIdentifiers(typed, principal, lookup, new AbortController().signal);
  return resolution.results.flatMap((result) => result.suggestions.map((s) => s.entity.label));
}

describe('"Bedoelde je" suggestions and publisher scope', () => {
  it('offers a publisher-bound administrator the look-alike of their own code', async () => {
    expect(await suggested(PUBLISHER_ADMIN, swapped(ownCode))).toEqual([ownCode]);
  });

  it("offers a publisher-bound administrator nothing for another publisher's code, which support is offered", async () => {
    expect(await suggested(PUBLISHER_ADMIN, swapped(otherCode))).toEqual([]);
    expect(await suggested(SUPPORT, swapped(otherCode))).toEqual([otherCode]);
  });
});
