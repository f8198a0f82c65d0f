import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect';
import { BAD_DATA_MESSAGE, databaseFailureOf } from '../http/database-errors';
import { errorReply } from '../http/errors';
import { freshTestDatabase } from '../test-support/database';

/** The last line of defence of decision 111, on the real drivers' errors. */
let database: Database & { drop(): Promise<void> };
beforeAll(async () => {
  database = await freshTestDatabase();
}, 120_000);
afterAll(() => database?.drop());

const failureOf = async (query: ReturnType<typeof sql>) => {
  try {
    await database.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
};

describe('database failures', () => {
  it('reads a data exception as bad input, a syntax error as neither', async () => {
    expect(databaseFailureOf(await failureOf(sql`select ${'2147483648'}::int`))).toBe('badData');
    expect(databaseFailureOf(await failureOf(sql`select ${'2026-02-30'}::date`))).toBe('badData');
    expect(databaseFailureOf(await failureOf(sql`select from_nowhere`))).toBeNull();
  });

  it('answers a data exception as a Dutch 400, anything else unknown as a generic 500', async () => {
    const dataError = await failureOf(sql`select ${'99999999999'}::int`);
    const logged: unknown[] = [];
    const app = new Hono()
      .get('/data', () => {
        throw dataError;
      })
      .get('/bug', () => {
        throw new Error('programmeerfout');
      });
    app.onError((error, c) => errorReply(c, error, (err) => logged.push(err)));
    const data = await app.request('/data');
    expect(data.status).toBe(400);
    expect(await data.json()).toEqual({ message: BAD_DATA_MESSAGE });
    const bug = await app.request('/bug');
    expect(bug.status).toBe(500);
    expect(logged).toHaveLength(2);
  });
});
