import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt every time', async () => {
    const first = await hashPassword('leskluis-admin');
    const second = await hashPassword('leskluis-admin');
    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('leskluis-admin');
    expect(await verifyPassword(stored, 'leskluis-admin')).toBe(true);
    expect(await verifyPassword(stored, 'Leskluis-admin')).toBe(false);
  });

  it('treats a malformed stored hash as no match instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
