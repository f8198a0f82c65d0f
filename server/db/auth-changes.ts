import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Migration 0036's channel: an administrator, role, organisation or provider session changed. */
export const AUTH_CHANGES_CHANNEL = 'leskluis_auth_changed';

/** How long a lost listener waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * What an instance hears of migration 0036's notices (decision 739). `count` goes up at every notice
 * and whenever hearing stops or starts; a passed administrator check may be kept only while
 * `hearing`, and only under the count read before its statement was sent (server/http/admin-checks.ts).
 */
export type AuthChanges = {
  readonly count: number;
  readonly hearing: boolean;
  close(): Promise<void>;
};

/** A feed started at its first use (`start`, again and again the same one); `close` stops it, started or not. */
export type LazyAuthChanges = { start(): AuthChanges; close(): Promise<void> };

type FeedState = { count: number; hearing: boolean; heard: () => void };

/** The state every kind of database shares; `stop` is what its close does besides. */
function feed(stop: () => Promise<void> = async () => {}) {
  const state: FeedState = {
    count: 0,
    hearing: false,
    heard: () => {
      state.count++;
    },
  };
  const changes: AuthChanges = {
    get count() {
      return state.count;
    },
    get hearing() {
      return state.hearing;
    },
    async close() {
      state.hearing = false;
      await stop();
    },
  };
  return { state, changes };
}

/**
 * A pool's feed, started at its first use (the app is built after the migrations) and closed with
 * the pool. Every pooled connection listens from when it is made (`onConnect`, the pool's hook), so
 * a write's own connection hears its notice before its commit returns: this instance forgets at
 * once, whatever wrote (the API, the provider, a job). With `settings` (a PostgreSQL server, several instances on it) a connection of
 * its own listens all the time, so what other instances change is heard while the pool is idle;
 * while it is lost (or the database has no migration 0036 yet) nothing counts as heard, so nothing
 * is kept, until it listens again. Without (the embedded database on its worker thread: one
 * connection, one PGlite session, the only way in, decision 330) the pool's connection is enough.
 */
export function authChangesOfPool(
  settings: pg.PoolConfig | null,
): LazyAuthChanges & { onConnect(client: pg.ClientBase): Promise<void> } {
  const { state, changes } = feed(async () => stopListener?.());
  let stopListener: (() => Promise<void>) | undefined;
  let started = false;
  return {
    // pg-pool's hook: each new connection listens before the pool hands it out.
    async onConnect(client) {
      client.on('notification', (notice) => notice.channel === AUTH_CHANGES_CHANNEL && state.heard());
      await client.query(`listen ${AUTH_CHANGES_CHANNEL}`);
    },
    start() {
      if (!started) {
        started = true;
        if (settings) stopListener = listenAlways(settings, state);
        else state.hearing = true;
      }
      return changes;
    },
    close: () => changes.close(),
  };
}

/** The connection of its own; returns what stops it. */
function listenAlways(settings: pg.PoolConfig, state: FeedState): () => Promise<void> {
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    state.hearing = false;
    state.heard();
    client.end().catch(() => {});
    if (!closed) retry = setTimeout(listen, RECONNECT_MS);
  };
  const listen = async () => {
    const client = new pg.Client({ ...settings, application_name: 'leskluis auth changes' });
    listener = client;
    client.on('notification', (notice) => notice.channel === AUTH_CHANGES_CHANNEL && state.heard());
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${AUTH_CHANGES_CHANNEL}`);
      const { rows } = await client.query<{ announced: boolean }>(
        `select exists (select 1 from pg_proc where proname = 'announce_auth_change') as announced`,
      );
      if (!rows[0]?.announced) throw new Error('migration 0036 has not run on this database');
      if (listener !== client || closed) return;
      // Whatever changed while nobody listened is unknown: nothing kept before now is trusted.
      state.heard();
      state.hearing = true;
    } catch {
      lost(client);
    }
  };
  void listen();
  return async () => {
    closed = true;
    clearTimeout(retry);
    state.hearing = false;
    const client = listener;
    listener = undefined;
    await client?.end().catch(() => {});
  };
}

/**
 * In-process PGlite (tests, the seed CLI): one session, heard through PGlite's own `listen`, started
 * at first use; it counts as hearing once PGlite listens.
 */
export function authChangesOfPglite(client: PGlite): LazyAuthChanges {
  let unlisten: Promise<() => Promise<void>> | undefined;
  const { state, changes } = feed(async () => {
    await (await unlisten?.catch(() => undefined))?.().catch(() => {});
  });
  return {
    start() {
      if (!unlisten) {
        unlisten = client.listen(AUTH_CHANGES_CHANNEL, state.heard);
        unlisten.then(
          () => {
            state.hearing = true;
          },
          () => {},
        );
      }
      return changes;
    },
    close: () => changes.close(),
  };
}
