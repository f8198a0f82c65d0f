import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countAccounts, listAccounts } from '../../areas/accounts/repository';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { rowsOf } from '../rows';
import { missingFamilyNames } from '../test-support/derived-data';

/**
 * The family-name filter searches account_family_names (decision 129): it must find exactly the
 * accounts whose family name contains the text, whatever wrote the names.
 */
const database = seededTestDatabase(0.01);
const run = (query: string) => database().db.execute(sql.raw(query));
const one = async <T>(query: string) => (await rowsOf<T>(database().db, sql.raw(query)))[0]!;

/** What the spec asks, over every account: the family name contains the text, ignoring case. */
async function expectedIds(part: string): Promise<number[]> {
  const rows = await rowsOf<{ id: number; family_name: string | null }>(
    database().db,
    sql`select id, family_name from accounts`,
  );
  return rows
    .filter((row) => row.family_name?.toLowerCase().includes(part.toLowerCase()))
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

async function foundIds(part: string): Promise<number[]> {
  const { rows, total } = await listAccounts(
    database().db,
    { achternaam: part },
    { field: 'familyName', direction: 'ASC' },
    { offset: 0, limit: 100_000 },
  );
  expect(await countAccounts(database().db, { achternaam: part })).toBe(total);
  expect(rows).toHaveLength(total);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('account_family_names (decision 129)', () => {
  it('holds every family name of the seeded accounts', async () => {
    const { n } = await one<{ n: number }>('select count(*)::int as n from account_family_names');
    expect(n).toBeGreaterThan(10);
    expect(await missingFamilyNames(database().db)).toEqual([]);
  });

  it('takes the names of inserted accounts and of updates, in one statement or many', async () => {
    await run(`insert into accounts (email, family_name) values
      ('nieuw1@example.nl', 'Van Kuijk-Özdemir'), ('nieuw2@example.nl', 'Van Kuijk-Özdemir'),
      ('nieuw3@example.nl', '100%_Zeker'), ('nieuw4@example.nl', null)`);
    await run(`update accounts set family_name = 'Ter Haar-' || id where id % 13 = 0`);
    await run(`update accounts set family_name = null where id % 17 = 0`);
    await run(`update accounts set email = email where id % 19 = 0`);
    expect(await missingFamilyNames(database().db)).toEqual([]);
  });

  it('makes the filter find exactly the accounts whose family name contains the text', async () => {
    const { family_name: seeded } = await one<{ family_name: string }>(
      `select family_name from accounts where family_name not like 'Ter Haar-%' order by id limit 1`,
    );
    for (const part of [
      seeded,
      seeded.slice(1, 4).toUpperCase(),
      'kuijk-öz',
      'ter haar-1',
      '0%_z',
      '%_',
      'zzqq',
    ]) {
      expect(await foundIds(part), part).toEqual(await expectedIds(part));
    }
    expect((await expectedIds('ter haar-1')).length).toBeGreaterThan(1);
  });

  it('keeps a name no account has any more, which then matches nothing', async () => {
    await run(`update accounts set family_name = 'Eenmalig' where id = (select min(id) from accounts)`);
    await run(`update accounts set family_name = 'Anders' where family_name = 'Eenmalig'`);
    const { n } = await one<{ n: number }>(
      `select count(*)::int as n from account_family_names where family_name = 'Eenmalig'`,
    );
    expect(n).toBe(1);
    expect(await foundIds('eenmalig')).toEqual([]);
  });
});
