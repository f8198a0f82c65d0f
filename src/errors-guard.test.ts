import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One error display (issue 20 item 9, decision 231): an error is shown by the kit's ItemError,
 * ListError, InlineError or ProblemList (src/kit), or by the shell's own pages, never by a block a
 * screen draws itself: the texts, colours and what a screen reader hears would drift apart again.
 */
const ROOT = join(import.meta.dirname, '..');
const OWNERS = ['src/kit/', 'src/shell/'];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('error display', () => {
  it('draws no role="alert" block outside the kit and the shell', () => {
    const found = sources('src')
      .filter((path) => !OWNERS.some((owner) => path.startsWith(owner)))
      .flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /role=["'{]+alert/.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
