import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';
import type { ApiOperation } from './operation';
import { apiOperations } from './operations';

/*
 * Decisions 360 and 362: a declared reply schema is what the handler really answers. Every read
 * that needs no input beyond an item id is called as the superuser on the demo data, and its reply
 * (each row of a list) must parse with the schema the document shows and the console parses with.
 */

const api = fileApiHarness();

/** Reads the document can call without choosing anything: no required query parameter. */
function callableReads(): ApiOperation[] {
  return apiOperations.filter(
    (operation) =>
      operation.method === 'get' &&
      operation.reply !== undefined &&
      operation.access !== 'public' &&
      !operation.textParams &&
      (operation.query === undefined ||
        Object.values(operation.query.entries).every((entry) => entry.type === 'optional')),
  );
}

/** The id of an item the demo data holds for each path that names one. */
async function firstIdOf(collection: string): Promise<number | null> {
  const call = api.as(SUPERUSER);
  const res = await call(`/api/${collection}`, { headers: { Range: 'items=0-0' } });
  if (res.status !== 200) return null;
  const [first] = (await res.json()) as { id?: number }[];
  return first?.id ?? null;
}

describe('declared replies', () => {
  it('parse every reply of every read with its declared schema', async () => {
    const call = api.as(SUPERUSER);
    const checked: string[] = [];
    const failures: string[] = [];
    for (const operation of callableReads()) {
      let path = operation.path;
      if (path.includes('{')) {
        const collection = path.split('/')[1]!;
        const id = await firstIdOf(collection);
        if (id === null) continue;
        path = path.replace(/\{\w+\}/g, String(id));
      }
      const res = await call(`/api${path}`);
      if (res.status === 404 && operation.path.includes('{')) continue;
      if (res.status !== 200) {
        failures.push(`${operation.path}: ${res.status}`);
        continue;
      }
      const body: unknown = await res.json();
      const schema = operation.list ? v.array(operation.reply!) : operation.reply!;
      const parsed = v.safeParse(schema, body);
      if (!parsed.success)
        failures.push(`${operation.path}: ${v.getDotPath(parsed.issues[0]!)} ${parsed.issues[0]!.message}`);
      checked.push(operation.path);
    }
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(40);
  });
});
