import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isBackground } from '../db/turns';
import { REPORT_PATHS, reportsAsBackground } from './background-calls';

/** Which calls yield the embedded database's connection to lookups (decision 333). */
describe('reportsAsBackground', () => {
  const api = new Hono();
  reportsAsBackground(api);
  api.get('*', (c) => c.json({ background: isBackground() }));
  const background = async (path: string) =>
    ((await (await api.request(path)).json()) as { background: boolean }).background;

  it.each([
    ['/tlinklicenseschooloverviews', 'as background work'],
    ['/tlinklicenses/statusOverview', 'as background work'],
    ['/organisations/12/invoices/2026/9', 'as background work'],
    ['/orderstockdetails', 'as background work'],
    ['/contractbalances', 'as background work'],
    ['/contractspecifications', 'as background work'],
    ['/tlinklicenses', 'interactively'],
    ['/tlinklicenses/2227-5UYK', 'interactively'],
    ['/accounts/40939', 'interactively'],
    ['/products', 'interactively'],
    ['/organisations/12', 'interactively'],
  ])('runs %s %s', async (path, runs) => {
    expect(await background(path)).toBe(runs === 'as background work');
  });

  it('names each report once', () => {
    expect(new Set(REPORT_PATHS).size).toBe(REPORT_PATHS.length);
  });
});
