import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { RIGHTS, type Right } from '../domain/rights';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectDatabase, type Database, migrateDatabase } from '../server/db/connect';
import { settleListCountersAfterBulkLoad } from '../server/db/counters/list-counters';
import { rowsOf } from '../server/db/rows';
import { administrators, roles } from '../server/db/schema/administrators';
import { createTokenVerifier } from '../server/http/tokens';
import { loadOrCreateKeys, publicJwks } from '../server/idp/keys';
import { hashPassword } from '../server/idp/passwords';
import { createLogger } from '../server/logger';
import { seedDemoInOneTransaction } from '../server/seed/demo';
import { DEMO_ADMINISTRATORS } from '../server/seed/demo-administrators';
import { openTestSession, signAccessToken } from '../server/test-support/tokens';

/**
 * Shared parts of the server benches: a target (the API in-process on a database), figures
 * (min / median / p95) printed beside their DESIGN §7 budget, and a recorder of the SQL a request
 * runs, so the API time can be shown beside the time of the same statements on the raw driver.
 */

export type Figures = { samples: number; min: number; median: number; p95: number; max: number };

/** The index of quantile q among n sorted samples: the nearest rank (the server benches). */
const nearestRank = (q: number, n: number) => Math.ceil(q * n) - 1;
/** The floor of q·n: the palette and browser benches' rank, kept so their figures stay comparable. */
export const floorRank = (q: number, n: number) => Math.floor(q * n);

export function figures(times: number[], rank = nearestRank): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, rank(q, sorted.length))] ?? 0;
  return {
    samples: sorted.length,
    min: sorted[0] ?? 0,
    median: at(0.5),
    p95: at(0.95),
    max: sorted.at(-1) ?? 0,
  };
}

export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

/** The timing columns every latency table starts with, and one row's cells for them. */
export const TIMING_HEADERS = ['n', 'min ms', 'median ms', 'p95 ms'];
export const timingCells = (f: Figures) => [f.samples, ms(f.min), ms(f.median), ms(f.p95)];

/** Prints rows as an aligned table (also valid Markdown, so it can be pasted into docs/performance.md). */
export function printTable(headers: string[], rows: (string | number)[][]) {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(headers));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of cells.slice(1)) console.log(line(row));
}

/** A statement as the driver received it; `name` when it is a named prepared statement (decision 602). */
export type Statement = { text: string; values: unknown[]; name?: string };

type RawClient = {
  query(text: string | { name: string; text: string }, values?: unknown[]): Promise<unknown>;
};

export type Target = {
  database: Database;
  /** `postgres <db name>` or `PGlite (demo, scale n)`. */
  label: string;
  /** The HTTP app and a bearer token of the demo superuser, for benches that serve it on a port. */
  app: { fetch(request: Request): Response | Promise<Response> };
  token: string;
  /** The publisher the `publisher` administrator is bound to (the demo publisher). */
  publisherId: number;
  /** A bearer token of a demo administrator (for calls over a real socket). */
  bearer(as: BenchAdmin): string;
  /** An authenticated API call in-process (`app.request`), as the superuser unless told. */
  request(path: string, init?: RequestInit, as?: BenchAdmin): Promise<Response>;
  /** Runs `work` and returns the statements it sent to the driver. */
  record(work: () => Promise<unknown>): Promise<Statement[]>;
  /** Runs statements one after the other on the raw driver (no drizzle, no HTTP), named as the API sent them. */
  raw(statements: Statement[]): Promise<void>;
  close(): Promise<void>;
};

/**
 * Who a bench call is made as: the demo superuser, the bench's publisher-bound administrator
 * (`benchPublisherAdmin`: every viewing right, bound to the demo publisher), or the demo supportdesk.
 */
export type BenchAdmin = 'superuser' | 'publisher' | 'support';

/**
 * The rights of the bench's publisher-bound role: every viewing right, so each list a publisher
 * administrator may be given is measured under the server's publisher scoping, not refused (the demo
 * role `uitgever` cannot see orders, contracts, ECK, PO, invoices or logs). Not
 * `alleen_basispoort_inzien`, which narrows what the TLink rights show, and not a superuser; plus
 * `tlinklicenties_reserveren`, the right the one GET list `/tlinklicenses/productsummary` asks.
 */
export const BENCH_PUBLISHER_RIGHTS: Right[] = [
  ...RIGHTS.filter((right) => right.endsWith('_inzien') && right !== 'alleen_basispoort_inzien'),
  'tlinklicenties_reserveren',
];

const BENCH_PUBLISHER_ROLE = 'Bench: uitgever met alle inzagerechten';
const BENCH_PUBLISHER_EMAIL = 'bench-uitgever@leskluis.test';

