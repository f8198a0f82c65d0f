// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { startSession } from './session';
import { createUserManager } from './user-manager';

const config = {
  apiBase: '/api',
  authority: 'http://console.test/idp',
  clientId: 'leskluis-beheer',
  environment: 'test' as const,
};

describe('session start (decision 380)', () => {
  it('resumes a stored user without loading oidc-client-ts', async () => {
    let loads = 0;
    const start = await startSession({
      storedUser: () => ({ access_token: 'stored-token', id_token: 'id-token' }),
      userManager: async () => {
        loads += 1;
        return createUserManager(config, 'http://console.test');
      },
    });
    if (start.kind !== 'signed-in') throw new Error(`expected signed-in, got ${start.kind}`);
    expect(start.session.accessToken()).toBe('stored-token');
    expect(loads).toBe(0);
  });
});
