// `npm start`: builds the console when the build is missing or older than its sources, then runs
// the server in this same process (tsx's loader), so Ctrl-C reaches one process that shuts down cleanly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'index.html');

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sources = ['src', 'commands', 'domain', 'index.html', 'vite.config.ts', 'package.json']
  .map((name) => path.join(root, name))
  .filter((entry) => existsSync(entry));
const needsBuild =
  !existsSync(built) || sources.some((entry) => newestMtime(entry) > statSync(built).mtimeMs);

if (needsBuild) {
  console.log('De console wordt gebouwd...');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import('../server/main.ts');
