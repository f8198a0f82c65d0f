import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect';
import { freshTestDatabase } from '../test-support/database';
import { createLoginThrottle, type LoginThrottle } from './throttle';

let database: Database & { drop(): Promise<void> };
let throttle: LoginThrottle;

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 9, 0, 0) + seconds * 1000);

async function fail(keys: { email: string; ip: string }, times: number, start = 0) {
  let state = await throttle.recordFailure(keys, at(start));
  for (let i = 1; i < times; i++) state = await throttle.recordFailure(keys, at(start + i));
  return state;
}

beforeAll(async () => {
  database = await freshTestDatabase();
  throttle = createLoginThrottle(database.db, {
    freeFailures: { email: 3, ip: 5 },
    firstLockSeconds: 30,
    maxLockSeconds: 120,
    forgetAfterSeconds: 3600,
  });
});

afterAll(async () => {
  await database?.drop();
});

describe('login throttle', () => {
  it('lets the free failures pass and locks the e-mail on the next threshold', async () => {
    const keys = { email: 'a@leskluis.test', ip: '10.0.0.1' };
    expect(await fail(keys, 2)).toEqual({ isLocked: false });
    expect(await throttle.recordFailure(keys, at(2))).toEqual({ isLocked: true, retryAfterSeconds: 30 });
    expect(await throttle.check(keys, at(12))).toEqual({ isLocked: true, retryAfterSeconds: 20 });
    expect(await throttle.check(keys, at(32))).toEqual({ isLocked: false });
  });

  it('doubles the lock with every further failure, up to the maximum', async () => {
    const keys = { email: 'b@leskluis.test', ip: '10.0.0.2' };
    await fail(keys, 3);
    expect(await throttle.recordFailure(keys, at(100))).toEqual({ isLocked: true, retryAfterSeconds: 60 });
    expect(await throttle.recordFailure(keys, at(200))).toEqual({ isLocked: true, retryAfterSeconds: 120 });
    expect(await throttle.recordFailure(keys, at(400))).toEqual({ isLocked: true, retryAfterSeconds: 120 });
  });

  it('matches the e-mail case-insensitively', async () => {
    await fail({ email: 'C@Leskluis.test', ip: '10.0.0.3' }, 3);
    expect((await throttle.check({ email: 'c@leskluis.test', ip: '10.0.0.33' }, at(5))).isLocked).toBe(true);
  });

  it('locks an address that tries many e-mails, for every e-mail', async () => {
    const ip = '10.0.0.4';
    for (let i = 0; i < 5; i++) await throttle.recordFailure({ email: `d${i}@leskluis.test`, ip }, at(i));
    expect((await throttle.check({ email: 'someone-else@leskluis.test', ip }, at(6))).isLocked).toBe(true);
    expect(
      (await throttle.check({ email: 'someone-else@leskluis.test', ip: '10.0.0.44' }, at(6))).isLocked,
    ).toBe(false);
  });

  it("clears the e-mail's counter on success but keeps the address's", async () => {
    const keys = { email: 'e@leskluis.test', ip: '10.0.0.5' };
    await fail(keys, 2);
    await throttle.recordSuccess(keys);
    // Two more failures would have locked the e-mail had the counter survived.
    expect(await fail(keys, 2, 10)).toEqual({ isLocked: false });
    // The address has now failed four times; its fifth failure locks it.
    expect(
      (await throttle.recordFailure({ email: 'other@leskluis.test', ip: keys.ip }, at(20))).isLocked,
    ).toBe(true);
  });

  it('forgets failures after a quiet period', async () => {
    const keys = { email: 'f@leskluis.test', ip: '10.0.0.6' };
    await fail(keys, 3);
    expect((await throttle.check(keys, at(3))).isLocked).toBe(true);
    expect(await throttle.check(keys, at(3 + 3600))).toEqual({ isLocked: false });
    // The next failure starts again from one, not from four.
    expect(await throttle.recordFailure(keys, at(3 + 3600))).toEqual({ isLocked: false });
  });
});
