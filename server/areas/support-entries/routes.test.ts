import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit';
import { supportEntries } from '../../db/schema/support';
import { fileApiHarness, PUBLISHER_ADMIN, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();

type Ticket = { key: string; account: number | null; status: 'open' | 'closed'; createdAt: string };

async function anAccountWithTickets() {
  const [row] = await api.db
    .select({ accountId: supportEntries.accountId })
    .from(supportEntries)
    .where(eq(supportEntries.status, 'open'))
    .limit(1);
  return row!.accountId!;
}

describe('/api/supportentries (decision 075)', () => {
  it("lists one account's tickets, open ones first and then newest", async () => {
    const accountId = await anAccountWithTickets();
    const res = await api.as(SUPPORT)(`/api/supportentries?account=${accountId}`);
    expect(res.status).toBe(200);
    const tickets = (await res.json()) as Ticket[];
    expect(tickets.length).toBeGreaterThan(0);
    for (const ticket of tickets) expect(ticket.account).toBe(accountId);
    const firstClosed = tickets.findIndex((ticket) => ticket.status === 'closed');
    if (firstClosed >= 0) expect(tickets.slice(firstClosed).every((t) => t.status === 'closed')).toBe(true);
  });

  it('closes a ticket with support_afmelden, idempotently, and writes an audit entry', async () => {
    const accountId = await anAccountWithTickets();
    const [open] = (await (
      await api.as(SUPPORT)(`/api/supportentries?account=${accountId}`)
    ).json()) as Ticket[];
    const close = () =>
      api.as(SUPPORT)('/api/supportentries', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: open!.key }),
      });
    const first = await close();
    expect(first.status).toBe(200);
    expect(((await first.json()) as Ticket).status).toBe('closed');
    const again = await close();
    expect(again.status).toBe(200);
    expect(((await again.json()) as Ticket).status).toBe('closed');
    const audits = await api.db
      .select({ adminEmail: auditEntries.adminEmail, requestType: auditEntries.requestType })
      .from(auditEntries)
      .where(and(eq(auditEntries.objectType, 'SupportEntry'), eq(auditEntries.adminEmail, SUPPORT)));
    expect(audits.length).toBeGreaterThanOrEqual(1);
    expect(audits[0]!.requestType).toBe('PUT');
  });

  it("answers 404 'Melding bestaat niet.' for an unknown key and 400 for a missing one", async () => {
    const put = (body: unknown) =>
      api.as(SUPPORT)('/api/supportentries', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const unknown = await put({ key: 'GEEN-MELDING' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Melding bestaat niet.' });
    expect((await put({})).status).toBe(400);
  });

  it('refuses administrators without support_inzien', async () => {
    expect((await api.as(PUBLISHER_ADMIN)('/api/supportentries')).status).toBe(403);
  });
});
