import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * Budget (DESIGN §7, issue 21): console initial JS (shell + palette) < 150 kB gzip. The initial JS is the
 * entry chunk plus every chunk it imports statically (what the browser must load before the shell
 * runs), read from the Vite manifest. Also prints what each area adds on its first visit.
 *
 *   npm run bench:bundle                     builds into .build-bundle/ and measures it
 *   npm run bench:bundle -- --dist dist      measures an existing `vite build --manifest` output
 */

const BUDGET_KB = 150;
/** kB as Vite prints them: 1000 bytes, gzip at zlib's default level (what a server sends). */
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, Chunk>;

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function outputDir(): Promise<string> {
  const given = argument('--dist');
  if (given) return path.resolve(given);
  const outDir = path.resolve('.build-bundle');
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
  return outDir;
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const dir = await outputDir();
const manifestPath = path.join(dir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build with \`vite build --manifest\` or omit --dist.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const sizes = new Map<string, number>();
const gzipOf = (key: string) => {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) return 0;
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dir, file))).length;
    sizes.set(file, size);
  }
  return size;
};
const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipOf(key), 0);

const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
const initial = staticClosure(manifest, entries);
const initialSize = total(initial);
const isWithin = initialSize < BUDGET_KB * 1000;

console.log(
  `console initial JS (shell + palette): ${kB(initialSize)} gzip in ${initial.size} chunks ` +
    `(budget < ${BUDGET_KB} kB: ${isWithin ? 'within' : 'OVER'})`,
);
for (const key of [...initial].sort((a, b) => gzipOf(b) - gzipOf(a)))
  console.log(`  ${kB(gzipOf(key)).padStart(9)}  ${manifest[key]?.file}`);

// An area's screens are lazy route components (dynamic entries under src/areas/<area>/). Its own
// chunks are those entries; its first visit loads them plus the shared chunks they need that the
// initial JS does not hold yet.
const areas = new Map<string, string[]>();
const otherLazy: string[] = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const area = chunk.src?.match(/^src\/areas\/([^/]+)\//)?.[1];
  if (area) areas.set(area, [...(areas.get(area) ?? []), key]);
  else otherLazy.push(key);
}
console.log('\nareas (gzip): own chunks | first visit adds (own + shared chunks not in the initial JS)');
for (const [area, keys] of [...areas].sort(([a], [b]) => a.localeCompare(b))) {
  const added = [...staticClosure(manifest, keys)].filter((key) => !initial.has(key));
  console.log(`  ${area.padEnd(18)} ${kB(total(keys)).padStart(9)} | ${kB(total(added)).padStart(9)}`);
}
if (otherLazy.length > 0) {
  console.log('\nother lazy parts (gzip): own chunk | first use adds');
  for (const key of otherLazy.sort()) {
    const added = [...staticClosure(manifest, [key])].filter((k) => !initial.has(k));
    console.log(`  ${key.padEnd(44)} ${kB(gzipOf(key)).padStart(9)} | ${kB(total(added)).padStart(9)}`);
  }
}
if (!isWithin) process.exitCode = 1;
