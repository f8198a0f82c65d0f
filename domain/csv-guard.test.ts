import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One CSV reader and one CSV writer (decision 480): papaparse reads every upload and writes every
 * file, behind domain/csv-import.ts and domain/csv-text.ts; nothing else quotes cells by hand.
 */

const ROOT = join(import.meta.dirname, '..');
const THE_MODULES = ['domain/csv-import.ts', 'domain/csv-text.ts'];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return /^(test|test-support|node_modules)$/.test(entry.name) ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ['src', 'commands', 'domain', 'server'].flatMap(sources).map((file) => relative('.', file));
const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('one CSV reader and writer', () => {
  it('reads and writes CSV with papaparse in domain/ only', () => {
    expect(files.filter((file) => /from 'papaparse'/.test(text(file))).sort()).toEqual(THE_MODULES);
  });

  it('lets no other module quote a cell by hand', () => {
    const quoting = /replaceAll\(\s*'"',\s*'""'\s*\)|replace\(\/"\/g,\s*'""'\)/;
    expect(files.filter((file) => !THE_MODULES.includes(file) && quoting.test(text(file)))).toEqual([]);
  });
});
