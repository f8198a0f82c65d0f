import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type CaseResult, mergeResults, readResults, writeResults } from './results-file';

const run = (bench: string, time: string) => ({
  bench,
  target: 'PostgreSQL leskluis_bench',
  machine: '2 cores, load average 1.0 / 1.0 / 1.0',
  time,
});

const report = (name: string, p95: number): Omit<CaseResult, 'run'> => ({
  kind: 'report',
  endpoint: '/api/contractbalances',
  case: name,
  page: 'first',
  role: 'superuser',
  samples: 5,
  p50: p95 / 2,
  p95,
  max: p95,
  sqlP50: 1,
  sqlP95: 2,
  ratio: p95 / 2,
  budget: 'p95 < 50 ms',
  within: p95 < 50,
});

describe('mergeResults', () => {
  it('adds the cases of a new run beside those of earlier runs, each pointing at its run', () => {
    const once = mergeResults(undefined, run('reports', 't1'), [report('no filter', 10)]);
    const lookup = { ...report('e-mail', 3), kind: 'lookup' as const, endpoint: '/api/accounts?input=' };
    const twice = mergeResults(once, run('lookups', 't2'), [lookup]);
    expect(twice.runs.map((r) => r.bench)).toEqual(['reports', 'lookups']);
    expect(twice.cases.map((c) => [c.case, c.run])).toEqual([
      ['no filter', 0],
      ['e-mail', 1],
    ]);
  });

  it('replaces a case measured again and drops a run none of whose cases are left', () => {
    const first = mergeResults(undefined, run('reports', 't1'), [report('no filter', 10)]);
    const second = mergeResults(first, run('reports', 't2'), [report('no filter', 60), report('school', 20)]);
    expect(second.runs.map((r) => r.time)).toEqual(['t2']);
    expect(second.cases.map((c) => [c.case, c.p95, c.within, c.run])).toEqual([
      ['no filter', 60, false, 0],
      ['school', 20, true, 0],
    ]);
  });

  it('keeps a case of the same name on another page or for another administrator apart', () => {
    const first = mergeResults(undefined, run('reports', 't1'), [report('no filter', 10)]);
    const second = mergeResults(first, run('reports', 't2'), [
      { ...report('no filter', 30), page: 'deep' },
      { ...report('no filter', 40), role: 'publisher' },
    ]);
    expect(second.runs.map((r) => r.time)).toEqual(['t1', 't2']);
    expect(second.cases.map((c) => [c.page, c.role, c.p95, c.run])).toEqual([
      ['first', 'superuser', 10, 0],
      ['deep', 'superuser', 30, 1],
      ['first', 'publisher', 40, 1],
    ]);
  });
});

describe('writeResults', () => {
  const before = process.env.BENCH_RESULTS;
  afterEach(() => {
    if (before === undefined) delete process.env.BENCH_RESULTS;
    else process.env.BENCH_RESULTS = before;
  });

  it('merges into the file of BENCH_RESULTS, with the machine note of each run', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-results-')), 'scale.json');
    process.env.BENCH_RESULTS = file;
    await writeResults('reports', 'PostgreSQL leskluis_x', [report('no filter', 10)]);
    await writeResults('stall', 'PostgreSQL leskluis_x', [
      { ...report('while two reports loop', 12), kind: 'stall', endpoint: '/api/health' },
    ]);
    const written = readResults(file)!;
    expect(written.runs.map((r) => [r.bench, r.target])).toEqual([
      ['reports', 'PostgreSQL leskluis_x'],
      ['stall', 'PostgreSQL leskluis_x'],
    ]);
    expect(written.runs[0]!.machine).toMatch(/cores, load average/);
    expect(written.cases.map((c) => [c.endpoint, c.run])).toEqual([
      ['/api/contractbalances', 0],
      ['/api/health', 1],
    ]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(written);
  });
});
