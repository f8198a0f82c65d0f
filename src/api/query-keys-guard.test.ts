import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One query-key factory per resource (issue 20, decision 250): a key is never written out by hand,
 * and no write throws the whole cache away. Each pattern is how a screen once did one of those.
 */

const ROOT = join(import.meta.dirname, '..', '..');

const FORBIDDEN: readonly [RegExp, string][] = [
  [/invalidateQueries\(\s*\)/, 'invalidateQueries() without a key'],
  [/invalidateQueries\(\s*\{(?![^}]*queryKey)/, 'invalidateQueries without a queryKey'],
  [/(queryKey|QueryData)\s*[:(]\s*\[\s*['"`]/, 'a hand-written key array'],
];

function offences(dir: string): string[] {
  const files = readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      readFileSync(join(ROOT, dir, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          FORBIDDEN.filter(([pattern]) => pattern.test(line)).map(
            ([, name]) => `${dir}/${file}:${index + 1} ${name}: ${line.trim()}`,
          ),
        ),
    );
}

describe('query keys come from the resource factories', () => {
  it('has no key written by hand and no invalidation without a key in the console or the commands', () => {
    expect([...offences('src'), ...offences('commands')]).toEqual([]);
  });
});
