import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Instance, type Request } from 'autocannon';
import { asc, sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { accounts } from '../server/db/schema/accounts';
import { administrators } from '../server/db/schema/administrators';
import { tlinkLicenses } from '../server/db/schema/tlinks';
import { loadOrCreateKeys } from '../server/idp/keys';
import { openTestSession, signAccessToken } from '../server/test-support/tokens';

/**
 * Bounded soak on loopback (`npm run bench:soak -- --duration 3m`): starts the real server on
 * PostgreSQL with the demo data, drives it with autocannon (50 connections in all) across list,
 * item and write calls, and prints errors, latency p50/p95/p99 per call kind and the server's RSS
 * at start, middle and end. Exits 1 on any error or RSS growth over the budget.
 */
const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '3m' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '8391' },
    'database-url': { type: 'string' },
    'max-rss-growth-mb': { type: 'string', default: '64' },
  },
});

const root = path.resolve(import.meta.dirname, '..');

/** `90`, `90s`, `3m`: seconds. */
function seconds(text: string): number {
  const match = /^(\d+)(s|m)?$/.exec(text.trim());
  if (!match) throw new Error(`--duration: expected e.g. 90s or 3m, got ${text}`);
  return Number(match[1]) * (match[2] === 'm' ? 60 : 1);
}

const durationS = seconds(flags.duration);
const connections = Number(flags.connections);
const port = Number(flags.port);
const baseUrl = `http://127.0.0.1:${port}`;
const maxGrowthMb = Number(flags['max-rss-growth-mb']);

