import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compactListCounters } from '../../db/counters/list-counters';
import { rowsOf } from '../../db/rows';
import { expectListLikeSql } from '../../test-support/list-like-sql';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { listExternAccounts } from './repository';

/**
 * The external accounts' pages and totals are those of plain SQL over the same rows (issue 21:
 * speed changes no number), also where the id-block counter answers the total and seeks the deep
 * page (decision 466), with uncompacted deltas and after compaction.
 */

const database = seededTestDatabase(0.01);

type Filter = Parameters<typeof listExternAccounts>[1];

async function expectLikeSql(filter: Filter, where: string) {
  const { db } = database();
  await expectListLikeSql(
    db,
    async (_sort, page, seekFrom) => {
      const { rows, total } = await listExternAccounts(db, filter, page, seekFrom);
      return { ids: rows.map((row) => row.id), total };
    },
    sql.raw(`select id from extern_accounts where ${where}`),
    [{ sort: { field: 'id', direction: 'ASC' }, column: 'id' }],
  );
}

async function everyFilter() {
  const [row] = await rowsOf<{ nameId: string; account: number }>(
    database().db,
    sql`select name_id as "nameId", account_id as account from extern_accounts
         where account_id is not null order by id offset 20 limit 1`,
  );
  await expectLikeSql({}, 'true');
  await expectLikeSql({ accountType: 'KNF' }, `account_type = 'KNF'`);
  await expectLikeSql({ accountType: 'BP' }, `account_type = 'BP'`);
  await expectLikeSql({ nameId: row!.nameId }, `name_id = '${row!.nameId}'`);
  await expectLikeSql({ accountId: row!.account }, `account_id = ${row!.account}`);
}

describe('external account pages and totals (decision 466)', () => {
  it('are those of plain SQL for every filter', everyFilter, 120_000);

  it('stay exact when accounts change type, arrive and leave, before and after compaction', async () => {
    const { db } = database();
    await db.execute(sql`update extern_accounts set account_type = case account_type when 'KNF' then 'BP' else 'KNF' end,
        name_id = name_id || '-t' where id % 7 = 0`);
    await db.execute(sql`insert into extern_accounts (account_type, name_id)
      select account_type, name_id || '-n' from extern_accounts where id % 5 = 0`);
    await db.execute(sql`delete from extern_accounts where id % 11 = 0`);
    await everyFilter();
    await compactListCounters(db);
    const [blocks] = await rowsOf<{ rows: number; groups: number }>(
      db,
      sql`select count(*)::int as rows, count(distinct (account_type, id_block))::int as groups
            from extern_account_counts_by_id_block`,
    );
    expect(blocks!.rows).toBe(blocks!.groups);
    await everyFilter();
  }, 240_000);
});
