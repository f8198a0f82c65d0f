import { Hono } from 'hono';
import { accountRoutes } from './areas/accounts/routes';
import { administratorRoutes } from './areas/administrators/routes';
import { auditLogRoutes } from './areas/audit/routes';
import { exportJobRoutes } from './areas/exports/routes';
import type { Config } from './config';
import type { Database } from './db/connect';
import { auditTrail } from './http/audit';
import type { AuthEnv } from './http/auth';
import { requireAuth } from './http/auth';
import { errorReply } from './http/errors';
import { requestIdOf, requestLog } from './http/request-log';
import type { TokenVerifier } from './http/tokens';
import { exportsDirOf } from './jobs/export-files';
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

  app.use('*', requestLog(logger));
  app.onError((error, c) =>
    errorReply(c, error, (err) =>
      logger.error({ err, reqId: requestIdOf(c), path: c.req.path }, 'request failed'),
    ),
  );

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
  api.use('*', auditTrail(db, logger));
  api.route('/administrators', administratorRoutes(db));
  api.route('/accounts', accountRoutes(db));
  api.route('/es/auditlog', auditLogRoutes(db));
  api.route('/exportjobs', exportJobRoutes(db, exportsDirOf(config.dataDir)));
  api.all('*', (c) => c.json({ message: 'Onbekende API-route.' }, 404));

  app.route('/api', api);
  return app;
}
