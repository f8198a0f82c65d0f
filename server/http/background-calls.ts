import type { Hono, MiddlewareHandler } from 'hono';
import { asBackground } from '../db/turns';

/**
 * The reports that aggregate many licences. On the embedded database their statements wait while
 * a lookup or a list page is queued (decision 333); on PostgreSQL the mark changes nothing.
 */
export const REPORT_PATHS = [
  '/tlinklicenseschooloverviews',
  '/tlinklicenses/statusOverview',
  '/organisations/:id/invoices',
  '/orderstockdetails',
  '/contractbalances',
  '/contractspecifications',
] as const;

/** Runs the rest of the call as background work (its queries yield to interactive ones). */
const asBackgroundCall: MiddlewareHandler = (_c, next) => asBackground(next);

/** Marks the report calls of `api` (after sign-in, which stays interactive) as background work. */
// biome-ignore lint/suspicious/noExplicitAny: any app's environment; the middleware reads none of it.
export function reportsAsBackground(api: Hono<any>) {
  for (const path of REPORT_PATHS) api.use(`${path}/*`, asBackgroundCall);
}
