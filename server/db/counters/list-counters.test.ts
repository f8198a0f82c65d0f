import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countTlinks } from '../../areas/tlinks/repository';
import { counterTotal } from '../../areas/tlinks/tlink-total';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { migrateDatabase } from '../connect';
import { rowsOf } from '../rows';
import { expectCountersExact } from '../test-support/counted-lists';
import { compactListCounters, LIST_COUNTERS, shrinkListCounters } from './list-counters';

const database = seededTestDatabase(0.02);
const one = async <T>(query: string) => (await rowsOf<T>(database().db, sql.raw(query)))[0]!;

describe('list counters (decision 124)', () => {
  it('are filled from the existing rows when installed, and every wide filter count is exact', async () => {
    const { n } = await one<{ n: number }>('select count(*)::int as n from tlink_licenses');
    expect(n).toBeGreaterThan(1000);
    expect(await countTlinks(database().db, {}, null)).toBe(n);
    await expectCountersExact(database().db);
  });

  it('stay exact through inserts, updates that move rows between groups, deletes and cascades', async () => {
    await database().db.execute(sql`
      insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, license_state, creation_method, amount)
      select 'Z' || lpad(id::text, 7, '0'), product_id, organisation_id, distributor_id, 'AVAILABLE', 'API', 1
        from tlink_licenses order by id limit 300`);
    await database().db.execute(
      sql`update tlink_licenses set license_state = 'REVOKED' where id in (select id from tlink_licenses where license_state = 'ACTIVE' order by id limit 200)`,
    );
    await database().db.execute(
      sql`update tlink_licenses set product_id = (select min(id) from products), distributor_id = null, created_at = created_at - interval '400 days' where id % 17 = 0`,
    );
    await database().db.execute(sql`update tlink_licenses set reference_id = 'onveranderd' where id % 5 = 0`);
    // Moves between schools, to no school and to Basispoort: the school overview's groups (decision 320).
    await database().db.execute(sql`update tlink_licenses set organisation_id = null where id % 13 = 0`);
    await database().db.execute(
      sql`update tlink_licenses set creation_method = 'BASISPOORT', license_state = 'ACTIVE',
        organisation_id = (select min(organisation_id) from tlink_licenses) where id % 19 = 0`,
    );
    await database().db.execute(
      sql`delete from tlink_licenses where id % 23 = 0 and license_state = 'AVAILABLE'`,
    );
    await database().db.execute(
      sql`update accounts set grades = 'JAAR_3,JAAR_4', tussenvoegsels = 'Van' where id % 7 = 0`,
    );
    await database().db.execute(sql`update accounts set tussenvoegsels = null where id % 11 = 0`);
    // Activation codes moved to a contract, and order lines added, moved and removed: the order stock (decision 415).
    await database().db.execute(
      sql`update tlink_licenses set school_contract_reference_id = 'SC-' || (id % 3) where creation_method = 'ACTIVERINGSCODE' and id % 29 = 0`,
    );
    await database().db.execute(sql`
      insert into order_details (amount, product_id, order_id, creation_method, school_year_id, distributor_id, contract_id)
      select amount + 1, product_id, order_id || '-x', creation_method, school_year_id, distributor_id, contract_id
        from order_details order by id limit 40`);
    await database().db.execute(
      sql`update order_details set amount = amount + 2, school_year_id = null where id % 7 = 0`,
    );
    await database().db.execute(
      sql`update order_details set distributor_id = null, contract_id = 'SC-1' where id % 11 = 0`,
    );
    await database().db.execute(sql`update order_details set prius_attempts = 1 where id % 5 = 0`);
    await database().db.execute(sql`delete from order_details where id % 13 = 0`);
    await database().db.execute(
      sql`update products set title = title || ' (nieuw)', organisation_id = (select max(organisation_id) from products)
        where id in (select product_id from order_details order by id limit 5)`,
    );
    // Licence models given another type, edited, removed: the groups counted per type (decision 726).
    await database().db.execute(
      sql`update license_models set license_type = case license_type when 'ABONNEMENT' then 'AANTAL' else 'ABONNEMENT' end
        where id % 3 = 0`,
    );
    await database().db.execute(sql`update license_models set description = 'gewijzigd' where id % 2 = 0`);
    await database().db.execute(sql`delete from license_models where id % 7 = 1`);
    await expectCountersExact(database().db);
  });

  it('key every column of their table but the counts, in the order the migrations made them', async () => {
    for (const counter of LIST_COUNTERS) {
      const counted = ['n', ...(counter.sums ?? [])];
      const columns = await rowsOf<{ name: string }>(
        database().db,
        sql`select column_name as name from information_schema.columns
             where table_schema = current_schema() and table_name = ${counter.table} order by ordinal_position`,
      );
      const keys = columns.map((column) => column.name).filter((name) => !counted.includes(name));
      expect(counter.keys, counter.table).toEqual(keys);
    }
  });

  it('are the same after compaction, which folds them to one row per group', async () => {
    await compactListCounters(database().db);
    for (const counter of LIST_COUNTERS) {
      // row(...): count(distinct end_day) would leave out the group of the undated licences.
      const keys = counter.keys.join(', ');
      const { rows, groups } = await one<{ rows: number; groups: number }>(
        `select count(*)::int as rows, count(distinct row(${keys}))::int as groups from ${counter.table}`,
      );
      expect(rows, counter.table).toBe(groups);
    }
    await expectCountersExact(database().db);
  });

  it('leave groups that are already one row alone when compacted again', async () => {
    const rowIds = async () => {
      const ids: string[] = [];
      for (const counter of LIST_COUNTERS) {
        const rows = await rowsOf<{ id: string }>(
          database().db,
          sql.raw(`select ctid::text as id from ${counter.table} order by 1`),
        );
        ids.push(...rows.map((row) => `${counter.table} ${row.id}`));
      }
      return ids;
    };
    const before = await rowIds();
    await compactListCounters(database().db);
    expect(await rowIds()).toEqual(before);
  });

  it('stay exact when rewritten to their live rows after a bulk load (the seed, decision 124)', async () => {
    await shrinkListCounters(database().db);
    await expectCountersExact(database().db);
  });

  it('count nothing twice when the schema is migrated again, and nothing of a rolled-back write', async () => {
    await migrateDatabase(database());
    await database()
      .db.transaction(async (tx) => {
        await tx.execute(sql`delete from tlink_licenses where license_state = 'REVOKED'`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await expectCountersExact(database().db);
  });

  it('are emptied with their table', async () => {
    await database().db.execute(sql`truncate tlink_licenses, license_messages cascade`);
    expect(await countTlinks(database().db, {}, null)).toBe(0);
    expect(await countTlinks(database().db, { licenseState: ['ACTIVE'] }, null)).toBe(0);
  });

  it('leave filters no counter answers to count(*)', () => {
    expect(counterTotal(database().db, { licenseCode: 'ABCD' }, null)).toBeNull();
    expect(counterTotal(database().db, { distributor: 1, publisher: 2 }, null)).toBeNull();
    expect(
      counterTotal(database().db, { createdFrom: '2026-01-01', licenseState: ['ACTIVE'] }, 3),
    ).toBeNull();
  });
});
