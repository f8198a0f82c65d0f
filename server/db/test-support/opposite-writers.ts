import { sql } from 'drizzle-orm';
import pg from 'pg';
import { freshPostgresDatabase, freshTestDatabase } from '../../test-support/database';
import { connectDatabase, type Database, migrateDatabase } from '../connect';

/*
 * Two writers whose transactions interleave statement by statement (decisions 595 and 635): on
 * PostgreSQL (TEST_DATABASE_URL) two connections of their own. PGlite has one connection and runs
 * one transaction at a time, so there the two run one after the other: no deadlock can occur, and a
 * test proves only that the kept numbers stay exact.
 */

/** One connection: a transaction's statements in order. */
type Session = { run(statement: string): Promise<unknown>; close(): Promise<void> };

export type OppositeWriters = {
  database: Database;
  sessions: [Session, Session];
  /** True when the two sessions are two connections (PostgreSQL). */
  concurrent: boolean;
  drop(): Promise<void>;
};

async function pgSession(url: string): Promise<Session> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { run: (statement) => client.query(statement), close: () => client.end() };
}

/** A fresh migrated database with two writers' sessions. */
export async function startOppositeWriters(): Promise<OppositeWriters> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const fresh = await freshPostgresDatabase(server);
    const database = await connectDatabase({ url: fresh.url });
    await migrateDatabase(database);
    const sessions: [Session, Session] = [await pgSession(fresh.url), await pgSession(fresh.url)];
    const drop = async () => {
      for (const session of sessions) await session.close();
      await database.close();
      await fresh.drop();
    };
    return { database, sessions, concurrent: true, drop };
  }
  const fresh = await freshTestDatabase();
  const one: Session = { run: (statement) => fresh.db.execute(sql.raw(statement)), close: async () => {} };
  return { database: fresh, sessions: [one, one], concurrent: false, drop: () => fresh.drop() };
}

/**
 * Runs each session's two statements in a transaction: on PostgreSQL both first statements, then
 * both second ones at once (each then needs what the other's first took), then both commits; on
 * PGlite one transaction after the other. Says per transaction whether it committed.
 */
export async function inOppositeOrder(
  writers: OppositeWriters,
  statements: [[string, string], [string, string]],
): Promise<string[]> {
  const pairs = writers.sessions.map((session, index) => [session, statements[index]!] as const);
  if (!writers.concurrent) {
    for (const [session, each] of pairs) {
      await session.run('begin');
      for (const statement of each) await session.run(statement);
      await session.run('commit');
    }
    return pairs.map(() => 'committed');
  }
  for (const [session, [statement]] of pairs) {
    await session.run('begin');
    await session.run(statement);
  }
  const settled = await Promise.allSettled(
    pairs.map(async ([session, [, statement]]) => {
      try {
        await session.run(statement);
        await session.run('commit');
      } catch (error) {
        // A transaction PostgreSQL aborted ends here, so the session can run the next test's.
        await session.run('rollback');
        throw error;
      }
    }),
  );
  return settled.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'committed'));
}
