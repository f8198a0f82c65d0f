import { randomBytes, randomUUID } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connect';
import { idpKeys } from '../db/schema/identity';

export const SIGNING_ALG = 'RS256';

export type KeyMaterial = {
  /** Private JWKs for oidc-provider, newest first. */
  signingKeys: JWK[];
  /** Secrets for the provider's signed cookies, newest first. */
  cookieKeys: string[];
};

/** Loads the provider's keys from the database, creating them on first start, so restarts keep sessions. */
export async function loadOrCreateKeys(db: Db): Promise<KeyMaterial> {
  const rows = await db.transaction(async (tx) => {
    // Instances starting at once on a new database must make one signing key between them, not
    // one each (each would only know its own and refuse the other's tokens): one at a time here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('idp_keys'))`);
    const current = await tx.select().from(idpKeys).where(isNull(idpKeys.retiredAt));
    if (!current.some((row) => row.use === 'sig')) {
      const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
      const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' };
      await tx.insert(idpKeys).values({ kid: jwk.kid, use: 'sig', jwk }).onConflictDoNothing();
    }
    if (!current.some((row) => row.use === 'cookie')) {
      const secret = randomBytes(32).toString('base64url');
      await tx
        .insert(idpKeys)
        .values({ kid: randomUUID(), use: 'cookie', jwk: { k: secret } })
        .onConflictDoNothing();
    }
    return tx.select().from(idpKeys).where(isNull(idpKeys.retiredAt));
  });
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    signingKeys: rows.filter((row) => row.use === 'sig').map((row) => row.jwk as JWK),
    cookieKeys: rows.filter((row) => row.use === 'cookie').map((row) => String(row.jwk.k)),
  };
}

/** The public half of the signing keys: what the API verifies tokens with. */
export function publicJwks(keys: KeyMaterial): { keys: JWK[] } {
  return {
    keys: keys.signingKeys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}

export async function retireKey(db: Db, kid: string): Promise<void> {
  await db.update(idpKeys).set({ retiredAt: new Date() }).where(eq(idpKeys.kid, kid));
}

/**
 * Adds a new signing key; it signs from the next start (keys load newest first) while the previous
 * ones stay in the JWKS, so every token signed before still verifies until it expires (decision 114).
 */
export async function rotateSigningKey(db: Db): Promise<string> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' };
  await db.insert(idpKeys).values({ kid: jwk.kid, use: 'sig', jwk });
  return jwk.kid;
}

/**
 * Retires signing keys that a newer key replaced more than `graceMs` ago (at least the access-token
 * lifetime): no unexpired token can carry their signature any more. Returns the retired kids.
 */
export async function retireSupersededKeys(db: Db, graceMs: number): Promise<string[]> {
  const rows = (await db.select().from(idpKeys).where(isNull(idpKeys.retiredAt)))
    .filter((row) => row.use === 'sig')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const retired: string[] = [];
  for (const [i, row] of rows.entries()) {
    const successor = rows[i + 1];
    if (successor && successor.createdAt.getTime() < Date.now() - graceMs) {
      await retireKey(db, row.kid);
      retired.push(row.kid);
    }
  }
  return retired;
}
