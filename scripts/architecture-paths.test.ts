import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/architecture.md is where a newcomer looks first (issue 20 item 11): a path it names that
 * has moved or gone sends them nowhere, and an area it leaves out they cannot find from it.
 */
const root = path.resolve(import.meta.dirname, '..');
const text = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');

/** Repository paths in backticks: a folder or a file under a top-level folder, no placeholders. */
const named = [...text.matchAll(/`([a-z][\w.-]*\/[\w.-][\w./-]*)`/g)]
  .map((match) => match[1]!)
  .filter((named) => !/[<>*{}]|\bX\b/.test(named));

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'test-support')
    .map((entry) => `${dir}/${entry.name}/`);

describe('docs/architecture.md', () => {
  it('names only paths that exist', () => {
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it('names every console area and every server area', () => {
    const areas = [...folders('src/areas'), ...folders('server/areas')];
    expect(areas.filter((folder) => !text.includes(`\`${folder}\``))).toEqual([]);
  });

  it('names every route file', () => {
    // The root, the start redirect and the refusal page are the shell's, not a feature's.
    const shell = ['root.tsx', 'start-redirect.tsx', 'access-denied.tsx'];
    const screens = readdirSync(path.join(root, 'src/routes')).filter(
      (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && !shell.includes(file),
    );
    expect(screens.filter((file) => !text.includes(`\`src/routes/${file}\``))).toEqual([]);
  });
});
