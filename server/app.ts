import { Hono } from 'hono';
import type { Config } from './config';
import type { Database } from './db/connect';
import { accountRoutes } from './areas/accounts/routes';
import { administratorRoutes } from './areas/administrators/routes';
import type { AuthEnv } from './http/auth';
import { requireAuth } from './http/auth';
import { errorReply } from './http/errors';
import type { TokenVerifier } from './http/tokens';
import type { Logger } from './logger';

export type AppDeps = {
  config: Config;
  database: Database;
  verifier: TokenVerifier;
  logger: Logger;
};

/** Builds the HTTP app (API and runtime config); main.ts serves it, tests call `app.request()`. */
export function buildApp(deps: AppDeps) {
  const { config, database, verifier, logger } = deps;
  const db = database.db;
  const app = new Hono();

  app.onError((error, c) => errorReply(c, error, (err) => logger.error({ err, path: c.req.path }, 'request failed')));

  app.get('/config.json', (c) =>
    c.json({
      apiBase: '/api',
      authority: config.issuer,
      clientId: config.clientId,
      environment: config.environment,
    }),
  );

  const api = new Hono<AuthEnv>();
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.use('*', requireAuth(verifier, db));
  api.route('/administrators', administratorRoutes(db));
  api.route('/accounts', accountRoutes(db));
  api.all('*', (c) => c.json({ message: 'Onbekende API-route.' }, 404));

  app.route('/api', api);
  return app;
}
