import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Decision 500: a list's filter declaration (`defineListFilters`) lives in its area, in
 * `src/areas/<area>/<list>-list.ts` beside the list's screen, and the route file imports it for
 * `validateSearch`. The file is loaded with the route table at start-up, so it holds the
 * declaration only: no React, no API module, no screen (those load with the screen).
 */

const SRC = join(import.meta.dirname, '..');

/** Per-route search files not moved yet; this list only shrinks (lists4, dup-cmd move theirs). */
const NOT_MOVED_YET: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

describe('list declarations (decision 500)', () => {
  it('declare filters only in an area list file (or a route search file not moved yet)', () => {
    const declaring = files
      .filter(
        (file) => file.text.includes('defineListFilters(') && file.path !== join('kit', 'list-filters.ts'),
      )
      .map((file) => file.path);
    const misplaced = declaring.filter(
      (path) =>
        !/^areas\/[\w-]+\/[\w-]+-list\.ts$/.test(path) &&
        !NOT_MOVED_YET.some((name) => path === join('routes', name)),
    );
    expect(misplaced).toEqual([]);
  });

  it('keeps no per-route search file beyond those not moved yet', () => {
    const searchFiles = readdirSync(join(SRC, 'routes')).filter((name) => name.endsWith('-search.ts'));
    // A moved file leaves this list too, so it cannot grow back.
    expect(searchFiles.sort()).toEqual([...NOT_MOVED_YET].sort());
  });

  it('load nothing of the screen: a list file imports no React, API module or screen', () => {
    const heavy = /from '(react|@tanstack\/[\w-]+|lucide-react)'|from '[./]+\/api\/|from '\.\/[\w-]+-screen'/;
    const lists = files.filter((file) => /^areas\/[\w-]+\/[\w-]+-list\.ts$/.test(file.path));
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.filter((file) => heavy.test(file.text)).map((file) => file.path)).toEqual([]);
  });
});