/**
 * The bench's publisher-bound administrator, made (or brought up to date) in the target database:
 * a role of `BENCH_PUBLISHER_RIGHTS` bound to the demo publisher (the one the demo publisher
 * administrator is bound to) and an administrator in it. Idempotent: a second run finds both and
 * only sets their rights and publisher again. Not choosable in the console (is_kiesbaar false);
 * its password is random and never printed, so no one signs in as it.
 */
export async function benchPublisherAdmin(db: Database['db']): Promise<{ id: number; publisherId: number }> {
  const [demo] = await db
    .select({ publisherId: administrators.uitgeverId })
    .from(administrators)
    .where(and(eq(administrators.email, DEMO_ADMINISTRATORS[2].email), isNotNull(administrators.uitgeverId)));
  if (!demo?.publisherId)
    throw new Error('the benchmark database has no demo publisher administrator: seed it first');
  const publisherId = demo.publisherId;
  const role = {
    naam: BENCH_PUBLISHER_ROLE,
    rechten: BENCH_PUBLISHER_RIGHTS,
    uitgeverId: publisherId,
    isKiesbaar: false,
  };
  const [existingRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.naam, BENCH_PUBLISHER_ROLE));
  const roleId = existingRole
    ? (await db.update(roles).set(role).where(eq(roles.id, existingRole.id)).returning({ id: roles.id }))[0]!
        .id
    : (await db.insert(roles).values(role).returning({ id: roles.id }))[0]!.id;
  const [existing] = await db
    .select({ id: administrators.id })
    .from(administrators)
    .where(sql`lower(${administrators.email}) = ${BENCH_PUBLISHER_EMAIL}`);
  if (existing) {
    await db
      .update(administrators)
      .set({ rolId: roleId, uitgeverId: publisherId })
      .where(eq(administrators.id, existing.id));
    return { id: existing.id, publisherId };
  }
  const [made] = await db
    .insert(administrators)
    .values({
      name: 'Bench Uitgever',
      email: BENCH_PUBLISHER_EMAIL,
      passwordHash: await hashPassword(crypto.randomUUID()),
      rolId: roleId,
      uitgeverId: publisherId,
    })
    .returning({ id: administrators.id });
  return { id: made!.id, publisherId };
}

/**
 * Fills an empty embedded database with the demo data as the server does at start-up, and returns
 * the seconds it took.
 */
async function seedEmbedded(database: Database, scale: number): Promise<number> {
  const started = performance.now();
  // One transaction, as the server seeds at start-up: the licence writers' kept rows settle once
  // at commit (decisions 595, 635). Batch by batch costs about the same since decision 650 (1.2x at
  // scale 0.1; before it, 48.8 s batch by batch against 5.2 s in one transaction).
  await seedDemoInOneTransaction(database.db, { scale });
  // What the server does after seeding the demo data at start-up (decision 557): the seed's
  // batches leave a delta row per batch and group in every counter, folded and rewritten here.
  await settleListCountersAfterBulkLoad(database.db);
  // PGlite has no autovacuum: without statistics the planner's choices say nothing.
  await database.db.execute(sql`analyze`);
  return (performance.now() - started) / 1000;
}

/**
 * Opens the benchmark target: the PostgreSQL database of `url` (seeded beforehand with
 * `npm run seed -- --scale 20`) brought up to the current migrations, or, without a url, the
 * embedded default as `npm start` opens it (server/system.ts): PGlite on its own worker thread
 * behind the wire-protocol socket, reached through `pg` (decision 330), here in memory and filled
 * with the demo data at `scale` (the quick benches of `npm run bench`; decision 710).
 */
