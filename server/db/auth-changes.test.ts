import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshPostgresDatabase,
  freshTestDatabase,
  postgresServerUrl,
  type TestDatabase,
} from '../test-support/database';
import { connectDatabase, type Database, migrateDatabase } from './connect';

/**
 * Migration 0036's notices as an instance hears them (decision 739): every change to what the
 * administrator check reads is heard by the time the writing statement returns, and nothing else is
 * announced. On PostgreSQL also what another instance (another pool) changes, and a lost listener.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await freshTestDatabase();
  const changes = database.authChanges();
  await until(() => changes.hearing);
  await run(sql`insert into roles (naam, rechten) values ('Inzage', '{beheerders_inzien}'), ('Weg', '{}')`);
  await run(sql`insert into organisations (esn, name, type) values ('100', 'Uitgeverij Oost', '{Uitgever}'),
    ('101', 'Uitgeverij West', '{Uitgever}')`);
  await run(sql`insert into administrators (name, email, password_hash, rol_id)
    select 'Ada', 'ada@leskluis.test', 'x', id from roles where naam = 'Inzage'`);
  await run(sql`insert into oidc_payloads (model, id, payload, uid, expires_at) values
    ('Session', 's1', '{"accountId": "1"}', 'u1', now() + interval '1 hour'),
    ('Session', 's2', '{"accountId": "1"}', 'u2', now() + interval '1 hour'),
    ('AccessToken', 'a1', '{}', null, now() + interval '1 hour')`);
});
afterAll(() => database?.drop());

const run = (statement: ReturnType<typeof sql>, on: Database = database) => on.db.execute(statement);

async function until(condition: () => boolean, ms = 2000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('not heard in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Until nothing has been heard for 100 ms: on PostgreSQL the earlier tests' notices also reach the
 * instance's other connections and its listener, each when it reads them.
 */
async function quiet(): Promise<void> {
  const changes = database.authChanges();
  for (;;) {
    const count = changes.count;
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (changes.count === count) return;
  }
}

/** Whether the statement's change was heard by the time it returned. */
async function heardAtOnce(statement: ReturnType<typeof sql>): Promise<boolean> {
  await quiet();
  const changes = database.authChanges();
  const before = changes.count;
  await run(statement);
  return changes.count !== before;
}

describe('what the administrator check reads, announced when it changes', () => {
  it.each([
    [
      'an administrator changed',
      sql`update administrators set name = 'Ada B.' where email = 'ada@leskluis.test'`,
    ],
    ["a role's rights changed", sql`update roles set rechten = '{}' where naam = 'Inzage'`],
    [
      "a publisher's ask_for_volledige_naam changed",
      sql`update organisations set ask_for_volledige_naam = true where esn = '100'`,
    ],
    [
      'a provider session rewritten',
      sql`update oidc_payloads set payload = '{"accountId": "1", "x": 1}' where id = 's1'`,
    ],
    ['a provider session ended', sql`delete from oidc_payloads where id = 's2'`],
    ['a publisher deleted', sql`delete from organisations where esn = '101'`],
    ['an administrator deleted', sql`delete from administrators where email = 'ada@leskluis.test'`],
    ['a role deleted', sql`delete from roles where naam = 'Weg'`],
  ])('is heard before the write returns: %s', async (_what, statement) => {
    expect(await heardAtOnce(statement)).toBe(true);
  });

  it.each([
    ['a new role', sql`insert into roles (naam, rechten) values ('Nieuw', '{}')`],
    [
      "a publisher's other fields",
      sql`update organisations set name = 'Uitgeverij Oost BV', city = 'Zwolle' where esn = '100'`,
    ],
    [
      'the same ask_for_volledige_naam saved again',
      sql`update organisations set ask_for_volledige_naam = true where esn = '100'`,
    ],
    ["the provider's other rows", sql`update oidc_payloads set payload = '{"x": 2}' where id = 'a1'`],
    ['a change that touches no row', sql`update administrators set name = 'Niemand' where id = -1`],
  ])('announces nothing for %s', async (what, statement) => {
    // A statement trigger fires for a statement that touches no row; a heard notice there only makes
    // an instance ask again, but the administrators table is the only one with statement triggers.
    const expected = what === 'a change that touches no row';
    await quiet();
    const changes = database.authChanges();
    const before = changes.count;
    await run(statement);
    // Nothing late either: whatever would have come has come within the quiet time.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changes.count !== before).toBe(expected);
  });

  it('announces a truncate of the provider state', async () => {
    expect(await heardAtOnce(sql`truncate oidc_payloads`)).toBe(true);
  });
});

describe('several instances on one PostgreSQL server', () => {
  let server: { url: string; drop(): Promise<void> };
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    server = await freshPostgresDatabase(postgresServerUrl('leskluis_auth_changes'));
    a = await connectDatabase({ url: server.url });
    await migrateDatabase(a);
    b = await connectDatabase({ url: server.url });
    await until(() => a.authChanges().hearing && b.authChanges().hearing);
    await run(sql`insert into roles (naam, rechten) values ('Inzage', '{beheerders_inzien}')`, a);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await server?.drop();
  });

  it("hears another instance's change while its own pool is idle", async () => {
    const before = b.authChanges().count;
    await run(sql`update roles set rechten = '{}' where naam = 'Inzage'`, a);
    await until(() => b.authChanges().count !== before, 1000);
  });

  it('counts nothing as heard while its listener is lost, and listens again', async () => {
    const changes = b.authChanges();
    const before = changes.count;
    await run(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'leskluis auth changes' and datname = current_database()`,
      a,
    );
    await until(() => !changes.hearing, 1000);
    // What was kept before the loss is not trusted after it: the count moved on.
    expect(changes.count).toBeGreaterThan(before);
    await until(() => changes.hearing && a.authChanges().hearing, 5000);
  });
});
