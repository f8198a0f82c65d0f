// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createUserManager } from './user-manager';

describe('sign-in settings (spec 000 §1)', () => {
  it('asks for openid beheer with code + PKCE, never renews silently and returns to the root after sign-out', async () => {
    const manager = createUserManager(
      {
        apiBase: '/api',
        authority: 'http://console.test/idp',
        clientId: 'leskluis-beheer',
        environment: 'test',
      },
      'http://console.test',
    );
    expect(manager.settings).toMatchObject({
      scope: 'openid beheer',
      response_type: 'code',
      automaticSilentRenew: false,
      monitorSession: false,
      redirect_uri: 'http://console.test/auth/callback',
      post_logout_redirect_uri: 'http://console.test/',
    });
    expect(await manager.getUser()).toBeNull();
  });
});
