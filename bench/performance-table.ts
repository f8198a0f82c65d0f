import { ms } from './harness';
import { type CaseResult, caseKey, type ResultsFile, readResults } from './results-file';

/**
 * `npx tsx bench/performance-table.ts <scale.json> <embedded.json>`: the one table of
 * docs/performance.md (issue 21 item 7) from two results files (`BENCH_RESULTS`, see
 * `bench/results-file.ts`): a row per endpoint and case, the scale-20 PostgreSQL figures with their
 * SQL floor beside the embedded ones. A case a target did not measure says "not run"; a missing
 * file is a target not run. Exits 1 when a measured case misses its budget.
 */

const KIND_ORDER = ['lookup', 'list', 'report', 'stall', 'export'] as const;

const NOT_RUN = 'not run';

/** A markdown table row; a | inside a cell is escaped. */
const line = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;

/** A target's cell: p50 / p95, or why there is no figure. */
function timing(c: CaseResult | undefined): string {
  if (!c) return NOT_RUN;
  if (c.refused) return 'not measured (403)';
  if (c.error) return 'error';
  return `${ms(c.p50)} / ${ms(c.p95)}`;
}

/** Within its budget: measured and under it. A refusal (403) measured nothing, so it is not within (decision 710). */
const within = (c: CaseResult) => c.within && !c.refused;

const verdict = (c: CaseResult | undefined) => (!c ? NOT_RUN : within(c) ? 'yes' : 'NO');

const caseCell = (c: CaseResult) =>
  [c.case, c.page, c.role === 'superuser' ? '' : `as ${c.role}`].filter(Boolean).join(', ');

/** The markdown table, its count line and machine notes, and whether every measured case is within. */
export function renderPerformanceTable(
  scale: ResultsFile | undefined,
  embedded: ResultsFile | undefined,
): { text: string; ok: boolean } {
  const at = (file: ResultsFile | undefined) => new Map((file?.cases ?? []).map((c) => [caseKey(c), c]));
  const scaleCases = at(scale);
  const embeddedCases = at(embedded);
  const keys = [...new Set([...scaleCases.keys(), ...embeddedCases.keys()])];
  const first = (key: string) => (scaleCases.get(key) ?? embeddedCases.get(key))!;
  const rank = (key: string) => KIND_ORDER.indexOf(first(key).kind);
  // A stable sort: within a kind, the order the benches ran their cases in.
  keys.sort((a, b) => rank(a) - rank(b));
  const header = [
    'endpoint',
    'case',
    'budget',
    'scale-20 PostgreSQL p50 / p95 ms',
    'SQL floor p50 / p95 ms',
    'API/SQL',
    'embedded p50 / p95 ms',
    'within (scale / embedded)',
  ];
  const rows = keys.map((key) => {
    const s = scaleCases.get(key);
    const e = embeddedCases.get(key);
    const c = first(key);
    const floor = s?.sqlP50 === undefined ? (s ? '-' : NOT_RUN) : `${ms(s.sqlP50)} / ${ms(s.sqlP95 ?? 0)}`;
    const ratio = s?.ratio === undefined ? (s ? '-' : NOT_RUN) : `${s.ratio.toFixed(1)}x`;
    return [
      c.endpoint.startsWith('/') ? `\`${c.endpoint}\`` : c.endpoint,
      caseCell(c),
      c.budget,
      timing(s),
      floor,
      ratio,
      timing(e),
      `${verdict(s)} / ${verdict(e)}`,
    ];
  });
  const count = (file: ResultsFile | undefined) => {
    const cases = file?.cases ?? [];
    return { within: cases.filter(within).length, of: cases.length };
  };
  const s = count(scale);
  const e = count(embedded);
  const notes = (name: string, file: ResultsFile | undefined) =>
    file
      ? file.runs.map((run) => `- ${name}, ${run.bench}: ${run.target}, ${run.time}; ${run.machine}`)
      : [`- ${name}: ${NOT_RUN}`];
  const text = [
    line(header),
    `|${header.map((_, i) => (i < 3 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...rows.map(line),
    '',
    `${s.within} of ${s.of} within budget at scale; ${e.within} of ${e.of} embedded`,
    '',
    ...notes('scale 20', scale),
    ...notes('embedded', embedded),
  ].join('\n');
  return { text, ok: s.within === s.of && e.within === e.of };
}

/** A target's worst case of an endpoint: its p95 and which case it was, and how many are within. */
function worstOf(cases: CaseResult[]): string {
  if (cases.length === 0) return NOT_RUN;
  const measuredCases = cases.filter((c) => !c.refused && !c.error);
  const inside = cases.filter(within).length;
  if (measuredCases.length === 0) return `${inside} of ${cases.length}`;
  const worst = measuredCases.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  return `${inside} of ${cases.length}; worst p95 ${ms(worst.p95)} (${caseCell(worst)})`;
}

/**
 * The table by endpoint, one row each (the closing note's and the overview's short form of the
 * table): per target how many of its cases are within budget and the worst p95 with its case.
 */
export function renderEndpointSummary(
  scale: ResultsFile | undefined,
  embedded: ResultsFile | undefined,
): string {
  const byEndpoint = new Map<
    string,
    { kind: string; budget: string; scale: CaseResult[]; embedded: CaseResult[] }
  >();
  const add = (file: ResultsFile | undefined, side: 'scale' | 'embedded') => {
    for (const c of file?.cases ?? []) {
      const key = `${c.kind} ${c.endpoint}`;
      const entry = byEndpoint.get(key) ?? { kind: c.kind, budget: c.budget, scale: [], embedded: [] };
      entry[side].push(c);
      byEndpoint.set(key, entry);
    }
  };
  add(scale, 'scale');
  add(embedded, 'embedded');
  const rows = [...byEndpoint.entries()].sort(
    ([, a], [, b]) =>
      KIND_ORDER.indexOf(a.kind as (typeof KIND_ORDER)[number]) -
      KIND_ORDER.indexOf(b.kind as (typeof KIND_ORDER)[number]),
  );
  const header = ['endpoint', 'budget', 'scale 20: within; worst p95 ms', 'embedded: within; worst p95 ms'];
  return [
    line(header),
    `|${header.map(() => ' --- ').join('|')}|`,
    ...rows.map(([key, entry]) => {
      const endpoint = key.slice(entry.kind.length + 1);
      return line([
        endpoint.startsWith('/') ? `\`${endpoint}\`` : endpoint,
        entry.budget,
        worstOf(entry.scale),
        worstOf(entry.embedded),
      ]);
    }),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const byEndpoint = process.argv.includes('--by-endpoint');
  const [scalePath, embeddedPath] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!scalePath || !embeddedPath) {
    console.error('usage: npx tsx bench/performance-table.ts [--by-endpoint] <scale.json> <embedded.json>');
    process.exit(2);
  }
  const scale = readResults(scalePath);
  const embedded = readResults(embeddedPath);
  const { text, ok } = renderPerformanceTable(scale, embedded);
  console.log(byEndpoint ? renderEndpointSummary(scale, embedded) : text);
  process.exitCode = ok ? 0 : 1;
}
