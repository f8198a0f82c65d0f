#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch) and the Vite dev server side by side. Ctrl-C, or
// either process ending, stops both.
import { spawn } from 'node:child_process';

const isWindows = process.platform === 'win32';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    shell: isWindows,
    detached: !isWindows,
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', shell: isWindows, detached: !isWindows }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      // Each child leads its own process group, so npx's grandchildren stop with it.
      if (isWindows) child.kill('SIGTERM');
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
