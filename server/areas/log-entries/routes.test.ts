import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../domain/schemas/log-entry';
import type { SupportEntry } from '../../../domain/schemas/support-entry';
import type { WasWordtResultRow } from '../../../domain/schemas/was-wordt';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('GET /api/logentries (home log search)', () => {
  it('finds one group by its whole meldcode, with its lines and accounts', async () => {
    const [sample] = await rows<{ meldcode: string }>(
      sql`select meldcode from log_entries order by id limit 1`,
    );
    const res = await api.as(SUPPORT)(`/api/logentries?meldcode=${sample!.meldcode.toLowerCase()}&amount=1`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as LogEntry[];
    expect(body).toHaveLength(1);
    expect(body[0]!.meldcode).toBe(sample!.meldcode);
    expect(body[0]!.entries.length).toBeGreaterThan(0);
    expect(body[0]!.accounts.length).toBeGreaterThan(0);
    expect(res.headers.get('content-range')).toBe('items 0-0/1');
  });

  it('answers a whole meldcode with exactly its lines and accounts, and none for an unknown one (decision 556)', async () => {
    const [sample] = await rows<{ id: number; meldcode: string; lines: number; accounts: number[] }>(sql`
      select e.id, e.meldcode, (select count(*)::int from log_entry_lines l where l.log_entry_id = e.id) as lines,
        array(select a.account_id from log_entry_accounts a where a.log_entry_id = e.id order by 1) as accounts
      from log_entries e order by e.id desc limit 1`);
    const found = await api.as(SUPPORT)(`/api/logentries?meldcode=${sample!.meldcode}&amount=3`);
    const [group] = (await found.json()) as LogEntry[];
    expect(group).toMatchObject({ id: sample!.id, accounts: sample!.accounts });
    expect(group!.entries).toHaveLength(sample!.lines);
    expect(found.headers.get('content-range')).toBe('items 0-0/1');
    const unknown = await api.as(SUPPORT)('/api/logentries?meldcode=ZZZ-ZZZZ&amount=1');
    expect(await unknown.json()).toEqual([]);
    expect(unknown.headers.get('content-range')).toBe('items */0');
  });

  it("answers a publisher-bound administrator's whole meldcode only for their publisher's groups (decision 655)", async () => {
    // A publisher-bound administrator who may read the log: the demo publisher's, with that right.
    const [publisher] = await rows<{ id: number }>(
      sql`select uitgever_id as id from administrators where email = ${PUBLISHER_ADMIN}`,
    );
    const reader = await api.staffWith('logboek-uitgever', ['logentries_inzien']);
    await api.db.execute(
      sql`update administrators set uitgever_id = ${publisher!.id} where email = ${reader}`,
    );
    const codes = (ofPublisher: boolean) =>
      rows<{ meldcode: string }>(sql`select meldcode from log_entries
        where (publisher_ids = array[${publisher!.id}::integer]) = ${ofPublisher} order by id limit 2`);
    const own = await codes(true);
    const [foreign] = await codes(false);
    expect(own).toHaveLength(2);
    const lookup = async (email: string, meldcode: string) =>
      (
        (await (await api.as(email)(`/api/logentries?meldcode=${meldcode}&amount=1`)).json()) as LogEntry[]
      ).map((group) => group.meldcode);
    for (const { meldcode } of own) expect(await lookup(reader, meldcode)).toEqual([meldcode]);
    expect(await lookup(reader, foreign!.meldcode)).toEqual([]);
    expect(await lookup(SUPPORT, foreign!.meldcode)).toEqual([foreign!.meldcode]);
  });

  it('searches a part of the code, newest first, as many as asked, and tells the total', async () => {
    const [part] = await rows<{ p: string; n: number }>(sql`
      select substr(meldcode, 1, 3) as p, count(*)::int as n from log_entries group by 1 order by 2 desc limit 1`);
    const res = await api.as(SUPPORT)(`/api/logentries?meldcode=${part!.p}&amount=1`);
    const body = (await res.json()) as LogEntry[];
    expect(body).toHaveLength(1);
    expect(res.headers.get('content-range')).toBe(`items 0-0/${part!.n}`);
  });

  it('refuses fewer than 3 characters and needs logentries_inzien', async () => {
    const short = await api.as(SUPPORT)('/api/logentries?meldcode=AB');
    expect(short.status).toBe(400);
    expect((await api.as(PUBLISHER_ADMIN)('/api/logentries?meldcode=ABC-1234')).status).toBe(403);
  });
});

describe('support tickets', () => {
  it('lists an account’s tickets open first and closes one by key (idempotent)', async () => {
    const [ticket] = await rows<{ key: string; account_id: number }>(
      sql`select key, account_id from support_entries where status = 'open' order by id limit 1`,
    );
    expect((await api.as(PUBLISHER_ADMIN)(`/api/supportentries?account=${ticket!.account_id}`)).status).toBe(
      403,
    );
    const list = (await (
      await api.as(SUPERUSER)(`/api/supportentries?account=${ticket!.account_id}`)
    ).json()) as SupportEntry[];
    expect(list.map((entry) => entry.key)).toContain(ticket!.key);
    expect(list[0]!.status).toBe('open');
    const close = () =>
      api.as(SUPERUSER)('/api/supportentries', { method: 'PUT', body: JSON.stringify({ key: ticket!.key }) });
    const closed = (await (await close()).json()) as SupportEntry;
    expect(closed).toMatchObject({ key: ticket!.key, status: 'closed' });
    expect(closed.closedAt).not.toBeNull();
    expect((await close()).status).toBe(200);
    const missing = await api.as(SUPERUSER)('/api/supportentries', {
      method: 'PUT',
      body: JSON.stringify({ key: 'SUP-NOPE' }),
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/waswordtitems/actions/import', () => {
  const apply = (body: unknown) =>
    api.as(SUPERUSER)('/api/waswordtitems/actions/import', { method: 'POST', body: JSON.stringify(body) });

  it('rewrites the attribute of the matching external accounts and reports each row', async () => {
    const [a, b] = await rows<{ v: string }>(sql`
      select attributes ->> 'nlEduPersonRealId' as v from extern_accounts
      where attributes ? 'nlEduPersonRealId' order by id limit 2`);
    // A swap: each account is rewritten once, from the values before the list.
    const res = await apply({
      attribuut: 'nlEduPersonRealId',
      wasWordtItems: [
        { was: a!.v, wordt: b!.v },
        { was: b!.v, wordt: a!.v },
        { was: 'bestaat-niet@00XX', wordt: 'iets@00XX' },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as WasWordtResultRow[];
    expect(body.map((row) => row.info)).toEqual([
      'Bijgewerkt: 1 account',
      'Bijgewerkt: 1 account',
      'Niet gevonden',
    ]);
    const after = await rows<{ v: string }>(sql`
      select attributes ->> 'nlEduPersonRealId' as v from extern_accounts
      where attributes ? 'nlEduPersonRealId' order by id limit 2`);
    expect(after.map((row) => row.v)).toEqual([b!.v, a!.v]);
  });

  it('refuses the whole list on an empty value, a space, no rows or a repeated was', async () => {
    const spaced = await apply({
      attribuut: 'nlEduPersonProfileId',
      wasWordtItems: [
        { was: 'a', wordt: 'b' },
        { was: 'c d', wordt: 'e' },
      ],
    });
    expect(spaced.status).toBe(400);
    const spacedBody = (await spaced.json()) as { message: string; errors: { path: string }[] };
    expect(spacedBody.message).toBe('Veld bevat spatie(s)');
    expect(spacedBody.errors[0]!.path).toBe('wasWordtItems.1.was');
    const empty = await apply({
      attribuut: 'nlEduPersonProfileId',
      wasWordtItems: [{ was: '', wordt: 'b' }],
    });
    // One error for the one field: an empty value is empty, not also 'contains spaces'.
    expect(await empty.json()).toMatchObject({
      message: 'Veld mag niet leeg zijn',
      errors: [{ path: 'wasWordtItems.0.was', message: 'Veld mag niet leeg zijn' }],
    });
    const none = await apply({ attribuut: 'nlEduPersonProfileId', wasWordtItems: [] });
    expect(((await none.json()) as { message: string }).message).toBe('Formulier bevat geen invoer.');
    const repeated = await apply({
      attribuut: 'nlEduPersonProfileId',
      wasWordtItems: [
        { was: 'a', wordt: 'b' },
        { was: 'a', wordt: 'c' },
      ],
    });
    // Like a space or an empty value, a repeated was is refused on its field (the console's toast
    // names the row: 'Fout in in de was/wordt op rij n.', spec 001 §5).
    expect(await repeated.json()).toMatchObject({
      message: 'Deze waarde komt al eerder voor in de lijst',
      errors: [{ path: 'wasWordtItems.1.was' }],
    });
    expect(
      (await api.as(SUPPORT)('/api/waswordtitems/actions/import', { method: 'POST', body: '{}' })).status,
    ).toBe(403);
  });
});
