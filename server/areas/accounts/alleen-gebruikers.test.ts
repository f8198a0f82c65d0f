import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../domain/schemas/account';
import { rowsOf } from '../../db/rows';
import { accounts } from '../../db/schema/accounts';
import { fileApiHarness, SUPERUSER, SUPPORT } from '../../test-support/api-harness';
import { countAccounts } from './repository';

/**
 * `GET accounts?alleenGebruikers=true` (spec 001 §7, the pseudo-id tools' lookup of a user): only
 * gebruikers, accounts with a platform role (student or teacher); decision 158.
 */
const api = fileApiHarness();
beforeAll(async () => {
  // Accounts made by hand that never got a role: not users a publisher's application knows.
  await api.db.insert(accounts).values(
    ['zonder-rol-1@voorbeeld.nl', 'zonder-rol-2@voorbeeld.nl', 'zonder-rol-3@voorbeeld.nl'].map((email) => ({
      email,
      roles: [],
    })),
  );
});

const totalOf = (res: Response) => Number(res.headers.get('content-range')?.split('/')[1]);
const lookup = { headers: { range: 'items=0-24' } };

describe('GET /api/accounts?alleenGebruikers', () => {
  it('keeps only accounts with a student or teacher role, with their exact total', async () => {
    const [expected] = await rowsOf<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from accounts where roles && array['student', 'teacher']`,
    );
    const [all] = await rowsOf<{ n: number }>(api.db, sql`select count(*)::int as n from accounts`);
    expect(expected!.n).toBe(all!.n - 3);

    const users = await api.as(SUPPORT)('/api/accounts?alleenGebruikers=true&sort=ASC-email', lookup);
    expect(users.status).toBe(200);
    expect(totalOf(users)).toBe(expected!.n);
    const rows = (await users.json()) as Account[];
    expect(rows).toHaveLength(25);
    for (const row of rows)
      expect(row.roles.some((role) => ['student', 'teacher'].includes(role))).toBe(true);

    const everyone = await api.as(SUPPORT)('/api/accounts?alleenGebruikers=false&sort=ASC-email', lookup);
    expect(totalOf(everyone)).toBe(all!.n);

    // With the contact detail, as the lookup sends it from three characters.
    const byContact = await api.as(SUPERUSER)('/api/accounts?alleenGebruikers=true&input=zonder-rol', lookup);
    expect(byContact.status).toBe(200);
    expect(await byContact.json()).toEqual([]);
    const byContactAll = await api.as(SUPERUSER)('/api/accounts?input=zonder-rol', lookup);
    expect(totalOf(byContactAll)).toBe(3);
  });

  it('is counted by the accounts counter exactly as by a count', async () => {
    for (const filter of [{ alleenGebruikers: true }, { alleenGebruikers: true, schoolYear: '3' }]) {
      expect(await countAccounts(api.db, filter), JSON.stringify(filter)).toBe(
        await countAccounts(api.db, filter, { counters: false }),
      );
    }
  });

  it('refuses a value other than true or false', async () => {
    const res = await api.as(SUPPORT)('/api/accounts?alleenGebruikers=ja', lookup);
    expect(res.status).toBe(400);
  });
});
