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
    '/tlinklicenseschooloverviews',
    '/tlinklicenses/statusOverview',
    '/organisations/12/invoices/2026/9',
    '/orderstockdetails',
    '/contractbalances',
    '/contractspecifications',
  ])('runs the report %s as background work', async (path) => {
    expect(await background(path)).toBe(true);
  });

  it.each([
    '/tlinklicenses',
    '/tlinklicenses/2227-5UYK',
    '/accounts/40939',
    '/products',
    '/organisations/12',
  ])('keeps %s interactive', async (path) => {
    expect(await background(path)).toBe(false);
  });

  it('names each report once', () => {
    expect(new Set(REPORT_PATHS).size).toBe(REPORT_PATHS.length);
  });
});
