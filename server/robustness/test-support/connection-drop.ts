import pg from 'pg';
import type { Database } from '../../db/connect';

/**
 * Drops the database connection for real in the middle of a transaction of the app's own Db.
 * - PostgreSQL: when the armed query comes, a second connection ends the transaction's backend with
 *   `pg_terminate_backend`, then the query runs and fails as it would in production.
 * - PGlite (in-process, no connection to lose): the armed query fails with PostgreSQL's own error
 *   for a terminated backend (57P01), inside PGlite's transaction, which then rolls back.
 * `arm(n)` drops at the n-th query inside a transaction (1 = the first after BEGIN);
 * `armAnyQuery(n)` at the n-th query, in a transaction or not (exports read outside one).
 */
export type ConnectionDrop = {
  arm(nth: number): void;
  armAnyQuery(nth: number): void;
  disarm(): void;
  /** How many connections were dropped since installing. */
  readonly dropped: number;
  uninstall(): Promise<void>;
};

type Armed = { nth: number; inTransactionOnly: boolean } | null;

export const TERMINATED_MESSAGE = 'terminating connection due to administrator command';

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  return String((query as { text?: unknown } | null)?.text ?? '');
}

export function installConnectionDrop(database: Database): ConnectionDrop {
  let armed: Armed = null;
  let seen = 0;
  let dropped = 0;
  /** True when the armed query has come: counts it and disarms. */
  const isDue = (inTransaction: boolean) => {
    if (!armed || (armed.inTransactionOnly && !inTransaction)) return false;
    seen += 1;
    if (seen < armed.nth) return false;
    armed = null;
    dropped += 1;
    return true;
  };
  const control = {
    arm(nth: number) {
      armed = { nth, inTransactionOnly: true };
      seen = 0;
    },
    armAnyQuery(nth: number) {
      armed = { nth, inTransactionOnly: false };
      seen = 0;
    },
    disarm() {
      armed = null;
    },
    get dropped() {
      return dropped;
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const uninstall =
    database.driver === 'postgres'
      ? patchPool(client as pg.Pool, isDue)
      : patchPglite(client as PgliteLike, isDue);
  return Object.assign(control, { uninstall });
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;
type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

function patchPool(pool: pg.Pool, isDue: (inTransaction: boolean) => boolean) {
  const killer = new pg.Client({
    connectionString: (pool as unknown as { options: { connectionString: string } }).options.connectionString,
  });
  const ready = killer.connect();
  const originalConnect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  const patched = new WeakSet<object>();
  const inTransaction = new WeakMap<object, boolean>();
  const patch = (client: pg.PoolClient) => {
    if (patched.has(client)) return;
    patched.add(client);
    const original = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = async (...args: unknown[]) => {
      const text = textOf(args[0]).trim().toLowerCase();
      if (text.startsWith('begin')) inTransaction.set(client, true);
      else if (text === 'commit' || text === 'rollback') inTransaction.set(client, false);
      else if (isDue(inTransaction.get(client) ?? false)) {
        await ready;
        const pid = (client as unknown as { processID: number }).processID;
        await killer.query('select pg_terminate_backend($1)', [pid]);
        // The backend is gone once the server says so; give the socket a moment to see it close.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return original(...args);
    };
  };
  // pool.query() calls connect with a callback; drizzle's transactions call it without one.
  (pool as unknown as { connect: typeof originalConnect }).connect = (callback?: ConnectCallback) => {
    if (callback)
      return originalConnect((error, client, done) => {
        if (client) patch(client);
        callback(error, client, done);
      });
    return originalConnect()!.then((client) => {
      patch(client);
      return client;
    });
  };
  // A terminated idle client errors on the pool; without a listener that would end the process.
  return async () => {
    (pool as unknown as { connect: unknown }).connect = originalConnect;
    await ready;
    await killer.end();
  };
}

type PgliteLike = {
  query: QueryFn;
  exec: QueryFn;
  transaction: (fn: (tx: { query: QueryFn; exec: QueryFn }) => Promise<unknown>) => Promise<unknown>;
};

function patchPglite(pglite: PgliteLike, isDue: (inTransaction: boolean) => boolean) {
  const originalTransaction = pglite.transaction;
  const originalQuery = pglite.query;
  const terminated = () => Object.assign(new Error(TERMINATED_MESSAGE), { code: '57P01', severity: 'FATAL' });
  pglite.transaction = function (this: PgliteLike, fn) {
    return originalTransaction.call(this, (tx) => {
      const wrapped = Object.create(tx) as typeof tx;
      for (const name of ['query', 'exec'] as const) {
        const original = tx[name].bind(tx);
        wrapped[name] = async (...args: unknown[]) => {
          if (isDue(true)) throw terminated();
          return original(...args);
        };
      }
      return fn(wrapped);
    });
  };
  pglite.query = async function (this: PgliteLike, ...args: unknown[]) {
    if (isDue(false)) throw terminated();
    return originalQuery.apply(this, args);
  };
  return async () => {
    pglite.transaction = originalTransaction;
    pglite.query = originalQuery;
  };
}
