import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One date rule (decision 162): outside domain/dates.ts no console, command or domain code reads,
 * formats or takes apart a date itself. Each pattern below is a way a screen once showed the
 * browser's day instead of Amsterdam's.
 */

const ROOT = join(import.meta.dirname, '..');
const THE_MODULE = 'domain/dates.ts';

const FORBIDDEN: readonly [RegExp, string][] = [
  [/from ['"]date-fns/, 'date-fns'],
  [/\.toLocale(Date|Time)String\(/, 'toLocaleDateString/toLocaleTimeString'],
  [/Intl\.DateTimeFormat/, 'Intl.DateTimeFormat'],
  [/Date\.parse\(/, 'Date.parse'],
  [/\.get(FullYear|Month|Date|Day|Hours|Minutes|Seconds)\(\)/, 'a local-zone getter'],
  [/\.set(FullYear|Month|Date|Hours|Minutes|Seconds)\(/, 'a local-zone setter'],
  [/new Date\((?!\))/, 'new Date(value)'],
  [/toISOString\(\)\.(slice|substring|substr)\(/, 'a UTC day from toISOString'],
];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one date rule', () => {
  it('lets no screen, command or domain rule format or read dates another way than domain/dates.ts', () => {
    const found: string[] = [];
    for (const file of ['src', 'commands', 'domain'].flatMap(sources)) {
      if (relative('.', file) === THE_MODULE) continue;
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [pattern, name] of FORBIDDEN)
            if (pattern.test(line)) found.push(`${file}:${index + 1} ${name}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
