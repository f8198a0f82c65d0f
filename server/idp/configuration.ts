import type {
  ClientMetadata,
  Configuration,
  KoaContextWithOIDC,
  OIDCProviderErrorClass,
} from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { DOCS_PATH } from '../openapi/docs-path';
import { findAdministratorAccount } from './accounts';
import { createAdapterFactory } from './adapter';
import { errorPage } from './error-page';
import { API_SCOPE, loadOrCreateGrant } from './grants';
import type { KeyMaterial } from './keys';
import type { RenderedPage } from './layout';
import { loggedOutPage, logoutPage, logoutQuestionPage } from './logout-page';

const HOUR = 60 * 60;
export const ACCESS_TOKEN_TTL = HOUR;
/** An administrator signs in at most once a working day; the session ends 12 hours after sign-in, however active. */
export const SESSION_TTL = 12 * HOUR;

/** The Vite dev server (`npm run dev`) signs in against the same provider. */
const DEV_CONSOLE_ORIGIN = 'http://localhost:5173';

export type ConfigurationDeps = {
  config: Pick<Config, 'publicUrl' | 'audience' | 'clientId' | 'environment'>;
  db: Db;
  keys: KeyMaterial;
  /** The API's resource indicator (an absolute URI, as RFC 8707 requires); tokens for it carry `aud = config.audience`. */
  resource: string;
  /** interactions.url: where the provider sends the browser to sign in. */
  interactionUrl: (uid: string) => string;
  /** oidc-provider's InvalidTarget error, thrown for a resource other than the API. */
  InvalidTarget: OIDCProviderErrorClass;
};

/**
 * Where the console runs: PUBLIC_URL, and outside production Vite's dev server. Its redirect URIs
 * live there, and the provider's pages may send a form there (`form-action`, decision 186).
 */
export function consoleOrigins(config: Pick<Config, 'publicUrl' | 'environment'>): string[] {
  // The dev server's addresses are not registered in production: nothing there should trust localhost.
  return [config.publicUrl, ...(config.environment === 'productie' ? [] : [DEV_CONSOLE_ORIGIN])];
}

/** The console: a public client (no secret, PKCE) using the authorization-code flow. */
export function consoleClient(config: ConfigurationDeps['config']): ClientMetadata {
  const origins = consoleOrigins(config);
  const unique = (values: string[]) => [...new Set(values)];
  return {
    client_id: config.clientId,
    client_name: 'Leskluis Beheer',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code'],
    response_types: ['code'],
    // The API's reference signs in as the console does, on this server only (decision 361).
    redirect_uris: unique([
      ...origins.map((origin) => `${origin}/auth/callback`),
      `${config.publicUrl}${DOCS_PATH}`,
    ]),
    post_logout_redirect_uris: unique(origins.map((origin) => `${origin}/`)),
  };
}

/**
 * True when end_session came with an ID token the provider validated (signature, issuer) that it
 * issued to the console for the administrator of this very session.
 */
function isConsoleSignOut(ctx: KoaContextWithOIDC, clientId: string): boolean {
  const hint = ctx.oidc.entities?.IdTokenHint?.payload;
  const accountId = ctx.oidc.session?.accountId;
  if (!hint || !accountId) return false;
  const audience = Array.isArray(hint.aud) ? hint.aud : [hint.aud];
  return audience.includes(clientId) && hint.sub === accountId;
}

/** The oidc-provider configuration: one client, database storage, JWT access tokens for the API, Dutch pages. */
export function buildConfiguration(deps: ConfigurationDeps): Configuration {
  const { config, db, keys, resource } = deps;
  const consoleUrl = `${config.publicUrl}/`;
  const render = (ctx: KoaContextWithOIDC, page: RenderedPage) => {
    for (const [name, value] of Object.entries(page.headers)) ctx.set(name, value);
    ctx.body = page.html;
  };

  return {
    adapter: createAdapterFactory(db),
    clients: [consoleClient(config)],
    jwks: { keys: keys.signingKeys },
    cookies: {
      keys: keys.cookieKeys,
      // Secure is added by the provider itself when the request is https (directly or via X-Forwarded-Proto),
      // so the same settings work on http://localhost.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', API_SCOPE],
    // `beheer` also carries who is signed in: the console shows the name and e-mail from the ID token.
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ['sub'],
      [API_SCOPE]: ['name', 'email'],
    },
    responseTypes: ['code'],
    formats: {
      customizers: {
        // The session the token was issued in: the API refuses the token once it ends (decision 180).
        jwt: (
          _ctx: KoaContextWithOIDC,
          token: { sessionUid?: string },
          jwt: { payload: Record<string, unknown> },
        ) => {
          if (token.sessionUid) jwt.payload.sid = token.sessionUid;
        },
      },
    },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris.some((uri) => new URL(uri).origin === origin),
    findAccount: (_ctx, sub) => findAdministratorAccount(db, sub),
    loadExistingGrant: loadOrCreateGrant(resource),
    interactions: { url: (_ctx, interaction) => deps.interactionUrl(interaction.uid) },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: 30 * 60,
      Grant: SESSION_TTL,
      Session: (_ctx: KoaContextWithOIDC, session: { loginTs?: number }) => {
        if (!session.loginTs) return SESSION_TTL;
        return Math.max(1, session.loginTs + SESSION_TTL - Math.floor(Date.now() / 1000));
      },
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // The console sends no `resource`; every code it gets is for the API.
        defaultResource: () => resource,
        // ...and the token request sends none either: issue the JWT for the granted API resource
        // rather than an opaque token for userinfo.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, indicator: string) => {
          if (indicator !== resource) throw new deps.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: config.audience,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // Only the console's own sign-out, proved by an ID token of this session's administrator,
        // goes through unasked; anything else (a link or form on another site) asks (decision 181).
        logoutSource: (ctx: KoaContextWithOIDC, form: string) =>
          render(
            ctx,
            isConsoleSignOut(ctx, config.clientId)
              ? logoutPage(form, consoleOrigins(config))
              : logoutQuestionPage(form, consoleUrl, consoleOrigins(config)),
          ),
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => render(ctx, loggedOutPage(consoleUrl)),
      },
    },
    renderError: (ctx, out) => render(ctx, errorPage({ code: out.error, consoleUrl })),
  };
}
