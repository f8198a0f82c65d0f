import type { Grant, KoaContextWithOIDC, Provider } from 'oidc-provider';

/** The scopes the console asks for; the API's resource scope is the `beheer` part. */
export const CONSOLE_OIDC_SCOPE = 'openid beheer';
export const API_SCOPE = 'beheer';

/**
 * Consent is implicit: the console is our own first-party client, so an administrator who signed in
 * gets `openid beheer` and the API resource without a consent page.
 */
export async function grantConsoleAccess(
  provider: Provider,
  input: { accountId: string; clientId: string; resource: string },
): Promise<Grant> {
  const grant = new provider.Grant({ accountId: input.accountId, clientId: input.clientId });
  grant.addOIDCScope(CONSOLE_OIDC_SCOPE);
  grant.addResourceScope(input.resource, API_SCOPE);
  await grant.save();
  return grant;
}

/** `loadExistingGrant` for the provider: the session's grant, or a fresh implicit one for a signed-in administrator. */
export function loadOrCreateGrant(resource: string) {
  return async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { client, session, provider } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const existing = grantId ? await provider.Grant.find(grantId) : undefined;
    if (existing && existing.accountId === session.accountId) return existing;
    return grantConsoleAccess(provider, {
      accountId: session.accountId,
      clientId: client.clientId,
      resource,
    });
  };
}
