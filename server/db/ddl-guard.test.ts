import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Decision 262: every table, index, function and trigger is a drizzle migration in migrations/,
 * and starting the server runs the migrator and nothing else. DDL written anywhere else in the
 * server (as `connect` once installed counters and triggers) would change a database outside the
 * migrations, so an upgrade in place could no longer be proved by upgrade.test.ts. The bulk seeder
 * may drop and rebuild indexes around a load of demo rows: it runs by hand, never at start-up.
 */
const SERVER = join(import.meta.dirname, '..');
const DDL =
  /\b(create|alter|drop)\s+(or\s+replace\s+)?(table|function|trigger|(unique\s+)?index|extension|view|materialized|sequence|type)\b/i;
const ALLOWED = new Set(['seed/bulk.ts']);

function sources(dir: string): string[] {
  return readdirSync(join(SERVER, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return ['migrations', 'test-support'].includes(entry.name) ? [] : sources(path);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('schema changes', () => {
  it('are written only as migrations', () => {
    const found = sources('')
      .filter((path) => !ALLOWED.has(path))
      .flatMap((path) =>
        readFileSync(join(SERVER, path), 'utf8')
          .split('\n')
          .flatMap((line, index) => (DDL.test(line) ? [`server/${path}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
