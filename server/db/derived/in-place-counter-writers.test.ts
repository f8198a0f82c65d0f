import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT } from '../../security/test-support/setup-timeout';
import { seedDemo } from '../../seed/demo';
import { rowsOf } from '../rows';
import { missingFamilyNames } from '../test-support/derived-data';
import {
  inOppositeOrder,
  type OppositeWriters,
  startOppositeWriters,
} from '../test-support/opposite-writers';
import { expectOrderStockExact } from '../test-support/order-stock';

/*
 * Decision 635: the kept rows other than the school overview's that statements wrote in place (the
 * order stock lines, migration 0006; the family names, migration 0001) are settled once at commit,
 * so two multi-statement writers of the same two keys in opposite order both commit instead of one
 * failing with 40P01 (deadlock detected). Two connections on PostgreSQL (TEST_DATABASE_URL); on
 * PGlite, one connection, the transactions run one after the other (see opposite-writers.ts).
 */

let writers: OppositeWriters;

beforeAll(async () => {
  writers = await startOppositeWriters();
  await seedDemo(writers.database.db, { scale: 0.005 });
}, SETUP_TIMEOUT);
afterAll(() => writers?.drop());

describe('writers of kept rows in one transaction, in opposite order', () => {
  it('two order imports writing lines of the same contract for two products in opposite order both commit, and the stock equals the order lines', async () => {
    const [pick] = await rowsOf<{ a: number; b: number }>(
      writers.database.db,
      sql`select min(id) as a, max(id) as b from (select id from products order by id limit 2) as two`,
    );
    const { a, b } = pick!;
    // A contract of its own: both stock lines are new, written by neither before.
    const line = (writer: number, product: number) =>
      `insert into order_details (amount, product_id, order_id, creation_method, contract_id)
        values (${writer * 10 + (product % 10)}, ${product}, 'ZZORDER${writer}', 'API', 'ZZCONTRACT')`;
    expect(
      await inOppositeOrder(writers, [
        [line(1, a), line(1, b)],
        [line(2, b), line(2, a)],
      ]),
    ).toEqual(['committed', 'committed']);
    await expectOrderStockExact(writers.database.db);
  }, 120_000);

  it('two account writers giving two new family names in opposite order both commit, and every name is kept', async () => {
    const account = (writer: number, name: string) =>
      `insert into accounts (email, family_name) values ('zz${writer}-${name.toLowerCase()}@example.nl', '${name}')`;
    expect(
      await inOppositeOrder(writers, [
        [account(1, 'Zzaalberg'), account(1, 'Zzbeek')],
        [account(2, 'Zzbeek'), account(2, 'Zzaalberg')],
      ]),
    ).toEqual(['committed', 'committed']);
    expect(await missingFamilyNames(writers.database.db)).toEqual([]);
    const [names] = await rowsOf<{ n: number }>(
      writers.database.db,
      sql`select count(*)::int as n from account_family_names where family_name in ('Zzaalberg', 'Zzbeek')`,
    );
    expect(names!.n).toBe(2);
  }, 120_000);
});
