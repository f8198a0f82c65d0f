#!/usr/bin/env node
// The npm registry these machines reach serves only Linux builds of native packages, so
// `npm install` writes a lockfile without the other platforms' optional binaries, and
// `npm ci` then refuses it as "out of sync". This adds the missing optional entries
// (platform-tagged, so npm never fetches them here) after every lockfile change:
//   npm install && node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);

/** os / cpu / libc from names such as cli-darwin-arm64, oxide-linux-x64-musl, oxide-win32-x64-msvc. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'wasm32'].find((candidate) =>
    parts.includes(candidate),
  );
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  if (!os) return undefined;
  const platform = { os: [os], cpu: [parts[parts.indexOf(os) + 1]] };
  if (os === 'linux') platform.libc = [parts.includes('musl') ? 'musl' : 'glibc'];
  return platform;
}

/** Adds the missing optional platform entries to a parsed lockfile; answers how many. */
export function completeLockfile(lock) {
  const packages = lock.packages;
  let added = 0;
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const target = `node_modules/${name}`;
      if (packages[target] || packages[`${path}/node_modules/${name}`]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      packages[target] = { version, ...platform, dev: entry.dev, optional: true };
      added += 1;
    }
  }
  return added;
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const added = completeLockfile(lock);
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added} optional platform entries`);
}
