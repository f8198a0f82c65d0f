import { createMiddleware } from 'hono/factory';
import { requestMessages } from '../../domain/messages';
import { AppError } from './errors';

/**
 * Hono answers a HEAD by running the GET handler and dropping the body, and two of the spec's GETs
 * change something (the OAuth secret reset, a list with `Accept: text/csv` that queues an export):
 * the API refuses HEAD with 405 before anything runs (decision 186).
 */
export const refuseHead = createMiddleware(async (c, next) => {
  if (c.req.method !== 'HEAD') return next();
  c.header('Allow', 'GET');
  throw new AppError('methodNotAllowed', requestMessages.headNotAllowed);
});
