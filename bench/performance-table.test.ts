import { describe, expect, it } from 'vitest';
import { renderEndpointSummary, renderPerformanceTable } from './performance-table';
import type { CaseResult, ResultsFile } from './results-file';

const base = {
  role: 'superuser',
  samples: 5,
  max: 0,
  budget: 'p95 < 50 ms',
  run: 0,
} as const;

const lookup = (p50: number, p95: number, sqlP50?: number): CaseResult => ({
  ...base,
  kind: 'lookup',
  endpoint: '/api/products?ean=',
  case: 'EAN',
  page: '',
  p50,
  p95,
  ...(sqlP50 === undefined ? {} : { sqlP50, sqlP95: sqlP50 * 2, ratio: p50 / sqlP50 }),
  budget: 'p95 < 5 ms, <= 2x SQL',
  within: p95 < 5 && (sqlP50 === undefined || p50 / sqlP50 <= 2),
});

const report = (page: string, p95: number, extra: Partial<CaseResult> = {}): CaseResult => ({
  ...base,
  kind: 'report',
  endpoint: '/api/contractbalances',
  case: 'school',
  page,
  p50: p95 / 2,
  p95,
  sqlP50: 1,
  sqlP95: 1.5,
  ratio: p95 / 2,
  within: p95 < 50,
  ...extra,
});

const file = (target: string, cases: CaseResult[]): ResultsFile => ({
  runs: [{ bench: 'reports', target, machine: '2 cores, load average 1.2 / 1.0 / 0.9', time: 't' }],
  cases,
});

const rowOf = (text: string, fragment: string) => text.split('\n').find((line) => line.includes(fragment));

describe('renderPerformanceTable', () => {
  it('puts each case of both targets on one row, lookups before reports, with the scale SQL floor', () => {
    const scale = file('PostgreSQL leskluis_bench', [report('first', 12), lookup(1, 3, 0.8)]);
    const embedded = file('PGlite in memory, demo data scale 1', [lookup(2, 4, 0.5), report('first', 30)]);
    const { text, ok } = renderPerformanceTable(scale, embedded);
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      '| endpoint | case | budget | scale-20 PostgreSQL p50 / p95 ms | SQL floor p50 / p95 ms | API/SQL | embedded p50 / p95 ms | within (scale / embedded) |',
    );
    expect(lines[2]).toBe(
      '| `/api/products?ean=` | EAN | p95 < 5 ms, <= 2x SQL | 1.00 / 3.00 | 0.80 / 1.60 | 1.3x | 2.00 / 4.00 | yes / NO |',
    );
    expect(lines[3]).toBe(
      '| `/api/contractbalances` | school, first | p95 < 50 ms | 6.00 / 12.0 | 1.00 / 1.50 | 6.0x | 15.0 / 30.0 | yes / yes |',
    );
    expect(text).toContain('2 of 2 within budget at scale; 1 of 2 embedded');
    expect(text).toContain('- scale 20, reports: PostgreSQL leskluis_bench, t; 2 cores, load average 1.2');
    expect(text).toContain('- embedded, reports: PGlite in memory, demo data scale 1, t; 2 cores');
    expect(ok).toBe(false);
  });

  it('says "not run" where a target did not measure a case, and for a target with no file', () => {
    const embedded = file('PGlite', [report('deep', 20, { role: 'publisher' })]);
    const { text, ok } = renderPerformanceTable(undefined, embedded);
    expect(rowOf(text, 'school, deep, as publisher')).toBe(
      '| `/api/contractbalances` | school, deep, as publisher | p95 < 50 ms | not run | not run | not run | 10.0 / 20.0 | not run / yes |',
    );
    expect(text).toContain('0 of 0 within budget at scale; 1 of 1 embedded');
    expect(text).toContain('- scale 20: not run');
    expect(ok).toBe(true);
  });

  it('shows a refusal as not measured and counts it as missing the budget; an error misses', () => {
    const scale = file('PostgreSQL', [
      report('first', 0, { role: 'publisher', refused: true, within: false }),
      report('deep', 0, { error: 'HTTP 500', within: false }),
    ]);
    const { text, ok } = renderPerformanceTable(scale, undefined);
    expect(rowOf(text, 'as publisher')).toContain('| not measured (403) |');
    expect(rowOf(text, 'as publisher')).toContain('| NO / not run |');
    expect(rowOf(text, 'school, deep')).toContain('| error |');
    expect(rowOf(text, 'school, deep')).toContain('| NO / not run |');
    expect(text).toContain('0 of 2 within budget at scale; 0 of 0 embedded');
    expect(ok).toBe(false);
  });

  it('counts a refusal written as within by an older bench as missing the budget', () => {
    const scale = file('PostgreSQL', [
      report('first', 0, { role: 'publisher', refused: true, within: true }),
    ]);
    const { text, ok } = renderPerformanceTable(scale, undefined);
    expect(rowOf(text, 'as publisher')).toContain('| NO / not run |');
    expect(text).toContain('0 of 1 within budget at scale');
    expect(ok).toBe(false);
  });

  it('ends with the stall case, its endpoint as code only where it is a path', () => {
    const stall = (endpoint: string): CaseResult => ({
      ...report('', 20),
      kind: 'stall',
      endpoint,
      case: 'while two reports loop',
    });
    const embedded = file('PGlite', [stall('/api/health'), stall('identifier lookups'), lookup(1, 2)]);
    const lines = renderPerformanceTable(undefined, embedded).text.split('\n');
    expect(lines[2]).toContain('| `/api/products?ean=` | EAN |');
    expect(lines[3]).toContain('| `/api/health` | while two reports loop |');
    expect(lines[4]).toContain('| identifier lookups | while two reports loop |');
  });

  it('escapes a pipe in a case name so the row keeps its columns', () => {
    const scale = file('PostgreSQL', [report('first', 10, { case: 'a|b' })]);
    expect(rowOf(renderPerformanceTable(scale, undefined).text, 'a\\|b')).toBeDefined();
  });
});

describe('renderEndpointSummary', () => {
  it('gives one row per endpoint: how many cases are within and the worst p95 with its case', () => {
    const scale: ResultsFile = {
      runs: [],
      cases: [
        report('first', 20),
        report('deep', 70),
        { ...report('first', 0), role: 'publisher', refused: true },
      ],
    };
    const embedded: ResultsFile = { runs: [], cases: [report('first', 12)] };
    const text = renderEndpointSummary(scale, embedded);
    expect(text).toContain(
      '| `/api/contractbalances` | p95 < 50 ms | 1 of 3; worst p95 70.0 (school, deep) | 1 of 1; worst p95 12.0 (school, first) |',
    );
    expect(text.split('\n')).toHaveLength(3);
  });

  it('says "not run" for a target that measured nothing of an endpoint', () => {
    const text = renderEndpointSummary({ runs: [], cases: [lookup(1, 2, 1)] }, undefined);
    expect(text).toContain('| 1 of 1; worst p95 2.00 (EAN) | not run |');
  });
});
