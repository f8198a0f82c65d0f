import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';

/**
 * Pseudo ids: what a publisher sees instead of our account id. Deterministic authenticated
 * encryption (SIV construction on AES-256-CTR + HMAC-SHA256) of `accountId` under a key derived
 * for that publisher: the same account and publisher always give the same id, two publishers get
 * unrelated ids for one account, and nobody can turn an id back without the server secret.
 */
const VERSION = 1;

function keysFor(secret: Buffer, publisherId: number) {
  const material = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `pseudo-id:${publisherId}`, 64));
  return { macKey: material.subarray(0, 32), encKey: material.subarray(32, 64) };
}

function syntheticIv(macKey: Buffer, plaintext: Buffer): Buffer {
  return createHmac('sha256', macKey).update(plaintext).digest().subarray(0, 16);
}

export function encodePseudoId(secret: Buffer, publisherId: number, accountId: number): string {
  const { macKey, encKey } = keysFor(secret, publisherId);
  const plaintext = Buffer.alloc(8);
  plaintext.writeBigUInt64BE(BigInt(accountId));
  const iv = syntheticIv(macKey, plaintext);
  const cipher = createCipheriv('aes-256-ctr', encKey, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, body]).toString('base64url');
}

/** The account id inside a pseudo id of this publisher, or null when it is not one of theirs. */
export function decodePseudoId(secret: Buffer, publisherId: number, pseudoId: string): number | null {
  const raw = Buffer.from(pseudoId.trim(), 'base64url');
  if (raw.length !== 1 + 16 + 8 || raw[0] !== VERSION) return null;
  const iv = raw.subarray(1, 17);
  const { macKey, encKey } = keysFor(secret, publisherId);
  const decipher = createDecipheriv('aes-256-ctr', encKey, iv);
  const plaintext = Buffer.concat([decipher.update(raw.subarray(17)), decipher.final()]);
  // The synthetic IV authenticates the plaintext: a forged or other publisher's id fails here.
  if (!syntheticIv(macKey, plaintext).equals(iv)) return null;
  const accountId = plaintext.readBigUInt64BE();
  return accountId > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(accountId);
}
