import type { UserManager } from 'oidc-client-ts';
import { returnTarget } from './return-target';
import { CALLBACK_PATH } from './user-manager';

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

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Finishes a sign-in callback, or resumes the stored user, or starts signinRedirect remembering
 * the URL the administrator asked for.
 */
export async function startSession(userManager: UserManager): Promise<SessionStart> {
  if (window.location.pathname === CALLBACK_PATH) {
    try {
      const user = await userManager.signinRedirectCallback();
      window.history.replaceState(null, '', returnTarget(user.state));
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  }

  let user = await userManager.getUser();
  if (!user || user.expired) {
    await userManager.removeUser();
    await userManager.signinRedirect({ state: { target: currentUrl() } });
    return { kind: 'redirecting' };
  }

  let expiring = false;
  const session: Session = {
    accessToken: () => user?.access_token ?? null,
    signOut: async () => {
      const idToken = user?.id_token;
      user = null;
      await userManager.removeUser();
      // Nothing of this session stays in the tab (the palette's pasted ticket, last created codes).
      window.sessionStorage.clear();
      await userManager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
    },
    expire: () => {
      if (expiring) return;
      expiring = true;
      void userManager.removeUser().finally(() => window.location.reload());
    },
  };
  return { kind: 'signed-in', session };
}