function databaseUrl(): string {
  const given = flags['database-url'] ?? process.env.DATABASE_URL;
  if (given) return given;
  const out = execFileSync('bash', [path.join(root, 'scripts/start-postgres.sh'), 'leskluis_soak'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return out.trim().split('\n').at(-1)!;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function waitForHealth(server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy in time');
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

type Kind = { name: string; connections: number; requests: Request[] };

async function main() {
  const url = databaseUrl();
  console.log(`soak: ${durationS} s, ${connections} connections, ${url.replace(/:[^:@/]+@/, ':***@')}`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopServer = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stopServer);
  try {
    const seedStarted = Date.now();
    await waitForHealth(server, 15 * 60_000);
    console.log(`server ready (pid ${server.pid}) after ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);
    await soak(url, server.pid!);
  } finally {
    stopServer();
  }
}

async function soak(url: string, pid: number) {
  const config = loadConfig({ PORT: String(port), DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const database = await connectDatabase({ url });
  const db = database.db;
  const keys = await loadOrCreateKeys(db);
  const [admin] = await db
    .select({ id: administrators.id })
    .from(administrators)
    .where(sql`${administrators.email} = 'admin@leskluis.test'`);
  if (!admin) throw new Error('no demo superuser: run with SEED_DEMO on an empty database');
  // Long enough for the whole run, signed with the provider's own key exactly as it shapes tokens.
  const token = await signAccessToken(keys, config, String(admin.id), {
    sid: await openTestSession(db, String(admin.id)),
    expiresInSeconds: durationS + 600,
  });
  const accountIds = (
    await db.select({ id: accounts.id }).from(accounts).orderBy(asc(accounts.id)).limit(5000)
  ).map((row) => row.id);
  const tlinkIds = (
    await db.select({ id: tlinkLicenses.id }).from(tlinkLicenses).orderBy(asc(tlinkLicenses.id)).limit(5000)
  ).map((row) => row.id);
  await database.close();

  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const runId = Date.now().toString(36);
  let written = 0;
  const writeShare = Math.max(1, Math.round(connections / 5));
  const listShare = Math.round((connections - writeShare) / 2);
  const kinds: Kind[] = [
    {
      name: 'list',
      connections: listShare,
      requests: [
        { method: 'GET', path: '/api/accounts?sort=DESC-updatedAt', headers: { range: 'items=0-99' } },
        { method: 'GET', path: '/api/tlinklicenses?licenseState=ACTIVE', headers: { range: 'items=0-99' } },
        { method: 'GET', path: '/api/accounts?achternaam=jan', headers: { range: 'items=100-199' } },
        { method: 'GET', path: '/api/products', headers: { range: 'items=0-99' } },
      ],
    },
    {
      name: 'item',
      connections: connections - writeShare - listShare,
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/accounts/${pick(accountIds)}` }) },
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/tlinklicenses/${pick(tlinkIds)}` }) },
      ],
    },
    {
      name: 'write',
      connections: writeShare,
      requests: [
        {
          method: 'POST',
          path: '/api/accounts',
          setupRequest: (r) => {
            written += 1;
            return {
              ...r,
              body: JSON.stringify({
                email: `soak-${runId}-${written}@example.nl`,
                first_name: 'Soak',
                family_name: `Test ${written}`,
              }),
            };
          },
        },
      ],
    },
  ];

  const samples: { at: number; rss: number }[] = [];
  const sample = () => samples.push({ at: Date.now(), rss: rssMb(pid) });
  console.log(`RSS before load: ${rssMb(pid).toFixed(0)} MB`);

  const latencies = new Map<string, number[]>();
  const failures = new Map<string, Map<string, number>>();
  const fail = (kind: string, what: string) => {
    const counts = failures.get(kind) ?? new Map<string, number>();
    counts.set(what, (counts.get(what) ?? 0) + 1);
    failures.set(kind, counts);
  };
  const started = Date.now();
  sample();
  const sampler = setInterval(sample, 5000);
  const runs = kinds.map((kind) => {
    const times: number[] = [];
    latencies.set(kind.name, times);
    const instance: Instance = autocannon({
      url: baseUrl,
      connections: kind.connections,
      duration: durationS,
      timeout: 30,
      headers,
      requests: kind.requests,
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode >= 400) fail(kind.name, `HTTP ${statusCode}`);
    });
    instance.on('reqError', (error) => fail(kind.name, error.message));
    return instance.then((result) => ({ kind, result }));
  });
  const results = await Promise.all(runs);
  clearInterval(sampler);
  sample();

  const elapsed = (Date.now() - started) / 1000;
  let totalRequests = 0;
  let totalErrors = 0;
  console.log(`\nsoak of ${elapsed.toFixed(0)} s, ${connections} connections on loopback, PostgreSQL`);
  console.log('kind   conns  requests   req/s   errors   p50 ms   p95 ms   p99 ms');
  for (const { kind, result } of results) {
    const sorted = Float64Array.from(latencies.get(kind.name)!).sort();
    const errors =
      [...(failures.get(kind.name)?.values() ?? [])].reduce((a, b) => a + b, 0) + result.timeouts;
    totalRequests += result.requests.total;
    totalErrors += errors;
    console.log(
      [
        kind.name.padEnd(6),
        String(kind.connections).padStart(5),
        String(result.requests.total).padStart(9),
        (result.requests.total / elapsed).toFixed(0).padStart(7),
        String(errors).padStart(8),
        percentile(sorted, 50).toFixed(1).padStart(8),
        percentile(sorted, 95).toFixed(1).padStart(8),
        percentile(sorted, 99).toFixed(1).padStart(8),
      ].join(' '),
    );
    for (const [what, count] of failures.get(kind.name) ?? []) console.log(`         ${count} × ${what}`);
  }
  console.log(`total: ${totalRequests} requests, ${totalErrors} errors, ${written} accounts written`);
  console.log(
    'budgets (DESIGN §7, at 1M accounts / 5M licences): identifier lookup p95 < 10 ms, list filters p95 < 50 ms;\n' +
      'here on the demo data set with load generator, server and PostgreSQL sharing the same cores.',
  );

  // Start after the first 10 s of load (JIT, pools and caches warm), middle, end.
  const warm = samples.find((s) => s.at - started >= 10_000) ?? samples[0]!;
  const middle = samples[Math.floor(samples.length / 2)]!;
  const end = samples.at(-1)!;
  const growth = end.rss - warm.rss;
  console.log(
    `RSS: start ${warm.rss.toFixed(0)} MB, middle ${middle.rss.toFixed(0)} MB, end ${end.rss.toFixed(0)} MB ` +
      `(growth ${growth.toFixed(0)} MB, max ${Math.max(...samples.map((s) => s.rss)).toFixed(0)} MB; budget < ${maxGrowthMb} MB)`,
  );
  if (totalErrors > 0 || growth > maxGrowthMb) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
