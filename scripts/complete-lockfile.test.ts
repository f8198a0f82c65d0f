import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { completeLockfile } from './complete-lockfile.mjs';

describe('package-lock.json', () => {
  it('lists every platform binary of every optional dependency, so npm ci works on a fresh machine', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    expect(completeLockfile(lock)).toBe(0);
  });

  it('tags an added entry with its platform so npm never fetches it elsewhere', () => {
    const lock = {
      packages: {
        'node_modules/tool': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: { '@x/cli-darwin-arm64': '1.0.0', '@x/cli-linux-x64-musl': '1.0.0' },
        },
      },
    };
    expect(completeLockfile(lock)).toBe(2);
    expect(lock.packages).toMatchObject({
      'node_modules/@x/cli-darwin-arm64': {
        version: '1.0.0',
        os: ['darwin'],
        cpu: ['arm64'],
        optional: true,
        dev: true,
      },
      'node_modules/@x/cli-linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
    });
  });
});
