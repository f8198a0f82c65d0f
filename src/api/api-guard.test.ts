import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 20, decisions 250 and 251. One query-key factory per resource: a key is never written out
 * by hand, and no write throws the whole cache away. One reply contract: a reply is parsed with its
 * schema from domain/schemas, never let through as whatever type a cast says. Each pattern is how
 * the console once did one of those.
 */

const ROOT = join(import.meta.dirname, '..', '..');

const KEYS: readonly [RegExp, string][] = [
  [/invalidateQueries\(\s*\)/, 'invalidateQueries() without a key'],
  [/invalidateQueries\(\s*\{(?![^}]*queryKey)/, 'invalidateQueries without a queryKey'],
  [/(queryKey|QueryData)\s*[:(]\s*\[\s*['"`]/, 'a hand-written key array'],
];

const REPLIES: readonly [RegExp, string][] = [
  [/v\.custom\s*</, 'a reply schema that checks nothing (v.custom)'],
  [/\bas (unknown as )?v\.GenericSchema/, 'a schema cast to another type'],
  [/\.json\(\)\)\s*as\b/, 'a reply cast instead of parsed'],
  [/\bv\.(object|looseObject|strictObject)\(/, 'a reply shape kept in src/api instead of domain/schemas'],
  [/\bas (string|number|boolean|QueryParams)\b/, 'a query value cast instead of typed'],
];

function offences(dir: string, forbidden: readonly [RegExp, string][]): string[] {
  const files = readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      readFileSync(join(ROOT, dir, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          forbidden
            .filter(([pattern]) => pattern.test(line))
            .map(([, name]) => `${dir}/${file}:${index + 1} ${name}: ${line.trim()}`),
        ),
    );
}

describe('query keys come from the resource factories', () => {
  it('has no key written by hand and no invalidation without a key in the console or the commands', () => {
    expect([...offences('src', KEYS), ...offences('commands', KEYS)]).toEqual([]);
  });
});

describe('replies are parsed with their domain schema', () => {
  it('has no v.custom, schema cast or cast reply in src/api', () => {
    expect(offences('src/api', REPLIES)).toEqual([]);
  });
});
