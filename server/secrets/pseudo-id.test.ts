import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePseudoId, encodePseudoId } from './pseudo-id';

const secret = randomBytes(32);

describe('pseudo ids', () => {
  it('is stable for one account and publisher', () => {
    expect(encodePseudoId(secret, 3, 12345)).toBe(encodePseudoId(secret, 3, 12345));
  });

  it('gives two publishers unrelated ids for the same account', () => {
    expect(encodePseudoId(secret, 3, 12345)).not.toBe(encodePseudoId(secret, 4, 12345));
  });

  it('turns back into the account for the same publisher only', () => {
    const id = encodePseudoId(secret, 3, 12345);
    expect(decodePseudoId(secret, 3, id)).toBe(12345);
    expect(decodePseudoId(secret, 4, id)).toBeNull();
  });

  it('cannot be turned back without the server secret', () => {
    const id = encodePseudoId(secret, 3, 12345);
    expect(decodePseudoId(randomBytes(32), 3, id)).toBeNull();
  });

  it('refuses tampered and malformed ids', () => {
    const id = encodePseudoId(secret, 3, 12345);
    const raw = Buffer.from(id, 'base64url');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    expect(decodePseudoId(secret, 3, raw.toString('base64url'))).toBeNull();
    expect(decodePseudoId(secret, 3, 'niet-een-pseudoid')).toBeNull();
    expect(decodePseudoId(secret, 3, '')).toBeNull();
  });

  it('round-trips any account id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 10_000 }),
        (account, publisher) => {
          expect(decodePseudoId(secret, publisher, encodePseudoId(secret, publisher, account))).toBe(account);
        },
      ),
    );
  });
});
