import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PoLicense } from '../../../domain/schemas/po-license';
import type { SchoolOverviewRow, StatusOverviewRow } from '../../../domain/schemas/tlink-overviews';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const adjust = (id: number, groepen: string, email = SUPERUSER) =>
  api.as(email)('/api/policenses/actions/adjustGroups', {
    method: 'POST',
    body: JSON.stringify({ id, groepen }),
  });

describe('PO licences', () => {
  it('lists, filters by group and adjusts groups with the spec rules', async () => {
    const list = (await (await api.as(SUPERUSER)('/api/policenses')).json()) as PoLicense[];
    expect(list.length).toBeGreaterThan(0);
    const byGroup = (await (await api.as(SUPERUSER)('/api/policenses?group=3')).json()) as PoLicense[];
    for (const l of byGroup) expect(l.groups).toContain(3);
    const target = list[0]!;
    const ok = await adjust(target.id, '8, 0,3');
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as PoLicense).groups).toEqual([0, 3, 8]);
    for (const bad of ['9', '1,1', '1;2', '0,1,2,3,4,5,6,7,8,0', 'a']) {
      expect((await adjust(target.id, bad)).status).toBe(400);
    }
    expect(((await (await adjust(target.id, '')).json()) as PoLicense).groups).toEqual([]);
  });

  it('saves unchanged groups without a write: the row and the audit log stay as they were (issue 20 item 4)', async () => {
    const [target] = (await (await api.as(SUPERUSER)('/api/policenses')).json()) as PoLicense[];
    expect((await adjust(target!.id, '5,2')).status).toBe(200);
    const stored = () =>
      rows<{ row: string }>(sql`select to_jsonb(l)::text as row from po_licenses l where id = ${target!.id}`);
    const entries = () =>
      rows<{ count: number }>(
        sql`select count(*)::int as count from audit_entries where object_id = ${String(target!.id)}`,
      );
    const before = { row: await stored(), entries: await entries() };
    // The same groups, in another order and spacing, are the same value.
    for (const same of ['2,5', ' 5 , 2 ']) {
      const res = await adjust(target!.id, same);
      expect(res.status).toBe(200);
      expect(((await res.json()) as PoLicense).groups).toEqual([2, 5]);
    }
    expect(await stored()).toEqual(before.row);
    expect(await entries()).toEqual(before.entries);
    // A change still writes the row and one entry.
    expect((await adjust(target!.id, '2')).status).toBe(200);
    expect(await stored()).not.toEqual(before.row);
    expect((await entries())[0]!.count).toBe(before.entries[0]!.count + 1);
  });

  it('deletes with policenties_verwijderen and answers 404 afterwards', async () => {
    const [victim] = (await (await api.as(SUPERUSER)('/api/policenses')).json()) as PoLicense[];
    expect((await api.as(SUPPORT)(`/api/policenses/${victim!.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await api.as(SUPERUSER)(`/api/policenses/${victim!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api.as(SUPERUSER)(`/api/policenses/${victim!.id}`)).status).toBe(404);
  });

  it('hides another publisher’s PO licences from a publisher administrator', async () => {
    const [other] = await rows<{ id: number }>(sql`
      select l.id from po_licenses l join products p on p.id = l.product_id join organisations o on o.id = p.organisation_id
      where o.name <> 'Uitgeverij Noorderlicht' limit 1`);
    // The demo publisher role has no PO rights; the scope is checked with the superuser's rights in a role of its own.
    await api.db.execute(
      sql`update roles set rechten = array_append(rechten, 'policenties_inzien') where id = (select rol_id from administrators where email = ${PUBLISHER_ADMIN})`,
    );
    await api.db.execute(
      sql`update roles set rechten = array_append(rechten, 'policenties_groepen_aanpassen') where id = (select rol_id from administrators where email = ${PUBLISHER_ADMIN})`,
    );
    expect((await api.as(PUBLISHER_ADMIN)(`/api/policenses/${other!.id}`)).status).toBe(404);
    expect((await adjust(other!.id, '1', PUBLISHER_ADMIN)).status).toBe(404);
  });
});

describe('licence overviews', () => {
  it('counts TLinks per school, distributor and product in the database', async () => {
    const res = await api.as(SUPERUSER)('/api/tlinklicenseschooloverviews', {
      headers: { range: 'items=0-999' },
    });
    expect(res.status).toBe(200);
    const list = (await res.json()) as SchoolOverviewRow[];
    const [expected] = await rows<{ total: number; available: number }>(sql`
      select count(*)::int as total, (count(*) filter (where license_state = 'AVAILABLE'))::int as available
      from tlink_licenses where organisation_id is not null`);
    const total = res.headers.get('content-range')!.split('/')[1];
    expect(Number(total)).toBeGreaterThan(0);
    if (Number(total) <= 1000) {
      expect(list.reduce((sum, row) => sum + row.total, 0)).toBe(expected!.total);
      expect(list.reduce((sum, row) => sum + row.available, 0)).toBe(expected!.available);
    }
    for (const row of list) expect(row.available + row.active).toBeLessThanOrEqual(row.total);
  });

  it('keeps the publisher and type filters for superusers and scopes publishers', async () => {
    expect((await api.as(PUBLISHER_ADMIN)('/api/tlinklicenseschooloverviews?type=AANTAL')).status).toBe(403);
    const own = (await (
      await api.as(PUBLISHER_ADMIN)('/api/tlinklicenseschooloverviews', { headers: { range: 'items=0-999' } })
    ).json()) as SchoolOverviewRow[];
    const ids = new Set(own.map((row) => row.productId));
    const [foreign] = await rows<{ n: number }>(sql`
      select count(*)::int as n from products p join organisations o on o.id = p.organisation_id
      where o.name <> 'Uitgeverij Noorderlicht' and p.id in (${sql.join(
        [...ids, 0].map((id) => sql`${id}`),
        sql`, `,
      )})`);
    expect(foreign!.n).toBe(0);
    const csv = await api.as(SUPERUSER)(
      '/api/tlinklicenseschooloverviews?csvHeaders=School=schoolName|Totaal=total',
      {
        headers: { accept: 'text/csv', range: 'items=0-' },
      },
    );
    expect(csv.status).toBe(202);
  });

  it('answers the status overview of a month for superusers only', async () => {
    const [month] = await rows<{ from: string; to: string; n: number }>(sql`
      select to_char(date_trunc('month', created_at at time zone 'Europe/Amsterdam'), 'YYYY-MM-DD') as "from",
             to_char(date_trunc('month', created_at at time zone 'Europe/Amsterdam') + interval '1 month', 'YYYY-MM-DD') as "to",
             count(*)::int as n
      from tlink_licenses group by 1, 2 order by 3 desc limit 1`);
    const res = await api.as(SUPERUSER)(
      `/api/tlinklicenses/statusOverview?fromDate=${month!.from}&toDate=${month!.to}`,
    );
    expect(res.status).toBe(200);
    const list = (await res.json()) as StatusOverviewRow[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toHaveProperty('publisherName');
    for (const row of list) expect(row.available + row.active + row.inactive).toBeGreaterThanOrEqual(0);
    expect(
      (await api.as(SUPPORT)(`/api/tlinklicenses/statusOverview?fromDate=${month!.from}&toDate=${month!.to}`))
        .status,
    ).toBe(403);
    expect((await api.as(SUPERUSER)('/api/tlinklicenses/statusOverview?fromDate=2024-01-01')).status).toBe(
      400,
    );
  });
});
