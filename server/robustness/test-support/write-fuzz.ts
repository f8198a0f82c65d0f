import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, SUPERUSER, startApiHarness } from '../../test-support/api-harness';
import { hostileBody, hostileText, refusalChecker, runs } from './fuzz-kit';
import { type WriteEndpoint, writeEndpoints } from './write-endpoints';

/** Hostile bodies per endpoint; enough to reach every field a few times, bounded for the 2-core CI. */
export const RUNS_PER_ENDPOINT = 10;
export const RAW_RUNS_PER_ENDPOINT = 2;

/**
 * The write-body properties for the endpoints named: hostile JSON (mostly mutations of a valid
 * body) and text that is not JSON. Failures of all endpoints are collected and shown at once.
 */
export function describeWriteFuzz(title: string, names: readonly string[]) {
  let api: ApiHarness;
  let endpoints: WriteEndpoint[];
  let check: ReturnType<typeof refusalChecker>;

  beforeAll(async () => {
    api = await startApiHarness();
    endpoints = (await writeEndpoints(api)).filter((endpoint) => names.includes(endpoint.name));
    check = refusalChecker(api.db);
  }, 120_000);
  afterAll(() => api?.close());

  const failureOf = (endpoint: WriteEndpoint) => (error: Error) =>
    `${endpoint.name}: ${error.message.split('\n').slice(0, 3).join(' ')} ${String((error.cause as Error | undefined)?.message).slice(0, 1200)}`;

  describe(title, () => {
    it('knows every endpoint it names', () => {
      expect(endpoints.map((endpoint) => endpoint.name)).toEqual(names);
    });

    it('never answers 5xx to a hostile body, refuses in Dutch and then writes nothing', async () => {
      let refused = 0;
      let accepted = 0;
      const failures: string[] = [];
      for (const endpoint of endpoints) {
        await fc
          .assert(
            fc.asyncProperty(hostileBody(endpoint.valid), async (body) => {
              const reply = await check(
                () =>
                  api.as(endpoint.as ?? SUPERUSER)(endpoint.path, {
                    method: endpoint.method,
                    body: JSON.stringify(body) ?? 'null',
                  }),
                `${endpoint.method} ${endpoint.path} ${JSON.stringify(body)?.slice(0, 400)}`,
              );
              if (reply.status >= 400) refused += 1;
              else accepted += 1;
            }),
            runs(RUNS_PER_ENDPOINT),
          )
          .catch((error: Error) => failures.push(failureOf(endpoint)(error)));
      }
      expect(failures.join('\n\n')).toBe('');
      // The generator reaches both sides: most mutations are refused, some are still valid.
      expect(refused).toBeGreaterThan(endpoints.length * 5);
      expect(accepted).toBeGreaterThan(0);
    }, 180_000);

    it('refuses a body that is not JSON, in Dutch, and writes nothing', async () => {
      const failures: string[] = [];
      for (const endpoint of endpoints) {
        await fc
          .assert(
            fc.asyncProperty(hostileText, async (text) => {
              const { status } = await check(
                () => api.as(SUPERUSER)(endpoint.path, { method: endpoint.method, body: text }),
                `${endpoint.method} ${endpoint.path} raw ${JSON.stringify(text)}`,
              );
              expect(status).toBeGreaterThanOrEqual(400);
            }),
            runs(RAW_RUNS_PER_ENDPOINT),
          )
          .catch((error: Error) => failures.push(failureOf(endpoint)(error)));
      }
      expect(failures.join('\n\n')).toBe('');
    }, 120_000);
  });
}
