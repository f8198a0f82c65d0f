import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../test-support/api-harness';

const api = fileApiHarness({ scale: 0.01 });

const get = (path: string, authorization?: string) =>
  api.app.request(path, authorization ? { headers: { authorization } } : {});

describe('token checks on every API call', () => {
  it('answers 401 without a token', async () => {
    const res = await get('/api/accounts');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Niet aangemeld.' });
  });

  it('answers 401 for a forged token (signed with another key)', async () => {
    const token = await api.tokenFor(SUPERUSER);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await get('/api/administrators/me', `Bearer ${forged}`)).status).toBe(401);
  });

  it('answers 401 for an expired token, a wrong issuer and a wrong audience', async () => {
    const expired = await api.tokenFor(SUPERUSER, { expiresInSeconds: -60 });
    expect((await get('/api/administrators/me', `Bearer ${expired}`)).status).toBe(401);
    const otherIssuer = await api.tokenFor(SUPERUSER, { issuer: 'https://evil.example/idp' });
    expect((await get('/api/administrators/me', `Bearer ${otherIssuer}`)).status).toBe(401);
    const otherAudience = await api.tokenFor(SUPERUSER, { audience: 'another-api' });
    expect((await get('/api/administrators/me', `Bearer ${otherAudience}`)).status).toBe(401);
  });

  it('answers 401 for a token that is not an access token (an ID token has typ JWT)', async () => {
    const idToken = await api.tokenFor(SUPERUSER, { typ: 'JWT' });
    expect((await get('/api/administrators/me', `Bearer ${idToken}`)).status).toBe(401);
    const accessToken = await api.tokenFor(SUPERUSER);
    expect((await get('/api/administrators/me', `Bearer ${accessToken}`)).status).toBe(200);
  });

  it('keeps health open so load balancers can probe it', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/administrators/me', () => {
  it('returns the superuser with rol.rechten and no uitgever', async () => {
    const me = (await (await api.as(SUPERUSER)('/api/administrators/me')).json()) as {
      email: string;
      rol: { rechten: string[] };
      uitgever: unknown;
    };
    expect(me.email).toBe(SUPERUSER);
    expect(me.rol.rechten).toEqual(['is_superuser']);
    expect(me.uitgever).toBeNull();
  });

  it('returns the publisher-bound administrator with their uitgever', async () => {
    const me = (await (await api.as(PUBLISHER_ADMIN)('/api/administrators/me')).json()) as {
      uitgever: { name: string; askForVolledigeNaam: boolean };
      rol: { uitgever: { name: string } };
    };
    expect(me.uitgever.name).toBe('Uitgeverij Noorderlicht');
    expect(me.rol.uitgever.name).toBe('Uitgeverij Noorderlicht');
  });

  it('answers 404 in JSON on an unknown API route', async () => {
    const res = await api.as(PUBLISHER_ADMIN)('/api/nergens');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Onbekende API-route.' });
  });
});

describe('a passed check kept per token while every change is heard (decision 739)', () => {
  const superuserRole = sql`rol_id from administrators where email = ${SUPERUSER}`;
  /** Changes the superuser's role without announcing it: triggers do not fire under the replica role. */
  const silently = (rechten: string) =>
    api.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update roles set rechten = ${rechten}::text[] where id = (select ${superuserRole})`,
      );
    });

  it('answers the next call from the kept check, and asks again once a change is heard', async () => {
    const token = await api.tokenFor(SUPERUSER);
    const accounts = () => get('/api/accounts', `Bearer ${token}`);
    try {
      expect((await accounts()).status).toBe(200);
      await silently('{}');
      // Nothing was announced, so the kept check still answers: the database was not asked.
      expect((await accounts()).status).toBe(200);
      // Any heard change makes every kept check go: the role's empty rights count from this call.
      await api.db.execute(sql`update administrators set name = name where email = ${SUPERUSER}`);
      const refused = await accounts();
      expect(refused.status).toBe(403);
    } finally {
      await api.db.execute(
        sql`update roles set rechten = '{is_superuser}' where id = (select ${superuserRole})`,
      );
    }
    expect((await accounts()).status).toBe(200);
  });

  it('refuses at once a token whose session a change heard ended, though it was kept', async () => {
    const token = await api.tokenFor(SUPERUSER);
    const me = () => get('/api/administrators/me', `Bearer ${token}`);
    expect((await me()).status).toBe(200);
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    await api.db.execute(sql`delete from oidc_payloads where model = 'Session' and uid = ${sid}`);
    const after = await me();
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Je sessie is beëindigd. Log opnieuw in.' });
  });
});
