import type { Provider } from 'oidc-provider';
import type { Logger } from '../logger';

/**
 * Imports oidc-provider without its start-up notice about Node 20 (it asks for Node 22 but works on 20,
 * DESIGN §8): that notice goes straight to console.warn and would open every log with a false alarm.
 */
export async function importOidcProvider(): Promise<typeof import('oidc-provider')> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

// Rejected requests (bad parameters, expired codes, unknown clients): the client's problem, worth a line, not an alarm.
const CLIENT_ERROR_EVENTS = [
  'authorization.error',
  'grant.error',
  'end_session.error',
  'userinfo.error',
  'jwks.error',
  'discovery.error',
  'revocation.error',
  'introspection.error',
  'backchannel.error',
];

type OidcError = Error & { error?: string; error_description?: string; error_detail?: string };
type EventContext = { path?: string; method?: string };

/** Routes the provider's own errors to our logger: server errors with their stack, rejected requests as one line. */
export function logProviderEvents(provider: Provider, logger: Logger): void {
  provider.on('server_error', (ctx: EventContext, err: Error) => {
    logger.error({ err, path: ctx?.path, method: ctx?.method }, 'idp: server error');
  });
  // Koa's own 'error' event; without a listener Koa prints to stderr itself.
  provider.on('error', (err: Error, ctx?: EventContext) => {
    logger.error({ err, path: ctx?.path }, 'idp: unhandled error');
  });
  for (const event of CLIENT_ERROR_EVENTS) {
    provider.on(event, (ctx: EventContext, err: OidcError) => {
      logger.info(
        {
          event,
          path: ctx?.path,
          error: err?.error,
          description: err?.error_description,
          detail: err?.error_detail,
        },
        'idp: request rejected',
      );
    });
  }
}
