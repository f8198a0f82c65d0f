import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from './runtime-config';
import { CALLBACK_PATH } from './stored-user';

/** Authorization code + PKCE, scope 'openid beheer', no silent renewal (spec 000 §1). */
export function createUserManager(config: RuntimeConfig, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid beheer',
    automaticSilentRenew: false,
    // No check-session iframe: a stale token shows up as a 401 and reloads the page instead.
    monitorSession: false,
    loadUserInfo: false,
    // A reload keeps the administrator signed in; closing the tab signs them out.
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}
