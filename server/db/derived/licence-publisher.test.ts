import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { freshTestDatabase } from '../../test-support/database';
import { rowsOf } from '../rows';
import { driftedLicencePublishers } from '../test-support/derived-data';

let database: Awaited<ReturnType<typeof freshTestDatabase>>;
const run = (query: string) => database.db.execute(sql.raw(query));
const one = async <T>(query: string) => (await rowsOf<T>(database.db, sql.raw(query)))[0]!;

/** The publisher kept on the test's own licence. */
const testLicencePublisher = async () =>
  (
    await one<{ publisher_id: number }>(
      `select publisher_id from tlink_licenses where license_code = 'PUBTEST1'`,
    )
  ).publisher_id;

/** Two products of two different publishers. */
let first: { id: number; publisher: number };
let second: { id: number; publisher: number };

beforeAll(async () => {
  database = await freshTestDatabase();
  await seedDemo(database.db, { scale: 0.01 });
  first = await one(`select id, organisation_id as publisher from products order by id limit 1`);
  second = await one(
    `select id, organisation_id as publisher from products where organisation_id <> ${first.publisher} order by id limit 1`,
  );
}, 240_000);
afterAll(async () => database?.drop());

describe('tlink_licenses.publisher_id (decision 127)', () => {
  it('is the product publisher of every seeded licence', async () => {
    expect(Number((await one<{ n: string }>('select count(*) as n from tlink_licenses')).n)).toBeGreaterThan(
      0,
    );
    expect(await driftedLicencePublishers(database.db)).toBe(0);
  });

  it('is set on insert, whatever the writer sends', async () => {
    await run(
      `insert into tlink_licenses (license_code, product_id, creation_method, publisher_id)
       values ('PUBTEST1', ${first.id}, 'API', ${second.publisher})`,
    );
    expect(await testLicencePublisher()).toBe(first.publisher);
  });

  it('follows a licence moved to another product, and refuses a hand-written value', async () => {
    await run(`update tlink_licenses set product_id = ${second.id} where license_code = 'PUBTEST1'`);
    expect(await testLicencePublisher()).toBe(second.publisher);
    await run(`update tlink_licenses set publisher_id = ${first.publisher} where license_code = 'PUBTEST1'`);
    expect(await testLicencePublisher()).toBe(second.publisher);
  });

  it('follows a product moved to another publisher, with all its licences', async () => {
    const moved = Number(
      (await one<{ n: string }>(`select count(*) as n from tlink_licenses where product_id = ${first.id}`)).n,
    );
    await run(`update products set organisation_id = ${second.publisher} where id = ${first.id}`);
    const following = Number(
      (
        await one<{ n: string }>(
          `select count(*) as n from tlink_licenses where product_id = ${first.id} and publisher_id = ${second.publisher}`,
        )
      ).n,
    );
    expect(following).toBe(moved);
    expect(await driftedLicencePublishers(database.db)).toBe(0);
    await run(`update products set organisation_id = ${first.publisher} where id = ${first.id}`);
    expect(await driftedLicencePublishers(database.db)).toBe(0);
  });
});
