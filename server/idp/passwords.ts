import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm.Argon2id`: the enum is an ambient const enum, which isolatedModules cannot read at runtime.
const ARGON2ID = 2 as Algorithm;

/**
 * The argon2id cost, stated rather than left to the library's defaults (decision 103): OWASP's
 * minimum for argon2id, 19 MiB of memory, 2 passes, 1 lane; about 20-40 ms per sign-in here.
 * Stored hashes carry their own parameters, so raising these later re-costs only new hashes.
 */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Hashes a password with argon2id and ARGON2_PARAMS; a fresh 16-byte salt each time. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID, ...ARGON2_PARAMS });
}

/** True when `plain` matches the argon2 hash; a malformed hash counts as no match rather than an error. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
