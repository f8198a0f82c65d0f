import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { idpKeys } from '../db/schema/identity';
import { createTokenVerifier } from '../http/tokens';
import { ACCESS_TOKEN_TTL } from '../idp/configuration';
import {
  type KeyMaterial,
  loadOrCreateKeys,
  publicJwks,
  retireSupersededKeys,
  rotateSigningKey,
} from '../idp/keys';
import { createLogger } from '../logger';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';
import { openTestSession, signAccessToken } from '../test-support/tokens';

/** Signing keys rotate: tokens signed before still verify until they expire (decision 114). */
const api = fileApiHarness();
let adminId: string;
beforeAll(async () => {
  const me = (await (await api.as(SUPERUSER)('/api/administrators/me')).json()) as { id: number };
  adminId = String(me.id);
}, 120_000);

/** The API as an instance started on the keys in the database now (a restart after the rotation). */
function apiOn(keys: KeyMaterial) {
  const verifier = createTokenVerifier(api.config, { kind: 'local', jwks: () => publicJwks(keys) });
  const app = buildApp({
    config: api.config,
    database: api.database,
    verifier,
    logger: createLogger('silent'),
  });
  return (token: string) =>
    app.request('/api/administrators/me', { headers: { authorization: `Bearer ${token}` } });
}

describe('signing key rotation', () => {
  it('keeps tokens of the old key valid until they expire, signs new ones with the new key, retires later', async () => {
    const before = await loadOrCreateKeys(api.db);
    const sid = await openTestSession(api.db, adminId);
    const oldToken = await signAccessToken(before, api.config, adminId, { sid });
    const expiredOld = await signAccessToken(before, api.config, adminId, { sid, expiresInSeconds: -60 });

    const newKid = await rotateSigningKey(api.db);
    const after = await loadOrCreateKeys(api.db);
    expect(after.signingKeys[0]!.kid).toBe(newKid);
    expect(after.signingKeys.map((key) => key.kid)).toContain(before.signingKeys[0]!.kid);
    const newToken = await signAccessToken(after, api.config, adminId, { sid });

    const call = apiOn(after);
    expect((await call(oldToken)).status).toBe(200);
    expect((await call(newToken)).status).toBe(200);
    expect((await call(expiredOld)).status).toBe(401);
    // The instance that has not restarted yet still knows the old key and accepts old tokens.
    expect((await apiOn(before)(oldToken)).status).toBe(200);

    // Within an access token's lifetime of the rotation nothing is retired.
    expect(await retireSupersededKeys(api.db, ACCESS_TOKEN_TTL * 1000)).toEqual([]);
    // Once that lifetime has passed (moved back in time here), the old key goes.
    const age = async (kid: string, hours: number) =>
      api.db
        .update(idpKeys)
        .set({ createdAt: sql`now() - ${hours} * interval '1 hour'` })
        .where(eq(idpKeys.kid, kid));
    await age(String(before.signingKeys[0]!.kid), 3);
    await age(newKid, 2);
    expect(await retireSupersededKeys(api.db, ACCESS_TOKEN_TTL * 1000)).toEqual([before.signingKeys[0]!.kid]);
    const later = await loadOrCreateKeys(api.db);
    expect(later.signingKeys.map((key) => key.kid)).toEqual([newKid]);
    expect((await apiOn(later)(newToken)).status).toBe(200);
    expect((await apiOn(later)(oldToken)).status).toBe(401);
  });
});