export async function openTarget(
  options: { url?: string; scale?: number; dataDir?: string } = {},
): Promise<Target> {
  const dataDir = options.dataDir ?? process.env.BENCH_DATA_DIR;
  let database: Database;
  let label: string;
  if (options.url) {
    database = await connectDatabase({ url: options.url });
    // A bench never measures a stale schema (a missing migration once made /api/exportjobs a 500);
    // up to date, the migrator only reads its journal.
    await migrateDatabase(database);
    label = `PostgreSQL ${new URL(options.url).pathname.slice(1)}`;
  } else if (dataDir) {
    // A kept embedded database (BENCH_DATA_DIR): seeded on its first open, migrated on every open,
    // so the embedded benches of one table share one seed instead of 4-10 min each.
    database = await connectDatabase({ dataDir: path.resolve(dataDir), worker: true });
    await migrateDatabase(database);
    const [{ accounts } = { accounts: 0 }] = await rowsOf<{ accounts: number }>(
      database.db,
      sql`select count(*)::int as accounts from accounts`,
    );
    const scale = options.scale ?? 1;
    if (accounts === 0) await seedEmbedded(database, scale);
    // The running server folds the counters' delta rows every minute; a bench process does not
    // run that job, and a kept directory kept the delta rows of whatever wrote it (decision 737:
    // 133,476 rows for 14,415 groups of the publisher code-prefix counter, the publisher's deep
    // page and the status overview of a year 2-3x slower than after settling). 8-15 s per open.
    else await settleListCountersAfterBulkLoad(database.db);
    await database.db.execute(sql`analyze`);
    label = `PGlite on a worker thread (as npm start) in ${dataDir}, demo data ${accounts === 0 ? `scale ${scale}, seeded now` : `of ${accounts.toLocaleString('en-US')} accounts`}`;
  } else {
    const scale = options.scale ?? 0.1;
    database = await connectDatabase({ dataDir: undefined, worker: true });
    await migrateDatabase(database);
    const seconds = await seedEmbedded(database, scale);
    label = `PGlite on a worker thread (as npm start), in memory, demo data scale ${scale} (seeded in ${seconds.toFixed(0)} s)`;
  }
  const db = database.db;
  const config = loadConfig({ PORT: '8080', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const keys = await loadOrCreateKeys(db);
  const verifier = createTokenVerifier(config, { kind: 'local', jwks: () => publicJwks(keys) });
  const app = buildApp({ config, database, verifier, logger: createLogger('silent') });
  const tokenOf = async (id: number) =>
    signAccessToken(keys, config, String(id), {
      sid: await openTestSession(db, String(id)),
      expiresInSeconds: 4 * 3600,
    });
  const idOf = async (email: string) => {
    const [row] = await db
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.email, email));
    return row?.id;
  };
  const publisherAdmin = await benchPublisherAdmin(db);
  const superuserId = await idOf(DEMO_ADMINISTRATORS[0].email);
  const supportId = await idOf(DEMO_ADMINISTRATORS[1].email);
  const tokens: Record<BenchAdmin, string | undefined> = {
    superuser: superuserId === undefined ? undefined : await tokenOf(superuserId),
    support: supportId === undefined ? undefined : await tokenOf(supportId),
    publisher: await tokenOf(publisherAdmin.id),
  };
  const bearer = (as: BenchAdmin) => {
    const token = tokens[as];
    if (!token) throw new Error(`the benchmark database has no demo ${as} administrator: seed it first`);
    return token;
  };

  const client = (db as unknown as { $client: RawClient }).$client;
  let recording: Statement[] | null = null;
  const original = client.query.bind(client);
  // Both drivers receive (text or { text }, values, ...): note each statement while recording.
  (client as { query: unknown }).query = (first: unknown, second: unknown, ...rest: unknown[]) => {
    if (recording) {
      const config = typeof first === 'string' ? { text: first } : (first as { text: string; name?: string });
      const values = Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []);
      recording.push({ text: config.text, values, ...(config.name ? { name: config.name } : {}) });
    }
    return (original as (...args: unknown[]) => Promise<unknown>)(first, second, ...rest);
  };

  return {
    database,
    label,
    app,
    token: bearer('superuser'),
    bearer,
    publisherId: publisherAdmin.publisherId,
    async request(path, init = {}, as = 'superuser') {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${bearer(as)}`);
      return app.request(path, { ...init, headers });
    },
    async record(work) {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
    async raw(statements) {
      for (const { name, text, values } of statements) await original(name ? { name, text } : text, values);
    },
    close: () => database.close(),
  };
}

/** The authentication's administrator query: API overhead, left out of a call's raw-SQL floor. */
export const isAuthStatement = (statement: Statement) => /from "administrators"/.test(statement.text);

/** The Range header of `size` items from `start`. */
export const pageRange = (start: number, size: number) => `items=${start}-${start + size - 1}`;

/**
 * A deep page: `size` items from half-way through the total of a first page's Content-Range
 * (`items 0-49/12345`), on a page boundary; the first page when the total is unknown or small.
 */
export function halfWayRange(contentRange: string | null, size: number): string {
  const total = Number(contentRange?.split('/')[1]);
  return pageRange(Number.isFinite(total) ? Math.max(0, Math.floor(total / 2 / size) * size) : 0, size);
}

/** Times `run` `samples` times after `warmup` unmeasured runs; `run(i)` may vary its input by i. */
export async function timeIt(
  run: (i: number) => Promise<unknown>,
  samples: number,
  warmup = 2,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times;
}

/** Fails loudly when a benchmarked call does not answer 200 (a bench of error replies measures nothing). */
export async function expectOk(response: Response, what: string): Promise<Response> {
  if (response.status !== 200) {
    throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  }
  await response.arrayBuffer();
  return response;
}

/** Load average and cores, printed with every run: the figures are only as quiet as the machine. */
export async function machineNote(): Promise<string> {
  const os = await import('node:os');
  const load = os.loadavg().map((n) => n.toFixed(1));
  return `${os.cpus().length} cores, load average ${load.join(' / ')}, Node ${process.version}`;
}
