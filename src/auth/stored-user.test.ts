// @vitest-environment jsdom
import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredUser } from './stored-user';
import { createUserManager } from './user-manager';

const config = {
  apiBase: '/api',
  authority: 'http://console.test/idp',
  clientId: 'leskluis-beheer',
  environment: 'test' as const,
};
const now = Math.floor(Date.now() / 1000);
const user = (expiresAt: number | undefined) =>
  new User({
    access_token: 'access-token',
    id_token: 'id-token',
    token_type: 'Bearer',
    profile: { sub: '1', iss: config.authority, aud: config.clientId, exp: now + 600, iat: now },
    ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
  });

describe('the stored user read without oidc-client-ts (decision 380)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reads the token of the user that UserManager stored, as its getUser() does', async () => {
    const manager = createUserManager(config, 'http://console.test');
    await manager.storeUser(user(now + 300));
    expect((await manager.getUser())?.access_token).toBe('access-token');
    expect(readStoredUser(config)).toEqual({
      access_token: 'access-token',
      id_token: 'id-token',
      expires_at: now + 300,
    });
  });

  it('treats an expired user as absent, and one without expiry as signed in, like user.expired', async () => {
    const manager = createUserManager(config, 'http://console.test');
    await manager.storeUser(user(now));
    expect((await manager.getUser())?.expired).toBe(true);
    expect(readStoredUser(config, window.sessionStorage, now)).toBeNull();

    await manager.storeUser(user(undefined));
    expect((await manager.getUser())?.expired).toBeUndefined();
    expect(readStoredUser(config)?.access_token).toBe('access-token');
  });

  it('finds nothing after removeUser, for another client or in unreadable storage', async () => {
    const manager = createUserManager(config, 'http://console.test');
    await manager.storeUser(user(now + 300));
    expect(readStoredUser({ ...config, clientId: 'another-client' })).toBeNull();
    await manager.removeUser();
    expect(readStoredUser(config)).toBeNull();
    window.sessionStorage.setItem(`oidc.user:${config.authority}:${config.clientId}`, '{not json');
    expect(readStoredUser(config)).toBeNull();
  });
});
