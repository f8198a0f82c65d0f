import { importJWK, SignJWT } from 'jose';
import type { Config } from '../config';
import { type KeyMaterial, SIGNING_ALG } from '../idp/keys';

/**
 * Signs an access token with the embedded provider's own signing key, exactly as the provider
 * shapes it (typ at+jwt, iss, aud, sub), so API tests exercise the real verification path.
 */
export async function signAccessToken(
  keys: KeyMaterial,
  config: Pick<Config, 'issuer' | 'audience'>,
  subject: string,
  options: { expiresInSeconds?: number; issuer?: string; audience?: string; typ?: string } = {},
): Promise<string> {
  const jwk = keys.signingKeys[0]!;
  const key = await importJWK(jwk, SIGNING_ALG);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: 'openid beheer', client_id: 'leskluis-beheer' })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: jwk.kid, typ: options.typ ?? 'at+jwt' })
    .setIssuer(options.issuer ?? config.issuer)
    .setAudience(options.audience ?? config.audience)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 300))
    .sign(key);
}
