import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type KeyMaterial, publicJwks, SIGNING_ALG } from '../idp/keys';
import { signAccessToken } from '../test-support/tokens';
import { createTokenVerifier } from './tokens';

const config = { issuer: 'http://localhost:8080/idp', audience: 'leskluis-api' };

async function keyMaterial(): Promise<KeyMaterial> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' };
  return { signingKeys: [jwk], cookieKeys: [] };
}

describe('local token verification', () => {
  it('follows the provider key set as it changes, although it caches the imported keys', async () => {
    const first = await keyMaterial();
    const second = await keyMaterial();
    let current: KeyMaterial = first;
    const verifier = createTokenVerifier(config, { kind: 'local', jwks: () => publicJwks(current) });
    const firstToken = await signAccessToken(first, config, '7', { sid: 'sessie-7' });
    const secondToken = await signAccessToken(second, config, '8', { sid: 'sessie-8' });

    expect((await verifier.verify(firstToken)).subject).toBe('7');
    expect((await verifier.verify(firstToken)).subject).toBe('7');
    await expect(verifier.verify(secondToken)).rejects.toThrow();

    // Rotation: the new key signs, the old one still verifies.
    current = { signingKeys: [...second.signingKeys, ...first.signingKeys], cookieKeys: [] };
    expect((await verifier.verify(secondToken)).subject).toBe('8');
    expect((await verifier.verify(firstToken)).subject).toBe('7');

    // Retirement: the old key's tokens are refused from the next call on.
    current = second;
    await expect(verifier.verify(firstToken)).rejects.toThrow();
    expect((await verifier.verify(secondToken)).subject).toBe('8');
  });

  afterEach(() => vi.useRealTimers());

  it('refuses a token once it expired, though an earlier call verified it (decision 601)', async () => {
    const keys = await keyMaterial();
    const verifier = createTokenVerifier(config, { kind: 'local', jwks: () => publicJwks(keys) });
    const token = await signAccessToken(keys, config, '9', { sid: 'sessie-9', expiresInSeconds: 60 });
    expect((await verifier.verify(token)).subject).toBe('9');
    vi.useFakeTimers({ toFake: ['Date'] });
    // Within the clock tolerance of 5 s it still passes, as jose lets it.
    vi.setSystemTime(Date.now() + 63_000);
    expect((await verifier.verify(token)).subject).toBe('9');
    vi.setSystemTime(Date.now() + 3_000);
    await expect(verifier.verify(token)).rejects.toThrow();
  });
});
