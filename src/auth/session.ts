import type { UserManager } from 'oidc-client-ts';
import { returnTarget } from './return-target';
import { CALLBACK_PATH, type StoredUser } from './stored-user';

/** The signed-in session as the rest of the console sees it. */
export type Session = {
  accessToken: () => string | null;
  /** Removes the local user and ends the provider session; the provider returns to `/`. */
  signOut: () => Promise<void>;
  /** A 401 from the API: drop the user and reload, which starts a fresh sign-in (spec 000 §8). */
  expire: () => void;
};

export type SessionStart =
  | { kind: 'signed-in'; session: Session }
  | { kind: 'redirecting' }
  | { kind: 'failed'; message: string };

/** How the session reaches oidc-client-ts: the stored user without it, the library on demand. */
export type SessionAuth = {
  /** The stored user with an unexpired token (`readStoredUser`), read without the library. */
  storedUser: () => StoredUser | null;
  /** The configured UserManager; its library loads only for sign-in, callback and sign-out. */
  userManager: () => Promise<UserManager>;
};

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Resumes the stored user, or finishes a sign-in callback, or starts signinRedirect remembering
 * the URL the administrator asked for. Only the last two load oidc-client-ts (decision 380).
 */
export async function startSession(auth: SessionAuth): Promise<SessionStart> {
  let user: StoredUser | null = window.location.pathname === CALLBACK_PATH ? null : auth.storedUser();
  if (!user) {
    const userManager = await auth.userManager();
    if (window.location.pathname === CALLBACK_PATH) {
      try {
        const signedIn = await userManager.signinRedirectCallback();
        window.history.replaceState(null, '', returnTarget(signedIn.state));
      } catch (error) {
        return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
      }
    }
    const stored = await userManager.getUser();
    if (!stored || stored.expired) {
      await userManager.removeUser();
      await userManager.signinRedirect({ state: { target: currentUrl() } });
      return { kind: 'redirecting' };
    }
    user = stored;
  }

  let expiring = false;
  const session: Session = {
    accessToken: () => user?.access_token ?? null,
    signOut: async () => {
      const idToken = user?.id_token;
      user = null;
      const userManager = await auth.userManager();
      await userManager.removeUser();
      // Nothing of this session stays in the tab (the palette's pasted ticket, last created codes).
      window.sessionStorage.clear();
      await userManager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
    },
    expire: () => {
      if (expiring) return;
      expiring = true;
      void auth
        .userManager()
        .then((userManager) => userManager.removeUser())
        .finally(() => window.location.reload());
    },
  };
  return { kind: 'signed-in', session };
}
