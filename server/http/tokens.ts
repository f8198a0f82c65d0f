import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JWK,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { Config } from '../config';

/** `signedInAt` is the sign-in moment in epoch seconds: `auth_time` when the issuer sends it, else `iat`. */
export type VerifiedToken = { subject: string; expiresAt: number; signedInAt: number | null };

export type TokenVerifier = { verify(token: string): Promise<VerifiedToken> };

/** Where the keys come from: the embedded provider hands its current public keys; an external issuer is discovered. */
export type KeySource = { kind: 'local'; jwks: () => { keys: JWK[] } } | { kind: 'remote' };

/** Verifies access tokens with jose: signature, issuer, audience, expiry and `typ: at+jwt`. */
export function createTokenVerifier(
  config: Pick<Config, 'issuer' | 'audience'>,
  source: KeySource,
): TokenVerifier {
  let remote: Promise<JWTVerifyGetKey> | undefined;
  // Importing a JWK costs more than verifying with it (0.33 vs 0.12 ms a call): the local key set is
  // built once per set of key ids, so a rotation (a new kid) still takes effect at the next call.
  let local: { kids: string; getKey: JWTVerifyGetKey } | undefined;
  const keys = (): Promise<JWTVerifyGetKey> | JWTVerifyGetKey => {
    if (source.kind === 'local') {
      const jwks = source.jwks();
      const kids = jwks.keys.map((key) => key.kid).join(' ');
      if (local?.kids !== kids) local = { kids, getKey: createLocalJWKSet(jwks) };
      return local.getKey;
    }
    remote ??= discoverJwks(config.issuer).catch((error) => {
      remote = undefined;
      throw error;
    });
    return remote;
  };
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, await keys(), {
        issuer: config.issuer,
        audience: config.audience,
        typ: 'at+jwt',
        clockTolerance: 5,
      });
      if (!payload.sub || !payload.exp)
        throw new errors.JWTClaimValidationFailed('missing sub or exp', payload);
      const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : undefined;
      return { subject: payload.sub, expiresAt: payload.exp, signedInAt: authTime ?? payload.iat ?? null };
    },
  };
}

/** Reads `jwks_uri` from the issuer's discovery document (Keycloak and others differ in where it lives). */
async function discoverJwks(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
  return createRemoteJWKSet(new URL(jwksUri));
}
