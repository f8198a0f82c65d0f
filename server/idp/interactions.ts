import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, Provider } from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { IDP_FORM_LIMIT } from '../http/body-limits';
import type { ClientAddressOf } from '../http/client-address';
import type { Logger } from '../logger';
import { authenticateAdministrator } from './accounts';
import { consoleOrigins } from './configuration';
import { errorPage } from './error-page';
import { grantConsoleAccess } from './grants';
import type { RenderedPage } from './layout';
import { loginPage } from './login-page';
import { formatWait, idpMessages as m } from './messages';
import type { LoginThrottle } from './throttle';

export type InteractionDeps = {
  provider: Provider;
  db: Db;
  config: Pick<Config, 'publicUrl' | 'clientId' | 'environment'>;
  logger: Logger;
  throttle: LoginThrottle;
  /** The one rule for a client's address (server/http/client-address.ts): it keys the throttle. */
  clientAddressOf: ClientAddressOf;
  /** The issuer's path ('/idp'): the browser's URLs of these pages start with it. */
  basePath: string;
  /** The API's resource indicator, granted implicitly with consent. */
  resource: string;
};

export type InteractionRoutes = {
  /** True for the paths (below the mount point) these routes answer. */
  matches(path: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
};

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?\/?$/;

/** The interaction pages oidc-provider redirects to: the Dutch login page and its form post. */
export function createInteractionRoutes(deps: InteractionDeps): InteractionRoutes {
  const { provider, logger, config } = deps;
  const consoleUrl = `${config.publicUrl}/`;
  const formTargets = consoleOrigins(config);

  const showLogin = (res: ServerResponse, interaction: Interaction) => {
    const loginHint =
      typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
    send(
      res,
      200,
      loginPage({
        action: loginAction(interaction.uid),
        email: loginHint,
        environment: config.environment,
        formTargets,
      }),
    );
  };

  const loginAction = (uid: string) => `${deps.basePath}/interaction/${uid}/login`;

  const submitLogin = async (req: IncomingMessage, res: ServerResponse, interaction: Interaction) => {
    const form = await readForm(req);
    if (!form) return send(res, 413, errorPage({ code: 'request_too_large', consoleUrl }));
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const again = (status: number, error: string, headers: Record<string, string> = {}) =>
      send(
        res,
        status,
        loginPage({
          action: loginAction(interaction.uid),
          email,
          error,
          environment: config.environment,
          formTargets,
        }),
        headers,
      );
    const locked = (seconds: number) =>
      again(429, m.tooManyAttempts(formatWait(seconds)), { 'retry-after': String(seconds) });

    if (!email || !password) return again(400, m.missingCredentials);
    const keys = { email, ip: deps.clientAddressOf(req) };
    // A locked key is refused before the password is even checked, so guessing on gains nothing.
    const before = await deps.throttle.check(keys);
    if (before.isLocked) return locked(before.retryAfterSeconds);

    const accountId = await authenticateAdministrator(deps.db, email, password);
    if (!accountId) {
      const after = await deps.throttle.recordFailure(keys);
      logger.info({ ip: keys.ip, isLocked: after.isLocked }, 'idp: sign-in failed');
      return after.isLocked ? locked(after.retryAfterSeconds) : again(401, m.invalidCredentials);
    }

    await deps.throttle.recordSuccess(keys);
    logger.info({ accountId }, 'idp: administrator signed in');
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  };

  // Reached only when a stored grant lacks what the console asks for; consent stays implicit.
  const consent = async (req: IncomingMessage, res: ServerResponse, interaction: Interaction) => {
    const accountId = interaction.session?.accountId;
    if (!accountId) return send(res, 400, errorPage({ code: 'session_expired', consoleUrl }));
    const grant = await grantConsoleAccess(provider, {
      accountId,
      clientId: String(interaction.params.client_id),
      resource: deps.resource,
    });
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: grant.jti } },
      { mergeWithLastSubmission: true },
    );
  };

  return {
    matches: (path) => ROUTE.test(path.split('?')[0] ?? ''),

    async handle(req, res, path) {
      const match = ROUTE.exec(path.split('?')[0] ?? '');
      const isLoginPost = match?.[2] === '/login';
      try {
        if (!match || (isLoginPost ? req.method !== 'POST' : req.method !== 'GET')) {
          return send(res, 404, errorPage({ code: 'not_found', consoleUrl }));
        }
        const interaction = await provider.interactionDetails(req, res);
        if (interaction.uid !== match[1])
          return send(res, 400, errorPage({ code: 'session_expired', consoleUrl }));
        if (interaction.prompt.name === 'login') {
          return isLoginPost ? submitLogin(req, res, interaction) : showLogin(res, interaction);
        }
        if (interaction.prompt.name === 'consent') return consent(req, res, interaction);
        logger.warn({ prompt: interaction.prompt.name }, 'idp: unexpected interaction prompt');
        return send(res, 400, errorPage({ code: 'other', consoleUrl }));
      } catch (error) {
        if (isSessionNotFound(error))
          return send(res, 400, errorPage({ code: 'session_expired', consoleUrl }));
        logger.error({ err: error }, 'idp: interaction failed');
        if (!res.headersSent) send(res, 500, errorPage({ code: 'server_error', consoleUrl }));
        else res.end();
      }
    },
  };
}

/** Writes one rendered page with its security headers. */
export function send(
  res: ServerResponse,
  status: number,
  page: RenderedPage,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { ...page.headers, ...headers });
  res.end(page.html);
}

// oidc-provider throws SessionNotFound when the interaction cookie is missing or the interaction expired.
function isSessionNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'SessionNotFound';
}

/** The login form, or null when it grows past IDP_FORM_LIMIT while it arrives (decision 185). */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > IDP_FORM_LIMIT) return null;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
