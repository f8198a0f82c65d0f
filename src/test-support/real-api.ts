import type { SQL } from 'drizzle-orm';
import type { ApiHarness } from '../../server/test-support/api-harness';
import { recordingApi, type StubApi } from './stub-api';

/**
 * The console's HttpClient over the real API of `harness` (a real, seeded database), signed in as
 * the demo administrator `email`: a component test then renders what the server really answers.
 */
export function realApi(harness: ApiHarness, email: string): StubApi {
  const token = harness.tokenFor(email);
  return recordingApi(async (request, url) => {
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${await token}`);
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.text();
    return harness.app.request(url.pathname + url.search, { method: request.method, headers, body });
  });
}

/** The rows of a query on the harness's database (drizzle types `execute` per driver; tests read plain rows). */
export async function sqlRows<T>(harness: ApiHarness, query: SQL): Promise<T[]> {
  return ((await harness.db.execute(query)) as unknown as { rows: T[] }).rows;
}
