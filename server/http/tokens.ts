import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JWK,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { Config } from '../config';

/**
 * `signedInAt` is the sign-in moment in epoch seconds: `auth_time` when the issuer sends it, else
 * `iat`. `sessionId` is the `sid` claim, `clientId` the `client_id` claim (null when absent).
 */
export type VerifiedToken = {
  subject: string;
  expiresAt: number;
  signedInAt: number | null;
  sessionId: string | null;
  clientId: string | null;
};

export type TokenVerifier = {
  verify(token: string): Promise<VerifiedToken>;
  /**
   * True with the embedded provider: every call checks the token's session in the database, so a
   * token dies with its session (decision 180). An external issuer's sessions are not ours to read.
   */
  checksSessions: boolean;
};

/** Where the keys come from: the embedded provider hands its current public keys; an external issuer is discovered. */
export type KeySource = { kind: 'local'; jwks: () => { keys: JWK[] } } | { kind: 'remote' };

/**
 * Verifies access tokens with jose: signature, issuer, audience, expiry and `typ: at+jwt`; tokens
 * of the embedded provider must also name their session (`sid`) and client.
 */
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
  const checksSessions = source.kind === 'local';
  const verified = new VerifiedTokens();
  return {
    checksSessions,
    async verify(token) {
      const getKey = await keys();
      // Only the embedded provider's key set is known here, so only its tokens are kept (see below).
      const keySet = source.kind === 'local' ? local?.kids : undefined;
      const known = keySet === undefined ? undefined : verified.get(token, keySet);
      if (known) return known;
      const { payload } = await jwtVerify(token, getKey, {
        issuer: config.issuer,
        audience: config.audience,
        typ: 'at+jwt',
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      if (!payload.sub || !payload.exp)
        throw new errors.JWTClaimValidationFailed('missing sub or exp', payload);
      const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
      const clientId = typeof payload.client_id === 'string' ? payload.client_id : null;
      if (checksSessions && (sessionId === null || clientId === null))
        throw new errors.JWTClaimValidationFailed('missing sid or client_id', payload);
      const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : undefined;
      const result: VerifiedToken = {
        subject: payload.sub,
        expiresAt: payload.exp,
        signedInAt: authTime ?? payload.iat ?? null,
        sessionId,
        clientId,
      };
      if (keySet !== undefined) verified.add(token, keySet, result);
      return result;
    },
  };
}

/** Seconds of clock difference allowed in `exp` and `nbf` (issuer and API clocks differ a little). */
const CLOCK_TOLERANCE_SECONDS = 5;

/** How many verified tokens a verifier keeps: several per signed-in administrator of one instance. */
const VERIFIED_TOKENS_KEPT = 1000;

/**
 * Tokens whose signature and claims this verifier already checked against the key set `kids`
 * (decision 601). A token is immutable, so checking it again against the same keys gives the same
 * answer until it expires: every call still checks expiry, and a token verified against another
 * key set (a key retired) is verified anew. Whether its session or administrator still exists is
 * not kept here: `requireAuth` asks the database, or its kept check while every change is heard
 * (decisions 180, 739). The RSA
 * signature check through WebCrypto was 0.2-0.5 ms of every API call.
 */
class VerifiedTokens {
  private readonly tokens = new Map<string, { kids: string; token: VerifiedToken }>();

  get(token: string, kids: string): VerifiedToken | undefined {
    const known = this.tokens.get(token);
    if (!known) return undefined;
    if (known.kids !== kids || known.token.expiresAt + CLOCK_TOLERANCE_SECONDS <= Date.now() / 1000) {
      this.tokens.delete(token);
      return undefined;
    }
    return known.token;
  }

  add(token: string, kids: string, verified: VerifiedToken) {
    // Oldest first (insertion order): the one kept longest makes room.
    if (this.tokens.size >= VERIFIED_TOKENS_KEPT) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(token, { kids, token: verified });
  }
}

/** Reads `jwks_uri` from the issuer's discovery document (Keycloak and others differ in where it lives). */
async function discoverJwks(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
  return createRemoteJWKSet(new URL(jwksUri));
}
