import { randomBytes } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { createAdapterFactory } from '../idp/adapter';
import { SESSION_TTL } from '../idp/configuration';
import { type KeyMaterial, SIGNING_ALG } from '../idp/keys';

const CONSOLE_CLIENT_ID = 'leskluis-beheer';

/**
 * Stores a provider session for `subject`, shaped as oidc-provider stores one after a console
 * sign-in (through the same adapter), and returns its uid: the `sid` of tokens issued in it.
 */
export async function openTestSession(db: Db, subject: string): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const uid = randomBytes(16).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  await createAdapterFactory(db)('Session').upsert(
    id,
    {
      kind: 'Session',
      jti: id,
      uid,
      accountId: subject,
      loginTs: now,
      iat: now,
      exp: now + SESSION_TTL,
      authorizations: {
        [CONSOLE_CLIENT_ID]: {
          sid: randomBytes(16).toString('base64url'),
          grantId: randomBytes(16).toString('base64url'),
        },
      },
    },
    SESSION_TTL,
  );
  return uid;
}

/**
 * Signs an access token with the embedded provider's own signing key, exactly as the provider
 * shapes it (typ at+jwt, iss, aud, sub, client_id, and `sid` when given: the API refuses a token
 * without a live session, see openTestSession), so API tests exercise the real verification path.
 */
export async function signAccessToken(
  keys: KeyMaterial,
  config: Pick<Config, 'issuer' | 'audience'>,
  subject: string,
  options: { expiresInSeconds?: number; issuer?: string; audience?: string; typ?: string; sid?: string } = {},
): Promise<string> {
  const jwk = keys.signingKeys[0]!;
  const key = await importJWK(jwk, SIGNING_ALG);
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    scope: 'openid beheer',
    client_id: CONSOLE_CLIENT_ID,
    ...(options.sid ? { sid: options.sid } : {}),
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALG, kid: jwk.kid, typ: options.typ ?? 'at+jwt' })
    .setIssuer(options.issuer ?? config.issuer)
    .setAudience(options.audience ?? config.audience)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 300))
    .sign(key);
}
