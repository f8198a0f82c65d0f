import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityGroup } from '../../../domain/schemas/account-activity';
import type { LogEntry } from '../../../domain/schemas/log-entry';
import { accounts } from '../../db/schema/accounts';
import { logEntries, logEntryAccounts, logEntryLines } from '../../db/schema/logs';
import { DEMO_PUBLISHER_NAME } from '../../seed/demo-administrators';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

/**
 * Activity and log entries scoped to the viewer's publisher (decision 102): a publisher-bound
 * administrator sees a log entry group only when every product and licence it names is their
 * publisher's; staff see every group.
 */
const api = fileApiHarness();
let accountId: number;
let groups: Record<string, string>;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A group of lines under a fresh meldcode, linked to the test account. */
async function group(meldcode: string, lines: { info?: string; error?: string; external?: boolean }[]) {
  const [entry] = await api.db
    .insert(logEntries)
    .values({ meldcode, timestamp: new Date(Date.UTC(2026, 0, 1) + Number(meldcode.slice(-2)) * 60_000) })
    .returning();
  await api.db
    .insert(logEntryAccounts)
    .values({ logEntryId: entry!.id, accountId, timestamp: entry!.timestamp });
  await api.db.insert(logEntryLines).values(
    lines.map((line) => ({
      logEntryId: entry!.id,
      info: line.info ?? null,
      error: line.error ?? null,
      external: line.external ?? false,
    })),
  );
  return meldcode;
}

beforeAll(async () => {
  const ownOrForeign = (own: boolean) => sql`(o.name = ${DEMO_PUBLISHER_NAME}) = ${own}`;
  const eanOf = async (own: boolean) =>
    (
      await rows<{ ean: string }>(sql`select p.ean from products p
        join organisations o on o.id = p.organisation_id where ${ownOrForeign(own)} order by p.id limit 1`)
    )[0]!.ean;
  const codeOf = async (own: boolean) =>
    (
      await rows<{ code: string }>(sql`select t.license_code as code from tlink_licenses t
        join products p on p.id = t.product_id join organisations o on o.id = p.organisation_id
        where ${ownOrForeign(own)} order by t.id limit 1`)
    )[0]!.code;
  const own = { ean: await eanOf(true), code: await codeOf(true) };
  const foreign = { ean: await eanOf(false), code: await codeOf(false) };
  const [account] = await api.db.insert(accounts).values({ email: 'activiteit@example.nl' }).returning();
  accountId = account!.id;
  groups = {
    ownEan: await group('SCP-AA01', [{ info: `Licentiebericht verstuurd voor ean: ${own.ean}` }]),
    ownCode: await group('SCP-AA02', [
      { info: `Activatie gestart voor tlink: ${own.code}` },
      { info: `Product exists for ean: ${own.ean}` },
      { info: `Callback succesvol: licentie geactiveerd voor account: ${accountId}`, external: true },
    ]),
    foreignEan: await group('SCP-AA03', [
      { info: `Licentiebericht verstuurd voor ean: ${foreign.ean}` },
      { error: 'Callback fout: de uitgever antwoordde HTTP 502', external: true },
    ]),
    foreignCode: await group('SCP-AA04', [
      { error: `Er is geen licentie gevonden voor tlink: ${foreign.code.toLowerCase()}` },
    ]),
    mixed: await group('SCP-AA05', [
      { info: `Activatie gestart voor tlink: ${foreign.code}` },
      { info: `Product exists for ean: ${own.ean}` },
    ]),
    unknown: await group('SCP-AA06', [{ info: 'Licentiebericht klaargezet voor ECK, ean: 9789999999991' }]),
    nothing: await group('SCP-AA07', [
      { info: `Aangemeld via Kennisnet, account: ${accountId}`, external: true },
    ]),
  };
});

const meldcodes = (items: { meldcode: string }[]) => items.map((item) => item.meldcode).sort();

describe('activity and log entries, scoped to the publisher', () => {
  it("shows a publisher-bound administrator only the account's activity that names nothing but their publisher's products and licences", async () => {
    const res = await api.as(PUBLISHER_ADMIN)(`/api/accounts/${accountId}/activity?amount=50`);
    expect(res.status).toBe(200);
    expect(meldcodes((await res.json()) as ActivityGroup[])).toEqual([groups.ownEan, groups.ownCode]);
    expect(res.headers.get('content-range')).toBe('items 0-1/2');
    const first = await api.as(PUBLISHER_ADMIN)(`/api/accounts/${accountId}/activity?amount=1`);
    expect(meldcodes((await first.json()) as ActivityGroup[])).toEqual([groups.ownCode]);
    expect(first.headers.get('content-range')).toBe('items 0-0/2');

    const all = await api.as(SUPPORT)(`/api/accounts/${accountId}/activity?amount=50`);
    expect(meldcodes((await all.json()) as ActivityGroup[])).toEqual(Object.values(groups).sort());
    expect(all.headers.get('content-range')).toBe('items 0-6/7');
  });

  it('finds by meldcode only the log entries of their publisher, and tells only their total', async () => {
    await api.grant(PUBLISHER_ADMIN, ['logentries_inzien']);
    const search = await api.as(PUBLISHER_ADMIN)('/api/logentries?meldcode=SCP-AA&amount=50');
    expect(search.status).toBe(200);
    expect(meldcodes((await search.json()) as LogEntry[])).toEqual([groups.ownEan, groups.ownCode]);
    expect(search.headers.get('content-range')).toBe('items 0-1/2');
    for (const meldcode of [
      groups.foreignEan,
      groups.foreignCode,
      groups.mixed,
      groups.unknown,
      groups.nothing,
    ]) {
      const whole = await api.as(PUBLISHER_ADMIN)(`/api/logentries?meldcode=${meldcode}&amount=1`);
      expect(await whole.json(), meldcode).toEqual([]);
      expect(whole.headers.get('content-range'), meldcode).toBe('items */0');
    }
    const staff = await api.as(SUPERUSER)('/api/logentries?meldcode=SCP-AA&amount=50');
    expect(meldcodes((await staff.json()) as LogEntry[])).toEqual(Object.values(groups).sort());
  });

  it('follows the lines of a group: a line naming another publisher, added later, takes the group away', async () => {
    const [entry] = await rows<{ id: number }>(
      sql`select id from log_entries where meldcode = ${groups.ownEan}`,
    );
    const [foreign] = await rows<{ ean: string }>(sql`select p.ean from products p
      join organisations o on o.id = p.organisation_id where o.name <> ${DEMO_PUBLISHER_NAME} order by p.id limit 1`);
    const [line] = await api.db
      .insert(logEntryLines)
      .values({ logEntryId: entry!.id, info: `Doorgestuurd naar ean: ${foreign!.ean}` })
      .returning();
    const seen = async () =>
      meldcodes(
        (await (
          await api.as(PUBLISHER_ADMIN)(`/api/accounts/${accountId}/activity?amount=50`)
        ).json()) as ActivityGroup[],
      );
    expect(await seen()).toEqual([groups.ownCode]);
    await api.db.execute(sql`delete from log_entry_lines where id = ${line!.id}`);
    expect(await seen()).toEqual([groups.ownEan, groups.ownCode]);
  });
});
