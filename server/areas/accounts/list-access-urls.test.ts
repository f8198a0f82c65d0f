import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { listAccounts } from './repository';

/**
 * The users list reads each row's accessurlPresent in the page's own statement (decision 555): on
 * every path a page takes (a selective filter's matches first, the first page in sort order, a deep
 * page by ids, sought from the updated-day counter or not; 0.025 seeds 1,250 accounts) it must say exactly whether the account has a confirmation link.
 */
const database = seededTestDatabase(0.025);

const linkedIds = async () =>
  new Set(
    (
      await rowsOf<{ id: number }>(
        database().db,
        sql`select distinct account_id as id from access_urls where account_id is not null`,
      )
    ).map((row) => row.id),
  );

describe('users list accessurlPresent (decision 555)', () => {
  it('is true exactly for the accounts with a confirmation link, on every page path', async () => {
    const linked = await linkedIds();
    expect(linked.size).toBeGreaterThan(0);
    const sort = { field: 'updatedAt', direction: 'DESC' } as const;
    const [someLinked] = linked;
    const [account] = await rowsOf<{ email: string }>(
      database().db,
      sql`select email from accounts where id = ${someLinked}`,
    );
    const pages = [
      await listAccounts(database().db, { input: account!.email }, sort, { offset: 0, limit: 50 }),
      await listAccounts(database().db, {}, sort, { offset: 0, limit: 200 }),
      await listAccounts(database().db, {}, sort, { offset: 1000, limit: 200 }),
      await listAccounts(database().db, {}, sort, { offset: 300, limit: 200 }, { seekFrom: 0 }),
    ];
    for (const { rows } of pages) {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect({ id: row.id, linked: row.accessurlPresent }).toEqual({
          id: row.id,
          linked: linked.has(row.id),
        });
    }
    expect(pages[0]!.rows.map((row) => row.id)).toContain(someLinked);
    expect(pages.flatMap((page) => page.rows).some((row) => row.accessurlPresent)).toBe(true);
  });
});
