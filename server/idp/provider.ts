import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { IDP_FORM_LIMIT } from '../http/body-limits';
import { type ClientAddressOf, clientAddressReader } from '../http/client-address';
import { commonSecurityHeaders } from '../http/security-headers';
import type { Logger } from '../logger';
import { pruneExpiredPayloads } from './adapter';
import { buildConfiguration } from './configuration';
import { errorPage } from './error-page';
import { createInteractionRoutes, send } from './interactions';
import type { KeyMaterial } from './keys';
import { importOidcProvider, logProviderEvents } from './runtime';
import { createLoginThrottle } from './throttle';

/** The path system.ts forwards to `handler`, whatever the issuer's public path (a proxy may add a prefix). */
export const IDP_MOUNT_PATH = '/idp';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export type IdentityProvider = {
  /** Answers every request whose path starts with `/idp`, prefix included. */
  handler(req: IncomingMessage, res: ServerResponse): void;
  /** The signing and cookie keys in use; the API verifies tokens with their public half. */
  keys(): KeyMaterial;
};

export type IdentityProviderDeps = {
  config: Pick<Config, 'issuer' | 'publicUrl' | 'audience' | 'clientId' | 'environment' | 'trustedProxies'>;
  db: Db;
  logger: Logger;
  keys: KeyMaterial;
};

/** The embedded OpenID Connect provider at `/idp`: the console's sign-in, JWT access tokens for the API. */
export async function createIdentityProvider(deps: IdentityProviderDeps): Promise<IdentityProvider> {
  const { config, db, logger, keys } = deps;
  const { Provider, errors } = await importOidcProvider();
  // The issuer's path as the browser sees it (normally '/idp'): every URL the provider hands out starts with it.
  const basePath = new URL(config.issuer).pathname.replace(/\/$/, '');
  // RFC 8707 wants an absolute URI as resource indicator; the token's `aud` is still config.audience.
  const resource = `${config.publicUrl}/api`;

  const provider = new Provider(
    config.issuer,
    buildConfiguration({
      config,
      db,
      keys,
      resource,
      interactionUrl: (uid) => `${basePath}/interaction/${uid}`,
      InvalidTarget: errors.InvalidTarget,
    }),
  );
  // Koa reads the scheme and host from X-Forwarded-*: the handler writes those from PUBLIC_URL on
  // every request, so https (and Secure cookies) and every URL the provider builds are PUBLIC_URL's,
  // whatever a client or proxy sends (decision 182).
  provider.proxy = true;
  // ...but not the client's address: Koa would believe any X-Forwarded-For (decision 156).
  const clientAddressOf = clientAddressReader(config.trustedProxies);
  applyClientAddressRule(provider, clientAddressOf);
  cacheDiscoveryAndKeys(provider);
  logProviderEvents(provider, logger);
  renderNotFoundInDutch(provider, `${config.publicUrl}/`);

  const interactions = createInteractionRoutes({
    provider,
    db,
    config,
    logger,
    throttle: createLoginThrottle(db),
    clientAddressOf,
    basePath,
    resource,
  });
  const callback = provider.callback();

  await pruneExpiredPayloads(db);
  setInterval(() => {
    pruneExpiredPayloads(db).catch((err: unknown) =>
      logger.warn({ err }, 'idp: pruning expired state failed'),
    );
  }, PRUNE_INTERVAL_MS).unref();

  const securityHeaders = Object.entries(commonSecurityHeaders(config));
  const publicUrl = new URL(config.publicUrl);
  const publicHost = publicUrl.host;
  const publicScheme = publicUrl.protocol.replace(':', '');

  return {
    keys: () => keys,
    handler(req, res) {
      // Pages set their own nonce CSP (layout.ts); every reply gets the common headers first.
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      // Browsers reach us only through PUBLIC_URL: its scheme and host are the request's, whatever
      // Host and X-Forwarded-* say (a forged header must not move discovery, jwks or redirects
      // elsewhere, nor drop https when a proxy sends no X-Forwarded-Proto). Decisions 100 and 182.
      req.headers.host = publicHost;
      req.headers['x-forwarded-host'] = publicHost;
      req.headers['x-forwarded-proto'] = publicScheme;
      delete req.headers['x-forwarded-port'];
      // Every form the provider reads is small: a body declared larger is refused unread; one without
      // Content-Length is cut off while read (the login page here, oidc-provider's own parser at 56 kB).
      if (Number(req.headers['content-length'] ?? 0) > IDP_FORM_LIMIT) {
        send(res, 413, errorPage({ code: 'request_too_large', consoleUrl: `${config.publicUrl}/` }));
        return;
      }
      const url = req.url ?? '/';
      const rest = url.startsWith(IDP_MOUNT_PATH) ? url.slice(IDP_MOUNT_PATH.length) : url;
      const path = rest.startsWith('/') ? rest : `/${rest}`;
      if (interactions.matches(path)) {
        void interactions.handle(req, res, path);
        return;
      }
      // Mounted the way Express mounts it: the provider routes on `url` and builds its own URLs
      // from the part of `originalUrl` in front of it.
      Object.assign(req, { originalUrl: `${basePath}${path}` });
      req.url = path;
      callback(req, res).catch((err: unknown) => {
        logger.error({ err }, 'idp: request failed');
        if (!res.headersSent)
          send(res, 500, errorPage({ code: 'server_error', consoleUrl: `${config.publicUrl}/` }));
      });
    },
  };
}

/** `ctx.ip` inside the provider follows the server's one rule for a client's address. */
function applyClientAddressRule(provider: Provider, clientAddressOf: ClientAddressOf): void {
  provider.use(async (ctx, next) => {
    ctx.request.ip = clientAddressOf(ctx.req);
    await next();
  });
}

/**
 * Discovery and the key set are public and the same for everyone: discovery changes only with a
 * deployment (an hour), the key set with a key rotation (five minutes, and verifiers such as jose
 * fetch it again at once for a key id they do not know; decision 114). Everything else the provider
 * answers stays uncached (its own `no-store` on tokens, sessions and pages).
 */
const CACHEABLE: Record<string, string> = {
  '/.well-known/openid-configuration': 'public, max-age=3600',
  '/jwks': 'public, max-age=300',
};

function cacheDiscoveryAndKeys(provider: Provider): void {
  provider.use(async (ctx, next) => {
    await next();
    const policy = CACHEABLE[ctx.path];
    if (policy && ctx.status === 200) ctx.set('cache-control', policy);
  });
}

/** Unknown paths under /idp get the Dutch error page instead of Koa's bare "Not Found". */
function renderNotFoundInDutch(provider: Provider, consoleUrl: string): void {
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      const page = errorPage({ code: 'not_found', consoleUrl });
      for (const [name, value] of Object.entries(page.headers)) ctx.set(name, value);
      ctx.status = 404;
      ctx.body = page.html;
    }
  });
}
