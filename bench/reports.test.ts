import { describe, expect, it } from 'vitest';
import { deepPageOf, FIRST_PAGE } from './reports';

const answer = (contentRange: string | null) =>
  new Response('[]', { headers: contentRange ? { 'content-range': contentRange } : {} });

describe('deepPageOf (the deep page of the reports and the stall case)', () => {
  it('asks 50 rows from the page boundary half-way through the first page’s total', async () => {
    expect(FIRST_PAGE).toBe('items=0-49');
    expect(await deepPageOf(answer('items 0-49/121618'))).toBe('items=60800-60849');
    expect(await deepPageOf(answer('items 0-49/200'))).toBe('items=100-149');
  });

  it('falls back to the first page when the answer has no total', async () => {
    expect(await deepPageOf(answer('items 0-9/10'))).toBe('items=0-49');
    expect(await deepPageOf(answer(null))).toBe('items=0-49');
  });
});
