import { Hono } from 'hono';
import { accessUrlRoutes } from './areas/access-urls/routes';
import { pseudoIdLookupRoutes } from './areas/accounts/pseudo-id-routes';
import { accountRoutes } from './areas/accounts/routes';
import { activityRoutes } from './areas/activity/routes';
import { administratorRoutes } from './areas/administrators/routes';
import { auditLogRoutes } from './areas/audit/routes';
import { productTransferRoutes } from './areas/beheer/routes';
import {
  contractBalanceRoutes,
  contractSpecificationRoutes,
  schoolContractRoutes,
} from './areas/contracts/routes';
import { eckRoutes } from './areas/eck/routes';
import { exportJobRoutes } from './areas/exports/routes';
import { externalAccountRoutes } from './areas/external-accounts/routes';
import { invoiceActionRoutes, organisationInvoiceRoutes } from './areas/invoices/routes';
import { licenseMessageRoutes } from './areas/license-messages/routes';
import { schoolOverviewRoutes, statusOverviewRoutes } from './areas/license-overviews/routes';
import { logEntryRoutes } from './areas/log-entries/routes';
import { oauthClientRoutes } from './areas/oauth-clients/routes';
import { eckAccountRoutes } from './areas/orders/eck-account-routes';
import { orderDetailRoutes, orderImportRoutes, orderStockRoutes } from './areas/orders/routes';
import { organisationRoutes, organisationStyleRoutes } from './areas/organisations/routes';
import { poLicenseRoutes } from './areas/po-licenses/routes';
import { productImportRoutes } from './areas/product-import/routes';
import { productRoutes } from './areas/products/routes';
import { schoolYearRoutes } from './areas/products/school-year-routes';
import { roleRoutes } from './areas/roles/routes';
import { serviceWindowRoutes } from './areas/service-windows/routes';
import { supportEntryRoutes } from './areas/support-entries/routes';
import { tlinkRoutes } from './areas/tlinks/routes';
import { wasWordtRoutes } from './areas/was-wordt/routes';
import type { Config } from './config';
import type { Database } from './db/connect';
import { auditTrail } from './http/audit';
import type { AuthEnv } from './http/auth';
import { requireAuth } from './http/auth';
import { reportsAsBackground } from './http/background-calls';
import { bodyLimits } from './http/body-limits';
import { clientAddressReader } from './http/client-address';
import { errorReply } from './http/errors';
import { refuseHead } from './http/methods';
import { requestIdOf, requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import type { TokenVerifier } from './http/tokens';
import { accountEndpoints } from './idp/account-endpoints';
import { type LicenseMessageTransport, transportFromEnv } from './jobs/license-message-outbox';
import type { Logger } from './logger';
import { openApiRoutes } from './openapi/routes';

export type AppDeps = {
  config: Config;
  database: Database;
  verifier: TokenVerifier;
  logger: Logger;
  /** Where licence messages go; LICENSE_MESSAGE_ENDPOINT decides when none is given. */
  licenseMessageTransport?: LicenseMessageTransport;
};

/** Builds the HTTP app (API and runtime config); main.ts serves it, tests call `app.request()`. */
export function buildApp(deps: AppDeps) {
  const { config, database, verifier, logger } = deps;
  const db = database.db;
  const app = new Hono();

  app.use('*', requestLog(logger, clientAddressReader(config.trustedProxies)));
  app.use('*', securityHeaders(config));
  app.use('*', bodyLimits());
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
  api.use('*', refuseHead);
  api.get('/health', (c) => c.json({ status: 'ok' }));
  // The API's description and its reference page are public, like the spec they follow (decision 360).
  api.route('/', openApiRoutes(config));
  api.use('*', requireAuth(verifier, db, database.authChanges()));
  api.use('*', auditTrail(db, logger));
  reportsAsBackground(api);
  api.route('/administrators', administratorRoutes(db));
  api.route('/accounts', accountRoutes(db));
  api.route('/accounts', activityRoutes(db));
  api.route('/externalaccounts', externalAccountRoutes(db));
  api.route('/accessurls', accessUrlRoutes(db));
  api.route('/organisations/:id/invoices', organisationInvoiceRoutes(db));
  api.route('/organisations', pseudoIdLookupRoutes(db));
  api.route('/organisations', organisationRoutes(db));
  api.route('/organisationstyles', organisationStyleRoutes(db));
  api.route('/roles', roleRoutes(db));
  api.route('/oauthclients', oauthClientRoutes(db));
  api.route('/es/auditlog', auditLogRoutes(db));
  api.route('/exportjobs', exportJobRoutes(db));
  api.route('/logentries', logEntryRoutes(db));
  api.route('/schoolcontracts', schoolContractRoutes(db));
  api.route('/contractbalances', contractBalanceRoutes(db));
  api.route('/contractspecifications', contractSpecificationRoutes(db));
  api.route('/orderdetails', orderDetailRoutes(db));
  api.route('/orderstockdetails', orderStockRoutes(db));
  api.route('/orders', orderImportRoutes(db));
  api.route('/eckaccounts', eckAccountRoutes(db));
  api.route('/invoices', invoiceActionRoutes(db));
  api.route('/waswordtitems', wasWordtRoutes(db));
  api.route('/supportentries', supportEntryRoutes(db));
  api.route('/tlinklicenses/statusOverview', statusOverviewRoutes(db));
  api.route('/tlinklicenses', tlinkRoutes(db));
  api.route('/tlinklicenseschooloverviews', schoolOverviewRoutes(db));
  api.route('/ecklicenses', eckRoutes(db));
  api.route(
    '/generatelicensemessages',
    licenseMessageRoutes(db, deps.licenseMessageTransport ?? transportFromEnv(process.env, logger)),
  );
  api.route('/policenses', poLicenseRoutes(db));
  api.route('/products', productTransferRoutes(db, config));
  api.route('/products', productImportRoutes(db));
  api.route('/products', productRoutes(db));
  api.route('/servicewindows', serviceWindowRoutes(db));
  api.route('/schoolyears', schoolYearRoutes(db));
  api.all('*', (c) => c.json({ message: 'Onbekende API-route.' }, 404));

  app.route('/api', api);
  app.route('/idp', accountEndpoints({ config, db, verifier, logger, authChanges: database.authChanges() }));
  return app;
}
