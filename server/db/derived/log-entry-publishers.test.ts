import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { freshTestDatabase } from '../../test-support/database';
import { rowsOf } from '../rows';
import { expectedLogEntryPublishers, storedLogEntryPublishers } from '../test-support/derived-data';

let database: Awaited<ReturnType<typeof freshTestDatabase>>;
const run = (query: string) => database.db.execute(sql.raw(query));
const all = <T>(query: string) => rowsOf<T>(database.db, sql.raw(query));

beforeAll(async () => {
  database = await freshTestDatabase();
  await seedDemo(database.db, { scale: 0.01 });
}, 240_000);
afterAll(async () => database?.drop());

describe('log_entries.publisher_ids (decision 102)', () => {
  it('names the publishers of the products and licences in the lines of every seeded group', async () => {
    const expected = await expectedLogEntryPublishers(database.db);
    expect(expected.size).toBeGreaterThan(100);
    expect(await storedLogEntryPublishers(database.db)).toEqual(expected);
    // The seed's activations name a licence and its own product: one publisher, never 0.
    const activations = await all<{ publishers: number[] }>(
      `select e.publisher_ids as publishers from log_entries e
       where exists (select 1 from log_entry_lines l where l.log_entry_id = e.id and l.info like 'Activatie gestart%')`,
    );
    expect(activations.length).toBeGreaterThan(0);
    for (const { publishers } of activations) expect(publishers).toHaveLength(1);
    expect(activations.every(({ publishers }) => Number(publishers[0]) > 0)).toBe(true);
  });

  it('follows lines inserted, moved to another group, changed and deleted; a deleted group takes its lines along', async () => {
    const [a, b] = await all<{ id: number }>('select id from log_entries order by id limit 2');
    const [foreign] = await all<{ ean: string }>(
      `select ean from products where organisation_id not in
        (select unnest(publisher_ids) from log_entries where id in (${a!.id}, ${b!.id})) order by id limit 1`,
    );
    await run(
      `insert into log_entry_lines (log_entry_id, info) values (${a!.id}, 'Doorgestuurd, ean: ${foreign!.ean}')`,
    );
    expect(await storedLogEntryPublishers(database.db)).toEqual(
      await expectedLogEntryPublishers(database.db),
    );
    await run(
      `update log_entry_lines set log_entry_id = ${b!.id} where info = 'Doorgestuurd, ean: ${foreign!.ean}'`,
    );
    expect(await storedLogEntryPublishers(database.db)).toEqual(
      await expectedLogEntryPublishers(database.db),
    );
    await run(
      `update log_entry_lines set info = 'Doorgestuurd, ean: 0000000000000' where log_entry_id = ${b!.id} and info like 'Doorgestuurd%'`,
    );
    expect((await storedLogEntryPublishers(database.db)).get(Number(b!.id))).toContain(0);
    expect(await storedLogEntryPublishers(database.db)).toEqual(
      await expectedLogEntryPublishers(database.db),
    );
    await run(`delete from log_entry_lines where log_entry_id = ${b!.id} and info like 'Doorgestuurd%'`);
    expect(await storedLogEntryPublishers(database.db)).toEqual(
      await expectedLogEntryPublishers(database.db),
    );
    await run(`delete from log_entries where id = ${a!.id}`);
    expect((await storedLogEntryPublishers(database.db)).has(Number(a!.id))).toBe(false);
    expect(await storedLogEntryPublishers(database.db)).toEqual(
      await expectedLogEntryPublishers(database.db),
    );
  });
});
