import { performance } from 'node:perf_hooks';
import type { AuthChanges } from '../db/auth-changes';

/**
 * The longest a passed check is kept, even with every change heard: a bound should a notice ever
 * go astray without its connection failing.
 */
export const KEPT_CHECK_MS = 30_000;

/** How many tokens' checks an instance keeps: several per signed-in administrator. */
const KEPT_CHECKS = 5000;

/**
 * Passed administrator checks, kept per access token while this instance hears every change to what
 * the check reads (decision 739). `begin` is read before the check's statement is sent and `keep`
 * keeps its answer only if nothing was heard in between: a change committed after the statement's
 * snapshot is heard after it, so a check that may have read the old state is never kept, and one kept
 * just before the notice arrives is forgotten with everything else when it does. Nothing is kept
 * while the instance does not hear (its listener lost or not yet listening); then every call asks.
 */
export class KeptAdminChecks<T> {
  private readonly kept = new Map<string, { value: T; until: number }>();
  /** The count `kept` belongs to; a different count means something changed since. */
  private keptAt = -1;

  constructor(
    private readonly changes: AuthChanges,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The kept check of `token`, while nothing changed since and its time has not run out. */
  get(token: string): T | undefined {
    if (!this.current()) return undefined;
    const kept = this.kept.get(token);
    if (!kept) return undefined;
    if (kept.until <= this.now()) {
      this.kept.delete(token);
      return undefined;
    }
    return kept.value;
  }

  /** Read before the check's statement is sent; hand it to `keep`. */
  begin(): number | undefined {
    return this.changes.hearing ? this.changes.count : undefined;
  }

  /** Keeps a passed check for at most `lifeMs` (the session's and token's time left), if nothing changed since `begun`. */
  keep(token: string, value: T, begun: number | undefined, lifeMs: number) {
    if (begun === undefined || begun !== this.changes.count || !this.current()) return;
    const life = Math.min(lifeMs, KEPT_CHECK_MS);
    if (!(life > 0)) return;
    // Oldest first (insertion order): the one kept longest makes room.
    if (this.kept.size >= KEPT_CHECKS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(token, { value, until: this.now() + life });
  }

  /** True while every change is heard; forgets what was kept under an earlier count. */
  private current(): boolean {
    if (!this.changes.hearing) {
      this.kept.clear();
      return false;
    }
    if (this.keptAt !== this.changes.count) {
      this.kept.clear();
      this.keptAt = this.changes.count;
    }
    return true;
  }
}
