import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';
import { tlinkTarget } from '../test-support/tlink-target';

/*
 * Impossible days (31 February, 30 February) in every body and list filter that takes a date:
 * the field error 'Ongeldige datum' and nothing stored (one date schema, domain/schemas/dates.ts).
 */

const api = fileApiHarness();

async function count(table: 'accounts' | 'tlink_licenses'): Promise<number> {
  const result = (await api.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

describe('impossible dates', () => {
  it("refuses POST accounts with blackListDate 2026-02-31 as 'Ongeldige datum' and stores nothing", async () => {
    const before = await count('accounts');
    const res = await api.as(SUPERUSER)('/api/accounts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'februari@example.nl', givenName: 'Feb', blackListDate: '2026-02-31' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.errors).toContainEqual({ path: 'blackListDate', message: 'Ongeldige datum' });
    expect(await count('accounts')).toBe(before);
  });

  it("refuses POST tlinklicenses with startDate 2026-02-30 as 'Ongeldige datum' and creates nothing", async () => {
    const pick = await tlinkTarget(api.db);
    const before = await count('tlink_licenses');
    const licence = (startDate: string, endDate: string) => ({
      product: pick.product,
      organisation: pick.school,
      account: null,
      distributor: null,
      startDate,
      endDate,
      licenseState: 'AVAILABLE',
      amount: 1,
      autoRenew: false,
    });
    for (const [startDate, endDate, path] of [
      ['2026-02-30', '2026-06-30', 'startDate'],
      ['2026-03-01', '2026-06-31', 'endDate'],
      ['2026-03-01', '2026-06-30T25:00:00Z', 'endDate'],
    ] as const) {
      const res = await api.as(SUPERUSER)('/api/tlinklicenses?amount=1', {
        method: 'POST',
        body: JSON.stringify(licence(startDate, endDate)),
      });
      expect(res.status, `${startDate} – ${endDate}`).toBe(400);
      expect(((await res.json()) as ErrorBody).errors).toContainEqual({ path, message: 'Ongeldige datum' });
    }
    expect(await count('tlink_licenses')).toBe(before);
  });

  it.each([
    '/api/tlinklicenses?createdFrom=2026-02-30',
    '/api/tlinklicenses?createdTo=31-02-2026',
    '/api/ecklicenses?fromDate=2026-02-30',
    '/api/tlinklicenseschooloverviews?toDate=2026-02-31',
    '/api/tlinklicenses/statusOverview?fromDate=2026-02-30&toDate=2026-03-01',
    '/api/es/auditlog?startDate=31-02-2026',
  ])("answers the list filter %s with 'Ongeldige datum'", async (path) => {
    const res = await api.as(SUPERUSER)(path);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe('Ongeldige datum');
  });
});
