import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, migrateDatabase } from '../db/connect';
import { hashPassword } from '../idp/passwords';
import {
  createTestBrowser,
  exchangeCodeAt,
  startCodeFlow,
  submitLogin,
} from '../idp/test-support/test-browser';
import { freshPostgresDatabase, postgresServerUrl } from '../test-support/database';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { addSuperuser } from '../test-support/superuser';
import { type RoundRobinProxy, startRoundRobinProxy } from './test-support/round-robin-proxy';

/*
 * Issue 23 item 5 (decision 344): two server processes on one PostgreSQL behind a round-robin proxy
 * behave as one. The sign-in runs through the proxy, so the provider's steps land on both; an export
 * started on A downloads from B; a write on B reads on A; each export job runs once.
 * PostgreSQL: TEST_DATABASE_URL's server, else this machine's, started as .ci/run does.
 */

const ADMIN = { email: 'twee@leskluis.test', password: 'twee-instanties-een-wachtwoord', name: 'Twee' };
const ACCOUNTS = 500;
const LEFT_ON_DISK = ['7.csv', '8.host_1234_a1b2c3_0.part'];
const CLIENT_ID = 'leskluis-beheer';

let database: { url: string; drop(): Promise<void> };
let proxy: RoundRobinProxy;
let a: ServerProcess;
let b: ServerProcess;
let token: string;
const dataDirs: string[] = [];

