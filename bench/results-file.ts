import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BenchAdmin, Figures } from './harness';
import { machineNote } from './harness';

/**
 * The benches' results as JSON (issue 21 item 7): with `BENCH_RESULTS=<path.json>` every bench
 * that prints a budgeted case also writes it here, merged into the file when it exists, so one
 * file per target (scale 20 or embedded) collects lookups, lists, reports and the stall case from
 * separate runs. `bench/performance-table.ts` renders two such files as one table.
 */

export type CaseKind = 'lookup' | 'list' | 'report' | 'stall' | 'export';

/** One case as a bench printed it; `run` is the index of the run (in `runs`) that measured it. */
export type CaseResult = {
  kind: CaseKind;
  /** The path as called, e.g. `/api/contractbalances` or `/api/accounts?input=`. */
  endpoint: string;
  case: string;
  /** `first` or `deep`; empty where a case has no page (lookups, stall). */
  page: string;
  role: BenchAdmin;
  samples: number;
  p50: number;
  p95: number;
  max: number;
  /** The raw-SQL floor of the same statements, where the bench replays them. */
  sqlP50?: number;
  sqlP95?: number;
  /** API median / SQL median. */
  ratio?: number;
  budget: string;
  within: boolean;
  /** Not allowed for this administrator (403): no figure, so not within its budget (decision 710). */
  refused?: boolean;
  error?: string;
  run: number;
};

/** Where and when a bench ran: its target's label and the machine's load while it ran. */
export type RunNote = { bench: string; target: string; machine: string; time: string };

export type ResultsFile = { runs: RunNote[]; cases: CaseResult[] };

/** What identifies a case across runs: a later run of it replaces the earlier one. */
export const caseKey = (c: Pick<CaseResult, 'kind' | 'endpoint' | 'case' | 'page' | 'role'>) =>
  [c.kind, c.endpoint, c.case, c.page, c.role].join(' | ');

/** A case's figures from the benches' `Figures` (and the SQL floor's, where there is one). */
export function measured(api: Figures, sql?: Figures) {
  return {
    samples: api.samples,
    p50: api.median,
    p95: api.p95,
    max: api.max,
    ...(sql ? { sqlP50: sql.median, sqlP95: sql.p95, ratio: api.median / Math.max(sql.median, 0.001) } : {}),
  };
}

/**
 * `file` with one more run: its cases replace those of the same key, the others stay, and a run no
 * case refers to any more is dropped (its figures were all measured again).
 */
export function mergeResults(
  file: ResultsFile | undefined,
  run: RunNote,
  cases: Omit<CaseResult, 'run'>[],
): ResultsFile {
  const before = file ?? { runs: [], cases: [] };
  const fresh = new Set(cases.map(caseKey));
  const kept = before.cases.filter((c) => !fresh.has(caseKey(c)));
  const runs = [...before.runs, run];
  const all = [...kept, ...cases.map((c) => ({ ...c, run: runs.length - 1 }))];
  const used = [...new Set(all.map((c) => c.run))].sort((a, b) => a - b);
  const index = new Map(used.map((old, i) => [old, i]));
  return {
    runs: used.map((i) => runs[i]!),
    cases: all.map((c) => ({ ...c, run: index.get(c.run)! })),
  };
}

export function readResults(path: string): ResultsFile | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ResultsFile) : undefined;
}

/** Merges `cases` into `BENCH_RESULTS` when it is set; nothing otherwise. */
export async function writeResults(bench: string, target: string, cases: Omit<CaseResult, 'run'>[]) {
  const path = process.env.BENCH_RESULTS;
  if (!path || cases.length === 0) return;
  const run = { bench, target, machine: await machineNote(), time: new Date().toISOString() };
  writeFileSync(path, `${JSON.stringify(mergeResults(readResults(path), run, cases), null, 1)}\n`);
  console.log(`${cases.length} cases written to ${path}`);
}
