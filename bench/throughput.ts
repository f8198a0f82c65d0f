import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { seededRandom } from '../server/seed/random';
import { machineNote, openTarget, printTable, type Target } from './harness';

/**
 * GET-by-id throughput: the API (bench/serve-api.ts, one Node process) on a port, driven by
 * autocannon from this process with 10 connections for `seconds`, each request a different existing
 * id. Both share the machine's cores with PostgreSQL. No budget in DESIGN §7; printed for the record.
 */
type Latency = { p50: number; p97_5: number; p99: number; average: number };
type Outcome = {
  requests: { average: number; total: number };
  latency: Latency;
  errors: number;
  non2xx: number;
};

export type ThroughputResult = { name: string } & Outcome;

const root = path.resolve(import.meta.dirname, '..');

async function startServer(port: number): Promise<{ child: ChildProcess; token: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve-api.ts', String(port)], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const token = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`bench/serve-api.ts exited with ${code}`)));
  });
  return { child, token };
}

async function idsOf(target: Target, table: string, count: number): Promise<number[]> {
  const result = await target.database.db.execute(
    sql.raw(`select min(id)::int as lo, max(id)::int as hi from ${table}`),
  );
  const row = (result as unknown as { rows: { lo: number; hi: number }[] }).rows[0]!;
  const random = seededRandom(7);
  return Array.from({ length: count }, () => random.int(row.lo, row.hi));
}

export async function benchThroughput(target: Target, seconds = 10): Promise<ThroughputResult[]> {
  const port = 8393;
  const accountIds = await idsOf(target, 'accounts', 5000);
  const tlinkIds = await idsOf(target, 'tlink_licenses', 5000);
  const { child, token } = await startServer(port);
  const results: ThroughputResult[] = [];
  try {
    for (const [name, base, ids] of [
      ['GET /api/accounts/{id}', '/api/accounts/', accountIds],
      ['GET /api/tlinklicenses/{id}', '/api/tlinklicenses/', tlinkIds],
    ] as const) {
      let i = 0;
      const run = autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: 10,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: `${base}${ids[i++ % ids.length]}` }),
          },
        ],
      });
      const outcome = (await run) as unknown as Outcome;
      results.push({ name, ...outcome });
    }
  } finally {
    child.kill('SIGTERM');
  }
  return results;
}

export function printThroughput(results: ThroughputResult[]) {
  printTable(
    [
      'GET by id (HTTP, 10 connections)',
      'requests/s',
      'latency p50 ms',
      'p97.5 ms',
      'p99 ms',
      'errors + non-2xx',
    ],
    results.map((r) => [
      r.name,
      Math.round(r.requests.average).toLocaleString('en-US'),
      r.latency.p50,
      r.latency.p97_5,
      r.latency.p99,
      r.errors + r.non2xx,
    ]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  const target = await openTarget(url ? { url } : { scale: 0.1 });
  console.log(`GET-by-id throughput on ${target.label}; ${await machineNote()}`);
  printThroughput(await benchThroughput(target, Number(process.env.BENCH_SECONDS ?? 10)));
  await target.close();
}
