import { expect } from 'vitest';
import type { ApiHarness } from './api-harness';

/**
 * A list read whole (one range up to 999) and again in pages of `size`: the pages must hold the
 * same rows in the same order, and every reply the same total (spec 000 §7). Issue 21: lists that
 * choose a page's keys before reading its rows prove here that the pages did not change.
 */
export async function expectPagesOfWhole(api: ApiHarness, as: string, url: string, size = 7) {
  const read = async (range: string) => {
    const response = await api.as(as)(url, { headers: { range } });
    expect(response.status, `${url} ${range}`).toBe(200);
    return {
      rows: (await response.json()) as unknown[],
      total: response.headers.get('content-range')?.split('/')[1],
    };
  };
  const whole = await read('items=0-998');
  expect(whole.rows.length, url).toBeLessThan(999);
  expect(whole.total, url).toBe(String(whole.rows.length));
  const paged: unknown[] = [];
  for (let start = 0; start < whole.rows.length; start += size) {
    const page = await read(`items=${start}-${start + size - 1}`);
    expect(page.total, `${url} from ${start}`).toBe(whole.total);
    paged.push(...page.rows);
  }
  expect(paged, url).toEqual(whole.rows);
  return whole;
}
