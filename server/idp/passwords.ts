import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm.Argon2id`: the enum is an ambient const enum, which isolatedModules cannot read at runtime.
const ARGON2ID = 2 as Algorithm;

/** Hashes a password with argon2id (the library's OWASP-level defaults: 19 MiB, 2 passes). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID });
}

/** True when `plain` matches the argon2 hash; a malformed hash counts as no match rather than an error. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
