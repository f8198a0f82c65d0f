import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { oauthClients } from '../../db/schema/oauth-clients';
import { verifyPassword } from '../../idp/passwords';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

type Client = {
  id: number;
  clientId: string;
  rol: string;
  redirectUris: string[];
  ownerId: number | null;
  organisations: { id: number; name: string }[];
  updatedAt: string;
};
type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

const api = fileApiHarness();
let distributorId: number;
let schoolId: number;
const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
const put = (body: unknown) => ({ method: 'PUT', body: JSON.stringify(body) });

beforeAll(async () => {
  const [distributor] = (await (await api.as(SUPERUSER)('/api/organisations?type=Distributeur')).json()) as {
    id: number;
  }[];
  const [school] = (await (await api.as(SUPERUSER)('/api/organisations?type=School')).json()) as {
    id: number;
  }[];
  distributorId = distributor!.id;
  schoolId = school!.id;
}, 120_000);

describe('OAuth clients (spec 001 §2, §5)', () => {
  it('needs the oauthclients right', async () => {
    expect((await api.as(SUPPORT)('/api/oauthclients')).status).toBe(403);
    const res = await api.as(SUPERUSER)('/api/oauthclients?rol=InternalApp');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as (Client & { secretHash?: string })[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.rol === 'InternalApp' && row.secretHash === undefined)).toBe(true);
  });

  it('validates: required fields, redirect URIs, owner and organisations unless InternalApp', async () => {
    const empty = (await (await api.as(SUPERUSER)('/api/oauthclients', post({}))).json()) as ErrorBody;
    expect(empty.errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining(['clientId', 'displayName', 'rol']),
    );
    const badUri = (await (
      await api.as(SUPERUSER)(
        '/api/oauthclients',
        post({ clientId: 'x', displayName: 'X', rol: 'InternalApp', redirectUris: 'https://ok.nl, http://' }),
      )
    ).json()) as ErrorBody;
    expect(badUri.errors).toContainEqual({ path: 'redirectUris', message: 'Ongeldige redirecturi' });
    const noOwner = (await (
      await api.as(SUPERUSER)(
        '/api/oauthclients',
        post({ clientId: 'x', displayName: 'X', rol: 'DistributeurApp', redirectUris: 'https://ok.nl' }),
      )
    ).json()) as ErrorBody;
    expect(noOwner.errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['ownerId', 'organisations']));
  });

  it("refuses a malformed scheme or a space as 'Ongeldige redirecturi', storing nothing", async () => {
    const count = async () => (await api.db.select({ id: oauthClients.id }).from(oauthClients)).length;
    const before = await count();
    for (const redirectUris of [
      'ht!tp://bad uri',
      'https://ok.nl/cb, ht!tp://bad',
      'https://ok.nl/bad uri',
    ]) {
      const res = await api.as(SUPERUSER)(
        '/api/oauthclients',
        post({ clientId: 'kapot-uri', displayName: 'Kapot', rol: 'InternalApp', redirectUris }),
      );
      expect(res.status, redirectUris).toBe(400);
      expect(((await res.json()) as ErrorBody).errors).toEqual([
        { path: 'redirectUris', message: 'Ongeldige redirecturi' },
      ]);
    }
    expect(await count()).toBe(before);
    const [stored] = (await (
      await api.as(SUPERUSER)('/api/oauthclients?rol=InternalApp')
    ).json()) as Client[];
    const res = await api.as(SUPERUSER)(
      `/api/oauthclients/${stored!.id}`,
      put({ ...stored, redirectUris: 'ht!tp://bad uri' }),
    );
    expect(res.status).toBe(400);
    const [row] = await api.db.select().from(oauthClients).where(eq(oauthClients.id, stored!.id));
    expect(row!.redirectUris).toEqual(stored!.redirectUris);
  });

  it('creates with trimmed, scheme-completed redirect URIs; clientId is unique', async () => {
    const body = {
      clientId: 'nieuwe-app',
      displayName: 'Nieuwe app',
      rol: 'DistributeurApp',
      redirectUris: ' app.example.nl/callback ,https://b.example.nl/cb,',
      ownerId: distributorId,
      organisations: [{ id: distributorId }, { id: schoolId }],
    };
    const res = await api.as(SUPERUSER)('/api/oauthclients', post(body));
    expect(res.status).toBe(201);
    const client = (await res.json()) as Client;
    expect(client.redirectUris).toEqual(['http://app.example.nl/callback', 'https://b.example.nl/cb']);
    expect(client.organisations.map((o) => o.id).sort()).toEqual([distributorId, schoolId].sort());
    const twice = await api.as(SUPERUSER)('/api/oauthclients', post(body));
    expect(((await twice.json()) as ErrorBody).errors?.[0]?.path).toBe('clientId');
    // An InternalApp keeps no owner or organisations.
    const internal = await api.as(SUPERUSER)(
      `/api/oauthclients/${client.id}`,
      put({ ...body, rol: 'InternalApp', updatedAt: client.updatedAt }),
    );
    expect(await internal.json()).toMatchObject({ rol: 'InternalApp', ownerId: null, organisations: [] });
  });

  it('resets the secret once: the answer carries it, only its hash is stored', async () => {
    const [client] = (await (await api.as(SUPERUSER)('/api/oauthclients')).json()) as Client[];
    const res = await api.as(SUPERUSER)(`/api/oauthclients/${client!.id}/reset`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { clientsecret } = (await res.json()) as { clientsecret: string };
    expect(clientsecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await api.db.select().from(oauthClients).where(eq(oauthClients.id, client!.id));
    expect(row!.secretHash).not.toContain(clientsecret);
    expect(await verifyPassword(row!.secretHash!, clientsecret)).toBe(true);
    const audit = (await (await api.as(SUPERUSER)('/api/es/auditlog?amount=20')).json()) as unknown[];
    expect(JSON.stringify(audit)).toContain('Clientsecret opnieuw ingesteld.');
    expect(JSON.stringify(audit)).not.toContain(clientsecret);
  });

  it('deletes a client', async () => {
    const created = (await (
      await api.as(SUPERUSER)(
        '/api/oauthclients',
        post({ clientId: 'weg', displayName: 'Weg', rol: 'InternalApp', redirectUris: 'https://weg.nl' }),
      )
    ).json()) as Client;
    expect((await api.as(SUPERUSER)(`/api/oauthclients/${created.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await api.as(SUPERUSER)(`/api/oauthclients/${created.id}`)).status).toBe(404);
  });

  it('refuses the publisher admin without the right', async () => {
    expect((await api.as(PUBLISHER_ADMIN)('/api/oauthclients')).status).toBe(403);
  });
});
