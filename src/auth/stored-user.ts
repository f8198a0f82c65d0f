import type { RuntimeConfig } from './runtime-config';

/** Where the identity provider sends the browser back after sign-in. */
export const CALLBACK_PATH = '/auth/callback';

/** The part of oidc-client-ts's stored user the console reads before the library has loaded. */
export type StoredUser = { access_token: string; id_token?: string; expires_at?: number };

/**
 * The key oidc-client-ts's UserManager stores its user under in sessionStorage: its
 * WebStorageStateStore prefix 'oidc.' and `user:<authority>:<client_id>`. Reading it here lets a
 * signed-in page paint without loading the library (decision 380);
 * `stored-user.test.ts` proves the key and shape against the installed library.
 */
export const storedUserKey = (config: Pick<RuntimeConfig, 'authority' | 'clientId'>) =>
  `oidc.user:${config.authority}:${config.clientId}`;

/**
 * The stored user when it still has an unexpired access token, else null (what UserManager's
 * `getUser()` and `user.expired` decide: no `expires_at` counts as not expired).
 */
export function readStoredUser(
  config: Pick<RuntimeConfig, 'authority' | 'clientId'>,
  storage: Storage = window.sessionStorage,
  nowSeconds = Math.floor(Date.now() / 1000),
): StoredUser | null {
  const text = storage.getItem(storedUserKey(config));
  if (!text) return null;
  let user: Partial<StoredUser>;
  try {
    user = JSON.parse(text) as Partial<StoredUser>;
  } catch {
    return null;
  }
  if (typeof user.access_token !== 'string' || user.access_token === '') return null;
  if (typeof user.expires_at === 'number' && user.expires_at - nowSeconds <= 0) return null;
  return {
    access_token: user.access_token,
    ...(typeof user.id_token === 'string' ? { id_token: user.id_token } : {}),
    ...(typeof user.expires_at === 'number' ? { expires_at: user.expires_at } : {}),
  };
}
