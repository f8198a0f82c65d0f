import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { loginAttempts } from '../db/schema/identity';

/**
 * Slows down password guessing. Failures are counted per e-mail address (protects one account from
 * a distributed attack) and per client IP (protects all accounts from one source). Past the free
 * failures every further failure locks that key for twice as long as the previous one.
 */
export type ThrottlePolicy = {
  freeFailures: { email: number; ip: number };
  firstLockSeconds: number;
  maxLockSeconds: number;
  /** A key whose last failure is older than this starts again from zero. */
  forgetAfterSeconds: number;
};

export const defaultThrottlePolicy: ThrottlePolicy = {
  // An office behind one NAT address shares the IP key, so it tolerates more than one person's typos.
  freeFailures: { email: 5, ip: 20 },
  firstLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

export type ThrottleKeys = { email: string; ip: string };

/** Either free to try, or locked for `retryAfterSeconds` more. */
export type ThrottleState = { isLocked: false } | { isLocked: true; retryAfterSeconds: number };

export type LoginThrottle = {
  check(keys: ThrottleKeys, now?: Date): Promise<ThrottleState>;
  /** Counts one failure on both keys and says whether that failure locked them. */
  recordFailure(keys: ThrottleKeys, now?: Date): Promise<ThrottleState>;
  /** A successful sign-in clears the e-mail's counter; the IP's counter keeps counting down on its own. */
  recordSuccess(keys: ThrottleKeys): Promise<void>;
};

type Row = { key: string; failures: number; lastFailureAt: Date };

/** The login throttle on the login_attempts table, so every instance behind a load balancer sees the same counts. */
export function createLoginThrottle(db: Db, policy: ThrottlePolicy = defaultThrottlePolicy): LoginThrottle {
  const storageKeys = (keys: ThrottleKeys) => ({
    email: `email:${keys.email.trim().toLowerCase()}`,
    ip: `ip:${keys.ip}`,
  });

  const lockOf = (row: Row | undefined, free: number, now: Date): number => {
    if (!row || row.failures < free) return 0;
    const sinceLast = (now.getTime() - row.lastFailureAt.getTime()) / 1000;
    if (sinceLast >= policy.forgetAfterSeconds) return 0;
    const doublings = Math.min(row.failures - free, 30);
    const lockSeconds = Math.min(policy.firstLockSeconds * 2 ** doublings, policy.maxLockSeconds);
    return Math.max(0, Math.ceil(lockSeconds - sinceLast));
  };

  const state = async (keys: ThrottleKeys, now: Date): Promise<ThrottleState> => {
    const k = storageKeys(keys);
    const rows = await db
      .select()
      .from(loginAttempts)
      .where(inArray(loginAttempts.key, [k.email, k.ip]));
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const wait = Math.max(
      lockOf(byKey.get(k.email), policy.freeFailures.email, now),
      lockOf(byKey.get(k.ip), policy.freeFailures.ip, now),
    );
    return wait > 0 ? { isLocked: true, retryAfterSeconds: wait } : { isLocked: false };
  };

  return {
    check: (keys, now = new Date()) => state(keys, now),

    async recordFailure(keys, now = new Date()) {
      const k = storageKeys(keys);
      const forgetBefore = new Date(now.getTime() - policy.forgetAfterSeconds * 1000);
      // One atomic statement per key, so parallel attempts cannot lose counts.
      await db
        .insert(loginAttempts)
        .values([
          { key: k.email, failures: 1, lastFailureAt: now },
          { key: k.ip, failures: 1, lastFailureAt: now },
        ])
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${loginAttempts.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
            lastFailureAt: now,
          },
        });
      return state(keys, now);
    },

    async recordSuccess(keys) {
      await db.delete(loginAttempts).where(inArray(loginAttempts.key, [storageKeys(keys).email]));
    },
  };
}
