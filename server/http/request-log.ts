import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger';
import type { ClientAddressOf } from './client-address';

export type RequestLogEnv = { Variables: { requestId: string } };

/** A request id from a proxy is kept when it looks like one; anything else gets a fresh UUID. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The Node request behind a Hono context, when @hono/node-server serves it (not in `app.request()`). */
const incomingOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/**
 * One structured log line per request: request id (x-request-id in and out), client address (the
 * one rule of `client-address.ts`), method, path, status and duration. Only the path is logged,
 * never the query (it may carry e-mail addresses) or headers (the bearer token).
 */
export function requestLog(logger: Logger, clientAddressOf: ClientAddressOf) {
  return createMiddleware<RequestLogEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    await next();
    try {
      c.res.headers.set('x-request-id', requestId);
    } catch {
      // An immutable response (e.g. a proxied one) keeps its own headers.
    }
    const status = c.res.status;
    const line = {
      reqId: requestId,
      ip: clientAddressOf(incomingOf(c)),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  });
}

/** The request id `requestLog` gave this request (for log lines written elsewhere, e.g. onError). */
export function requestIdOf(c: Context): string | undefined {
  return (c.var as Partial<RequestLogEnv['Variables']>).requestId;
}
