/**
 * The codes of the last created TLinks, kept in session storage so the list can offer them with a
 * copy button; they come back after a reload only within 10 seconds of their creation (spec 001 §7).
 */
export const LAST_CREATED_KEY = 'leskluis.tlinks.lastCreated';
export const LAST_CREATED_RELOAD_MS = 10_000;

export type LastCreated = { createdAt: number; referenceId: string | null; codes: string[] };

export function rememberCreated(codes: string[], referenceId: string | null, now = Date.now()): void {
  try {
    sessionStorage.setItem(LAST_CREATED_KEY, JSON.stringify({ createdAt: now, referenceId, codes }));
  } catch {
    // Storage full or blocked: the list simply offers nothing to copy.
  }
}

/** The last created codes when they were created at most 10 seconds ago, else null. */
export function recallCreated(now = Date.now()): LastCreated | null {
  try {
    const raw = sessionStorage.getItem(LAST_CREATED_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as LastCreated;
    if (!Array.isArray(value.codes) || typeof value.createdAt !== 'number') return null;
    return now - value.createdAt <= LAST_CREATED_RELOAD_MS ? value : null;
  } catch {
    return null;
  }
}

export function forgetCreated(): void {
  try {
    sessionStorage.removeItem(LAST_CREATED_KEY);
  } catch {
    // Nothing to forget.
  }
}