beforeAll(async () => {
  database = await freshPostgresDatabase(postgresServerUrl('leskluis_two_instances'));
  // Migrated, with one administrator and some users, before either instance starts.
  const setup = await connectDatabase({ url: database.url });
  await migrateDatabase(setup);
  await addSuperuser(setup.db, ADMIN);
  await setup.db.execute(sql`insert into accounts (email, first_name, family_name, updated_at)
    select 'twee' || g || '@example.nl', 'Voornaam' || g, 'Achternaam', now() - g * interval '1 second'
    from generate_series(1, ${ACCOUNTS}) g`);
  await setup.close();

  proxy = await startRoundRobinProxy();
  const env = { DATABASE_URL: database.url, PUBLIC_URL: proxy.url, EXPORT_WORKERS: '2' };
  // Each its own data directory, as on two machines: nothing may be shared but the database.
  for (const name of ['a', 'b'])
    dataDirs.push(await mkdtemp(path.join(tmpdir(), `leskluis-instance-${name}-`)));
  // A's disk still holds export files from before decision 340.
  await mkdir(path.join(dataDirs[0]!, 'exports'));
  for (const file of LEFT_ON_DISK) await writeFile(path.join(dataDirs[0]!, 'exports', file), 'Id\r\n1\r\n');
  // One after the other, as a rolling start does: the first makes the provider's keys, the second reads them.
  a = await startServerProcess({ ...env, DATA_DIR: dataDirs[0]! });
  b = await startServerProcess({ ...env, DATA_DIR: dataDirs[1]! });
  proxy.setInstances([a.url, b.url]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await proxy?.close();
  await database?.drop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

/** The console's sign-in through the proxy (its steps spread over both instances); the access token. */
async function signInThroughProxy(email: string, password: string): Promise<string> {
  const browser = createTestBrowser(proxy.url, '203.0.113.7');
  const client = { publicUrl: proxy.url, clientId: CLIENT_ID };
  const start = await startCodeFlow(browser, client);
  const login = await submitLogin(browser, start.html, email, password);
  const code = new URL(login.url).searchParams.get('code');
  expect(code, login.url).toBeTruthy();
  const exchanged = await exchangeCodeAt(proxy.url, client, code!, start.verifier);
  expect(exchanged.status).toBe(200);
  return ((await exchanged.json()) as { access_token: string }).access_token;
}

const call = (base: string, path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

describe('two instances on one PostgreSQL', () => {
  it('signs in through the proxy, the provider steps served by both instances', async () => {
    const before = proxy.served.length;
    token = await signInThroughProxy(ADMIN.email, ADMIN.password);
    const steps = proxy.served.slice(before);
    expect(new Set(steps.map((step) => step.instance))).toEqual(new Set([0, 1]));
    // The token from the sign-in works on each instance.
    for (const base of [a.url, b.url]) expect((await call(base, '/api/roles')).status).toBe(200);
  });

  it('removed at start-up the export files left on its disk from before decision 340', async () => {
    expect(await readdir(dataDirs[0]!)).not.toContain('exports');
    expect(a.logs.find((entry) => entry.msg === 'export files left on disk removed')).toMatchObject({
      files: LEFT_ON_DISK.length,
    });
  });

  it('reads on A what was written on B', async () => {
    const created = await call(b.url, '/api/roles', {
      method: 'POST',
      body: JSON.stringify({ naam: 'Geschreven op B', rechten: ['gebruikers_inzien'] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const read = await call(a.url, `/api/roles/${id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, naam: 'Geschreven op B' });
  });

  it('downloads on B an export started on A, and runs each export job once', async () => {
    const started = await Promise.all(
      [a.url, a.url, b.url].map(async (base) => {
        const res = await call(base, `/api/accounts?sort=ASC-id&csvHeaders=${encodeURIComponent('Id=id')}`, {
          headers: { accept: 'text/csv', range: 'items=0-' },
        });
        expect(res.status).toBe(202);
        return ((await res.json()) as { id: number }).id;
      }),
    );
    const jobs = async () =>
      (await (await call(a.url, '/api/exportjobs', { headers: { range: 'items=0-9' } })).json()) as {
        id: number;
        status: string;
        url: string | null;
      }[];
    const deadline = Date.now() + 30_000;
    while ((await jobs()).some((job) => job.status !== 'finished') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const finished = await jobs();
    expect(finished.map((job) => job.status)).toEqual(['finished', 'finished', 'finished']);

    const first = finished.find((job) => job.id === started[0])!;
    const download = await call(b.url, first.url!);
    expect(download.status).toBe(200);
    const lines = (await download.text()).trim().split('\r\n');
    expect(lines).toHaveLength(ACCOUNTS + 1);
    expect(lines[1]).toBe('1');

    // Each job finished by one worker of one instance, once.
    const runs = [...a.logs, ...b.logs].filter((entry) => entry.msg === 'export finished');
    expect(runs.map((entry) => entry.exportId).sort()).toEqual([...started].sort());
  });

  it("applies on B a change made on A, though B kept the check of B's last call (decision 739)", async () => {
    const setup = await connectDatabase({ url: database.url });
    let roleId: number;
    try {
      const made = (await setup.db.execute(
        sql`insert into roles (naam, rechten) values ('Alleen rollen', '{rollen_inzien}') returning id`,
      )) as unknown as { rows: { id: number }[] };
      roleId = made.rows[0]!.id;
      await setup.db.execute(sql`insert into administrators (name, email, password_hash, rol_id)
        select 'Rosa Rollen', 'rosa@leskluis.test', ${await hashPassword(ADMIN.password)}, id
        from roles where naam = 'Alleen rollen'`);
    } finally {
      await setup.close();
    }
    const rosa = await signInThroughProxy('rosa@leskluis.test', ADMIN.password);
    const rolesOnB = () => fetch(`${b.url}/api/roles`, { headers: { authorization: `Bearer ${rosa}` } });
    expect((await rolesOnB()).status).toBe(200);
    expect((await rolesOnB()).status).toBe(200);
    let role = (await (await call(a.url, `/api/roles/${roleId}`)).json()) as Record<string, unknown>;
    // B hears A's commit from PostgreSQL within a millisecond or so: by the time A has answered and
    // the next call reaches B, B asks the database again. Back and forth, so it is not a lucky once.
    for (const [rechten, onB] of [
      [['gebruikers_inzien'], 403],
      [['rollen_inzien'], 200],
      [['gebruikers_inzien'], 403],
      [['rollen_inzien'], 200],
      [['gebruikers_inzien'], 403],
    ] as const) {
      const changed = await call(a.url, `/api/roles/${roleId}`, {
        method: 'PUT',
        body: JSON.stringify({ ...role, rechten }),
      });
      expect(changed.status).toBe(200);
      role = (await changed.json()) as Record<string, unknown>;
      expect((await rolesOnB()).status).toBe(onB);
      expect((await rolesOnB()).status).toBe(onB);
    }
  });
});
