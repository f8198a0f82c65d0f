import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { checkConformance } from './check-conformance.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const table = (tests: string) =>
  [
    '| spec | requirement | tests | decision | finding |',
    '| --- | --- | --- | --- | --- |',
    `| 000 §1 | a requirement | ${tests} | 004 | |`,
  ].join('\n');

describe('docs/conformance.md', () => {
  it('names only tests that exist, and every row names a test or is marked GAP', () => {
    const { problems, counts } = checkConformance(root);
    expect(problems).toEqual([]);
    expect(counts.rows).toBeGreaterThan(400);
    expect(counts.withTest + counts.gaps).toBe(counts.rows);
  });

  it('fails on a test file or a test title that does not exist', () => {
    const missingTitle = checkConformance(
      root,
      table('`domain/messages.test.ts › proves something nobody wrote`'),
    );
    expect(missingTitle.problems).toEqual([
      "line 3: domain/messages.test.ts has no test 'proves something nobody wrote'",
    ]);
    const missingFile = checkConformance(root, table('`server/nowhere.test.ts › anything`'));
    expect(missingFile.problems).toEqual(['line 3: no test file server/nowhere.test.ts']);
  });

  it('fails on a row without a test that is not marked GAP, and counts the rest', () => {
    expect(checkConformance(root, table('')).problems).toEqual([
      'line 3: names no test and is not marked GAP (a requirement)',
    ]);
    const gap = checkConformance(root, table('GAP: not built'));
    expect(gap.problems).toEqual([]);
    expect(gap.counts).toEqual({ rows: 1, withTest: 0, withDecision: 1, gaps: 1 });
    const named = checkConformance(
      root,
      table('`scripts/check-conformance.test.ts › fails on a test file or a test title that does not exist`'),
    );
    expect(named.problems).toEqual([]);
    expect(named.counts).toEqual({ rows: 1, withTest: 1, withDecision: 1, gaps: 0 });
  });
});
