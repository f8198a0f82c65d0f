#!/usr/bin/env node
// Checks docs/conformance.md: every test a row names exists, and every row names a test or says GAP.
// `node scripts/check-conformance.mjs` prints the problems and the counts;
// `--write` also rewrites the counts line at the top of the document.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONFORMANCE_DOC = 'docs/conformance.md';
const COUNTS_START = '<!-- counts -->';
const COUNTS_END = '<!-- /counts -->';
const REF = /`([^`]+?) › ([^`]+)`/g;

/** Splits a markdown table line into its cells (a `\|` stays inside its cell). */
function cells(line) {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** The rows of every table whose header has a 'tests' column, with their line numbers. */
export function parseRows(markdown) {
  const rows = [];
  let columns = null;
  markdown.split('\n').forEach((line, index) => {
    if (!line.trim().startsWith('|')) {
      columns = null;
      return;
    }
    const row = cells(line);
    if (columns === null) {
      columns = row.map((cell) => cell.toLowerCase());
      return;
    }
    if (row.every((cell) => /^:?-+:?$/.test(cell))) return;
    const testsAt = columns.indexOf('tests');
    if (testsAt < 0) return;
    const value = (name) => row[columns.indexOf(name)] ?? '';
    rows.push({
      line: index + 1,
      spec: value('spec'),
      requirement: value('requirement'),
      tests: row[testsAt] ?? '',
      decision: value('decision'),
      finding: value('finding'),
    });
  });
  return rows;
}

/** The `path › title` references of a tests cell. */
export function testRefs(cell) {
  return [...cell.matchAll(REF)].map((match) => ({ file: match[1].trim(), title: match[2].trim() }));
}

/** Whether a test file holds the title as a string literal (quotes in the file may be escaped). */
function holdsTitle(source, title) {
  const text = source.replace(/\\(['"`])/g, '$1');
  return ["'", '"', '`'].some((quote) => text.includes(`${quote}${title}${quote}`));
}

/** Checks the document under `root`; answers the problems found and the counts. */
export function checkConformance(root, markdown = readFileSync(join(root, CONFORMANCE_DOC), 'utf8')) {
  const rows = parseRows(markdown);
  const problems = [];
  const sources = new Map();
  const counts = { rows: rows.length, withTest: 0, withDecision: 0, gaps: 0 };
  for (const row of rows) {
    const refs = testRefs(row.tests);
    if (row.decision.trim() !== '') counts.withDecision++;
    if (refs.length > 0) counts.withTest++;
    else if (/^GAP\b/.test(row.tests)) counts.gaps++;
    else problems.push(`line ${row.line}: names no test and is not marked GAP (${row.requirement})`);
    for (const { file, title } of refs) {
      if (!sources.has(file)) {
        const path = join(root, file);
        sources.set(file, existsSync(path) ? readFileSync(path, 'utf8') : null);
      }
      const source = sources.get(file);
      if (source === null) problems.push(`line ${row.line}: no test file ${file}`);
      else if (!holdsTitle(source, title)) problems.push(`line ${row.line}: ${file} has no test '${title}'`);
    }
  }
  return { problems, counts };
}

/** The counts line the document carries at its top. */
export function countsLine({ rows, withTest, withDecision, gaps }) {
  return `${COUNTS_START} **${rows} rows** · ${withTest} with a test · ${withDecision} with a recorded decision · ${gaps} gaps left ${COUNTS_END}`;
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const path = join(root, CONFORMANCE_DOC);
  const markdown = readFileSync(path, 'utf8');
  const { problems, counts } = checkConformance(root, markdown);
  for (const problem of problems) console.error(problem);
  const line = countsLine(counts);
  console.log(line);
  if (process.argv.includes('--write')) {
    const pattern = new RegExp(`${COUNTS_START}.*${COUNTS_END}`);
    writeFileSync(path, markdown.replace(pattern, line));
  }
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
