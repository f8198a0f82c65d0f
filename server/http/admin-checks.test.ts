import { describe, expect, it } from 'vitest';
import type { AuthChanges } from '../db/auth-changes';
import { KEPT_CHECK_MS, KeptAdminChecks } from './admin-checks';

/** A feed whose notices and hearing the test sets, and a clock it turns. */
function setUp() {
  const changes: { -readonly [K in keyof AuthChanges]: AuthChanges[K] } = {
    count: 0,
    hearing: true,
    close: async () => {},
  };
  let now = 1000;
  const kept = new KeptAdminChecks<string>(changes, () => now);
  const pass = (token: string, value: string, lifeMs = 60_000) => {
    const begun = kept.begin();
    kept.keep(token, value, begun, lifeMs);
  };
  return { changes, kept, pass, turn: (ms: number) => (now += ms) };
}

describe('passed administrator checks kept per token (decision 739)', () => {
  it('answers a kept check until anything is heard, then asks again', () => {
    const { changes, kept, pass } = setUp();
    pass('token-a', 'Anna');
    pass('token-b', 'Bram');
    expect(kept.get('token-a')).toBe('Anna');
    expect(kept.get('token-b')).toBe('Bram');
    changes.count++;
    expect(kept.get('token-a')).toBeUndefined();
    expect(kept.get('token-b')).toBeUndefined();
    pass('token-a', 'Anna again');
    expect(kept.get('token-a')).toBe('Anna again');
  });

  it('does not keep a check when a change was heard while its statement ran', () => {
    const { changes, kept } = setUp();
    const begun = kept.begin();
    changes.count++; // a sign-out committed after the check read the session
    kept.keep('token-a', 'Anna', begun, 60_000);
    expect(kept.get('token-a')).toBeUndefined();
  });

  it('keeps nothing and answers nothing while the instance does not hear', () => {
    const { changes, kept, pass } = setUp();
    pass('token-a', 'Anna');
    changes.hearing = false;
    expect(kept.get('token-a')).toBeUndefined();
    expect(kept.begin()).toBeUndefined();
    pass('token-b', 'Bram');
    changes.hearing = true;
    expect(kept.get('token-a')).toBeUndefined();
    expect(kept.get('token-b')).toBeUndefined();
  });

  it("keeps a check no longer than the session's and token's time left, and never past the bound", () => {
    const { kept, pass, turn } = setUp();
    pass('short', 'Anna', 500);
    pass('long', 'Bram', Number.POSITIVE_INFINITY);
    pass('over', 'Cas', 0);
    expect(kept.get('over')).toBeUndefined();
    turn(499);
    expect(kept.get('short')).toBe('Anna');
    turn(1);
    expect(kept.get('short')).toBeUndefined();
    turn(KEPT_CHECK_MS - 501);
    expect(kept.get('long')).toBe('Bram');
    turn(1);
    expect(kept.get('long')).toBeUndefined();
  });

  it('makes room by forgetting the check kept longest', () => {
    const { kept, pass } = setUp();
    for (let i = 0; i < 5000; i++) pass(`token-${i}`, `admin ${i}`);
    pass('one more', 'Dirk');
    expect(kept.get('token-0')).toBeUndefined();
    expect(kept.get('token-1')).toBe('admin 1');
    expect(kept.get('one more')).toBe('Dirk');
  });
});
