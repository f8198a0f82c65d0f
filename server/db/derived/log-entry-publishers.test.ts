import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { freshTestDatabase } from '../../test/database';
import { rowsOf } from '../rows';
import { installLogEntryPublishers } from './log-entry-publishers';

let database: Awaited<ReturnType<typeof freshTestDatabase>>;
const run = (query: string) => database.db.execute(sql.raw(query));
const all = <T>(query: string) => rowsOf<T>(database.db, sql.raw(query));

/**
 * Each group's publishers computed here, apart from the triggers: every 'ean: X' and 'tlink: X' of
 * its lines names the publisher of that product or licence, or 0 when there is none.
 */
async function expectedPublishers(): Promise<Map<number, number[]>> {
  const products = new Map(
    (
      await all<{ ean: string; publisher: number }>('select ean, organisation_id as publisher from products')
    ).map((row) => [row.ean, Number(row.publisher)]),
  );
  const licences = new Map(
    (
      await all<{ code: string; publisher: number }>(
        'select license_code as code, publisher_id as publisher from tlink_licenses',
      )
    ).map((row) => [row.code, Number(row.publisher)]),
  );
  const groups = new Map<number, Set<number>>();
  for (const { id } of await all<{ id: number }>('select id from log_entries'))
    groups.set(Number(id), new Set());
  for (const line of await all<{ entry: number; text: string }>(
    'select log_entry_id as entry, coalesce(info, error) as text from log_entry_lines',
  )) {
    for (const [, kind, value = ''] of line.text.matchAll(/\b(tlink|ean):\s*([A-Za-z0-9]+)/gi)) {
      const publisher =
        kind!.toLowerCase() === 'ean' ? products.get(value) : licences.get(value.toUpperCase());
      groups.get(Number(line.entry))!.add(publisher ?? 0);
    }
  }
  return new Map([...groups].map(([id, set]) => [id, [...set].sort((a, b) => a - b)]));
}

const stored = async () =>
  new Map(
    (
      await all<{ id: number; publishers: number[] }>(
        'select id, publisher_ids as publishers from log_entries',
      )
    ).map((row) => [Number(row.id), row.publishers.map(Number)]),
  );

beforeAll(async () => {
  database = await freshTestDatabase();
  await seedDemo(database.db, { scale: 0.01 });
}, 240_000);
afterAll(async () => database?.drop());

describe('log_entries.publisher_ids (decision 102)', () => {
  it('names the publishers of the products and licences in the lines of every seeded group', async () => {
    const expected = await expectedPublishers();
    expect(expected.size).toBeGreaterThan(100);
    expect(await stored()).toEqual(expected);
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
    expect(await stored()).toEqual(await expectedPublishers());
    await run(
      `update log_entry_lines set log_entry_id = ${b!.id} where info = 'Doorgestuurd, ean: ${foreign!.ean}'`,
    );
    expect(await stored()).toEqual(await expectedPublishers());
    await run(
      `update log_entry_lines set info = 'Doorgestuurd, ean: 0000000000000' where log_entry_id = ${b!.id} and info like 'Doorgestuurd%'`,
    );
    expect((await stored()).get(Number(b!.id))).toContain(0);
    expect(await stored()).toEqual(await expectedPublishers());
    await run(`delete from log_entry_lines where log_entry_id = ${b!.id} and info like 'Doorgestuurd%'`);
    expect(await stored()).toEqual(await expectedPublishers());
    await run(`delete from log_entries where id = ${a!.id}`);
    expect((await stored()).has(Number(a!.id))).toBe(false);
    expect(await stored()).toEqual(await expectedPublishers());
  });

  it('is installed idempotently, and a new version computes groups written without the triggers', async () => {
    await run('alter table log_entry_lines disable trigger user');
    await run(
      `update log_entries set publisher_ids = '{}' where id in (select id from log_entries where publisher_ids <> '{}' order by id limit 5)`,
    );
    await run('alter table log_entry_lines enable trigger user');
    const drifted = async () => {
      const expected = await expectedPublishers();
      return [...(await stored())].filter(([id, publishers]) => `${publishers}` !== `${expected.get(id)}`)
        .length;
    };
    expect(await drifted()).toBe(5);
    await installLogEntryPublishers(database.db);
    expect(await drifted()).toBe(5); // same version: no rewrite of the table on every start
    await run(`comment on function log_entry_lines_publishers() is 'v0'`);
    await installLogEntryPublishers(database.db);
    expect(await drifted()).toBe(0);
  });
});
