// @vitest-environment jsdom
process.env.TZ = 'America/New_York';

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER } from '../../../server/test-support/api-harness';
import { realApi, sqlRows } from '../../test-support/real-api';
import { renderApp } from '../../test-support/render-app';

/**
 * Issue 20 item 4, the one date rule in forms, in a browser in New York: a date-time field shows and
 * takes Amsterdam's clock, a date-only field sends the day typed ('yyyy-MM-dd'), and a form saved
 * unchanged leaves the stored row and the audit log as they were.
 */
const harness = fileApiHarness();

const rows = <T,>(query: SQL) => sqlRows<T>(harness, query);
const auditCount = async (objectType: string, id: number) =>
  (
    await rows<{ count: number }>(
      sql`select count(*)::int as count from audit_entries where object_type = ${objectType} and object_id = ${String(id)}`,
    )
  )[0]!.count;

/** Saves with Ctrl-S and waits until the form has navigated away. */
async function saveAndLeave(view: ReturnType<typeof renderApp>, path: string) {
  await userEvent.keyboard('{Control>}s{/Control}');
  await waitFor(() => expect(view.router.state.location.pathname).not.toBe(path), { timeout: 10_000 });
  view.unmount();
}

describe('form dates in a browser in New York', () => {
  it('service window: Amsterdam clock shown and typed; an unchanged save writes nothing', async () => {
    expect(new Date(2026, 6, 14).getTimezoneOffset()).toBe(240);
    const [product] = await rows<{ id: number }>(sql`select id from products order by id limit 1`);
    const created = await harness.as(SUPERUSER)('/api/servicewindows', {
      method: 'POST',
      body: JSON.stringify({
        product: product!.id,
        startDate: '2026-07-14T06:30:00.000Z',
        endDate: null,
        redirectAfterSec: -1,
        message: 'Onderhoud',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const path = `/producten/${product!.id}/servicewindows/${id}/edit`;
    const stored = () =>
      rows<{ row: string }>(sql`select to_jsonb(w)::text as row from service_windows w where id = ${id}`);
    const before = { row: await stored(), audit: await auditCount('ServiceWindow', id) };

    let view = renderApp(path, realApi(harness, SUPERUSER));
    // 06:30 UTC is 08:30 in Amsterdam (summer time) and 02:30 in New York.
    expect(await screen.findByLabelText(/^Startdatum/, {}, { timeout: 20_000 })).toHaveValue(
      '14-07-2026 08:30',
    );
    await saveAndLeave(view, path);
    expect(await stored()).toEqual(before.row);
    expect(await auditCount('ServiceWindow', id)).toBe(before.audit);

    view = renderApp(path, realApi(harness, SUPERUSER));
    const start = await screen.findByLabelText(/^Startdatum/, {}, { timeout: 20_000 });
    await userEvent.clear(start);
    await userEvent.type(start, '01-12-2026 08:30');
    await saveAndLeave(view, path);
    const [after] = await rows<{ start: string }>(
      sql`select to_char(start_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as start from service_windows where id = ${id}`,
    );
    // 08:30 in Amsterdam in winter is 07:30 UTC, whatever the browser's zone.
    expect(after!.start).toBe('2026-12-01T07:30');
  });

  it('organisation: ARP sinds is the day typed, and an unchanged save writes nothing', async () => {
    const [organisation] = await rows<{ id: number }>(
      sql`select id from organisations where 'School' = any(type) order by id limit 1`,
    );
    const id = organisation!.id;
    const path = `/organisaties/${id}/edit`;
    const stored = () =>
      rows<{ row: string }>(sql`select to_jsonb(o)::text as row from organisations o where id = ${id}`);
    const before = { row: await stored(), audit: await auditCount('Organisatie', id) };
    let view = renderApp(path, realApi(harness, SUPERUSER));
    await screen.findByLabelText('ARP sinds', {}, { timeout: 20_000 });
    await saveAndLeave(view, path);
    expect(await stored()).toEqual(before.row);
    expect(await auditCount('Organisatie', id)).toBe(before.audit);

    view = renderApp(path, realApi(harness, SUPERUSER));
    const arpSince = await screen.findByLabelText('ARP sinds', {}, { timeout: 20_000 });
    await userEvent.clear(arpSince);
    await userEvent.type(arpSince, '01-12-2026');
    await saveAndLeave(view, path);
    const [after] = await rows<{ day: string }>(
      sql`select to_char(arp_since, 'YYYY-MM-DD') as day from organisations where id = ${id}`,
    );
    expect(after!.day).toBe('2026-12-01');

    renderApp(path, realApi(harness, SUPERUSER));
    expect(await screen.findByLabelText('ARP sinds', {}, { timeout: 20_000 })).toHaveValue('01-12-2026');
  });
});
