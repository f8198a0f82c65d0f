import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect';
import { oidcPayloads } from '../db/schema/identity';
import { freshTestDatabase } from '../test-support/database';
import { createAdapterFactory, pruneExpiredPayloads } from './adapter';

let database: Database & { drop(): Promise<void> };
let adapterFor: ReturnType<typeof createAdapterFactory>;

beforeAll(async () => {
  database = await freshTestDatabase();
  adapterFor = createAdapterFactory(database.db);
});

afterAll(async () => {
  await database?.drop();
});

describe('oidc_payloads adapter', () => {
  it('stores, replaces and finds a payload per model', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: '7' }, 60);
    await sessions.upsert('s1', { uid: 'u2', accountId: '8' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u2', accountId: '8' });
    expect(await sessions.findByUid('u2')).toEqual({ uid: 'u2', accountId: '8' });
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await adapterFor('Grant').find('s1')).toBeUndefined();
  });

  it('reports a consumed code with its consumed time, as replay detection needs', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    expect((await codes.find('c1'))?.consumed).toBeUndefined();
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBeGreaterThan(0);
  });

  it('finds nothing past its expiry and prunes it', async () => {
    const interactions = adapterFor('Interaction');
    await interactions.upsert('i1', { returnTo: '/idp/auth/i1' }, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, 'i1'));
    expect(await interactions.find('i1')).toBeUndefined();
    await pruneExpiredPayloads(database.db);
    expect(await database.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'i1'))).toEqual([]);
  });

  it("revokes every artifact of a grant, and only that grant's", async () => {
    await adapterFor('AccessToken').upsert('a1', { grantId: 'g2' }, 60);
    await adapterFor('AuthorizationCode').upsert('c2', { grantId: 'g2' }, 60);
    await adapterFor('AccessToken').upsert('a2', { grantId: 'g3' }, 60);
    await adapterFor('AccessToken').revokeByGrantId('g2');
    expect(await adapterFor('AccessToken').find('a1')).toBeUndefined();
    expect(await adapterFor('AuthorizationCode').find('c2')).toBeUndefined();
    expect(await adapterFor('AccessToken').find('a2')).toEqual({ grantId: 'g3' });
  });

  it('destroys one payload', async () => {
    const grants = adapterFor('Grant');
    await grants.upsert('g9', { accountId: '1' }, undefined);
    expect(await grants.find('g9')).toEqual({ accountId: '1' });
    await grants.destroy('g9');
    expect(await grants.find('g9')).toBeUndefined();
  });
});
