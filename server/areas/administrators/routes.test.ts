import { beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema/administrators';
import { authenticateAdministrator } from '../../idp/accounts';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

type Admin = {
  id: number;
  name: string;
  email: string;
  updatedAt: string;
  rol: { id: number; naam: string; rechten: string[] };
  uitgever: { id: number; name: string } | null;
};
type Role = {
  id: number;
  naam: string;
  rechten: string[];
  uitgever: { id: number } | null;
  updatedAt: string;
};
type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

const api = fileApiHarness();
let superuser: Admin;
let support: Admin;
let publisherAdmin: Admin;
let noorderlicht: number;
let otherPublisher: number;
let publisherRole: Role;
let manager: Admin;
const MANAGER_EMAIL = 'manager@noorderlicht.test';
const MANAGER_PASSWORD = 'noorderlicht-1';

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
const put = (body: unknown) => ({ method: 'PUT', body: JSON.stringify(body) });
const me = async (email: string) => (await (await api.as(email)('/api/administrators/me')).json()) as Admin;
const asManager = () => api.as(MANAGER_EMAIL);

beforeAll(async () => {
  superuser = await me(SUPERUSER);
  support = await me(SUPPORT);
  publisherAdmin = await me(PUBLISHER_ADMIN);
  noorderlicht = publisherAdmin.uitgever!.id;
  const publishers = (await (
    await api.as(SUPERUSER)('/api/organisations?type=Uitgever&sort=ASC-id')
  ).json()) as { id: number }[];
  otherPublisher = publishers.find((p) => p.id !== noorderlicht)!.id;

  // A publisher-bound role and administrator that manage their own publisher's administrators and roles.
  const roleRes = await api.as(SUPERUSER)(
    '/api/roles',
    json({
      naam: 'Noorderlicht beheer',
      uitgever: { id: noorderlicht },
      rechten: [
        'beheerders_inzien',
        'beheerders_toevoegen',
        'beheerders_aanpassen',
        'rollen_inzien',
        'rollen_toevoegen',
        'rollen_aanpassen',
        'producten_inzien',
      ],
    }),
  );
  expect(roleRes.status).toBe(201);
  publisherRole = (await roleRes.json()) as Role;
  const adminRes = await api.as(SUPERUSER)(
    '/api/administrators',
    json({
      name: 'Mila Manager',
      email: MANAGER_EMAIL,
      password: MANAGER_PASSWORD,
      passwordConfirmation: MANAGER_PASSWORD,
      rol: { id: publisherRole.id },
      uitgever: { id: noorderlicht },
    }),
  );
  expect(adminRes.status).toBe(201);
  manager = (await adminRes.json()) as Admin;
}, 120_000);

/** A role the superuser makes for a test. */
const roleBySuperuser = async (body: Record<string, unknown>) =>
  (await (await api.as(SUPERUSER)('/api/roles', json(body))).json()) as Role;

/** `email` creates an administrator; the password is a valid one, as the test is about the rest. */
const createAs = (email: string, body: Record<string, unknown>) =>
  api.as(email)('/api/administrators', json({ password: 'wachtwoord-9', ...body }));

describe('administrators: list and read', () => {
  it('lists with q and role filters and the Content-Range total', async () => {
    const res = await api.as(SUPERUSER)(`/api/administrators?q=manager&rol=${publisherRole.id}`);
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Admin[];
    expect(rows.map((row) => row.email)).toEqual([MANAGER_EMAIL]);
    expect(res.headers.get('content-range')).toBe('items 0-0/1');
    expect(rows[0]).not.toHaveProperty('passwordHash');
  });

  it('shows a publisher-bound administrator only their own publisher’s administrators', async () => {
    const rows = (await (await asManager()('/api/administrators')).json()) as Admin[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.uitgever?.id === noorderlicht)).toBe(true);
    expect((await asManager()(`/api/administrators/${superuser.id}`)).status).toBe(404);
  });

  it('keeps the role filter for superusers (spec 001 §2)', async () => {
    const res = await asManager()(`/api/administrators?rol=${publisherRole.id}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Niet bevoegd om op rol te filteren.' });
  });

  it('lets an administrator without beheerders_inzien read only themselves', async () => {
    expect((await api.as(SUPPORT)('/api/administrators')).status).toBe(403);
    expect((await api.as(SUPPORT)(`/api/administrators/${support.id}`)).status).toBe(200);
    expect((await api.as(SUPPORT)(`/api/administrators/${superuser.id}`)).status).toBe(403);
  });
});

describe('administrators: create and validation (spec 001 §5)', () => {
  it('answers every validation text of the form', async () => {
    const empty = (await (await api.as(SUPERUSER)('/api/administrators', json({}))).json()) as ErrorBody;
    const messages = empty.errors!.map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Naam is verplicht', 'E-mail is verplicht', 'Wachtwoord is verplicht']),
    );
    const bad = (await (
      await api.as(SUPERUSER)(
        '/api/administrators',
        json({ name: 'X', email: 'geen-mail', password: 'kort', passwordConfirmation: 'anders', rol: null }),
      )
    ).json()) as ErrorBody;
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Vul een geldig e-mailadres in' },
        { path: 'password', message: 'Wachtwoord moet minimaal 9 karakters lang zijn' },
      ]),
    );
    const mismatch = (await (
      await api.as(SUPERUSER)(
        '/api/administrators',
        json({
          name: 'X',
          email: 'x@x.nl',
          password: 'lang-genoeg-1',
          passwordConfirmation: 'lang-genoeg-2',
          rol: null,
        }),
      )
    ).json()) as ErrorBody;
    expect(mismatch.errors).toEqual(
      expect.arrayContaining([
        { path: 'rol', message: 'Rol is verplicht' },
        { path: 'passwordConfirmation', message: 'Wachtwoord moet overeenkomen' },
      ]),
    );
  });

  it('refuses a second administrator with the same e-mail, whatever its case', async () => {
    const res = await createAs(SUPERUSER, {
      name: 'Dubbel',
      email: MANAGER_EMAIL.toUpperCase(),
      rol: { id: support.rol.id },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.[0]?.path).toBe('email');
  });

  it('fixes the publisher of administrators created by a publisher-bound administrator', async () => {
    const res = await createAs(MANAGER_EMAIL, {
      name: 'Noor Nieuw',
      email: 'noor@noorderlicht.test',
      rol: { id: publisherRole.id },
      uitgever: { id: otherPublisher },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Admin).uitgever?.id).toBe(noorderlicht);
  });

  it('refuses a role of another publisher or of nobody to a publisher-bound creator', async () => {
    const otherRole = await roleBySuperuser({
      naam: 'Ander',
      uitgever: { id: otherPublisher },
      rechten: ['producten_inzien'],
    });
    for (const rolId of [otherRole.id, support.rol.id]) {
      const res = await createAs(MANAGER_EMAIL, {
        name: 'Stiekem',
        email: `s${rolId}@x.nl`,
        rol: { id: rolId },
      });
      expect(res.status).toBe(400);
    }
    // A superuser may not give a Noorderlicht administrator another publisher's role either.
    const res = await createAs(SUPERUSER, {
      name: 'Mis',
      email: 'mis@x.nl',
      rol: { id: otherRole.id },
      uitgever: { id: noorderlicht },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe('Deze rol hoort bij een andere uitgever.');
  });

  it('refuses a role whose rights exceed the creator’s own (no escalation)', async () => {
    const richRole = await roleBySuperuser({
      naam: 'Rijk',
      uitgever: { id: noorderlicht },
      rechten: ['producten_inzien', 'factuur_inzien'],
    });
    const res = await createAs(MANAGER_EMAIL, { name: 'Rijk', email: 'rijk@x.nl', rol: { id: richRole.id } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toBe('Deze rol mag je niet toekennen.');
  });
});

describe('administrators: edit, password, delete', () => {
  it('lets an administrator edit themselves without beheerders_aanpassen, but not change their role', async () => {
    const res = await api.as(SUPPORT)(
      `/api/administrators/${support.id}`,
      put({
        name: 'Sam S. Support',
        email: support.email,
        rol: { id: support.rol.id },
        updatedAt: support.updatedAt,
      }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Admin).name).toBe('Sam S. Support');
    const other = await api.as(SUPPORT)(
      `/api/administrators/${publisherAdmin.id}`,
      put({ name: 'x', email: publisherAdmin.email, rol: { id: publisherAdmin.rol.id } }),
    );
    expect(other.status).toBe(403);
    const fresh = await me(MANAGER_EMAIL);
    const ownRole = await asManager()(
      `/api/administrators/${manager.id}`,
      put({ name: fresh.name, email: fresh.email, rol: { id: publisherAdmin.rol.id } }),
    );
    expect(ownRole.status).toBe(400);
    expect(((await ownRole.json()) as ErrorBody).message).toBe('Je kunt je eigen rol niet wijzigen.');
  });

  it('answers 412 to an edit of a stale version and changes nothing', async () => {
    const before = await me(PUBLISHER_ADMIN);
    const body = {
      name: 'Uma U.',
      email: before.email,
      rol: { id: before.rol.id },
      updatedAt: before.updatedAt,
    };
    expect((await api.as(SUPERUSER)(`/api/administrators/${before.id}`, put(body))).status).toBe(200);
    const stale = await api.as(SUPERUSER)(`/api/administrators/${before.id}`, put({ ...body, name: 'Oud' }));
    expect(stale.status).toBe(412);
    expect((await me(PUBLISHER_ADMIN)).name).toBe('Uma U.');
  });

  it('does not let a non-superuser edit an administrator with more rights (account takeover)', async () => {
    const res = await asManager()(
      `/api/administrators/${publisherAdmin.id}`,
      put({ name: 'x', email: 'takeover@x.nl', rol: { id: publisherAdmin.rol.id } }),
    );
    expect(res.status).toBe(403);
  });

  it('changes a password with the spec’s rules; the identity provider checks the new one', async () => {
    const change = (body: unknown) =>
      asManager()(`/api/administrators/${manager.id}/actions/changepassword`, json(body));
    const noOld = await change({ password: 'nieuw-wachtwoord' });
    expect(noOld.status).toBe(400);
    const wrongOld = await change({ oldPassword: 'fout-fout-fout', password: 'nieuw-wachtwoord' });
    expect(((await wrongOld.json()) as ErrorBody).errors?.[0]?.path).toBe('oldPassword');
    const same = await change({ oldPassword: MANAGER_PASSWORD, password: MANAGER_PASSWORD });
    expect(((await same.json()) as ErrorBody).message).toBe(
      'Nieuw wachtwoord mag niet overeenkomen met de huidige',
    );
    const short = await change({ oldPassword: MANAGER_PASSWORD, password: 'kort' });
    expect(((await short.json()) as ErrorBody).message).toBe(
      'Nieuw wachtwoord moet minimaal 9 karakters lang zijn',
    );
    const mismatch = await change({
      oldPassword: MANAGER_PASSWORD,
      password: 'nieuw-wachtwoord',
      passwordConfirmation: 'iets-anders',
    });
    expect(((await mismatch.json()) as ErrorBody).message).toBe('Nieuw wachtwoord komt niet overeen');
    const ok = await change({
      oldPassword: MANAGER_PASSWORD,
      password: 'nieuw-wachtwoord',
      passwordConfirmation: 'nieuw-wachtwoord',
    });
    expect(ok.status).toBe(204);
    expect(await authenticateAdministrator(api.db, MANAGER_EMAIL, 'nieuw-wachtwoord')).toBe(
      String(manager.id),
    );
    expect(await authenticateAdministrator(api.db, MANAGER_EMAIL, MANAGER_PASSWORD)).toBeNull();
    // A superuser is not asked for the current password.
    const reset = await api.as(SUPERUSER)(
      `/api/administrators/${manager.id}/actions/changepassword`,
      json({ password: MANAGER_PASSWORD }),
    );
    expect(reset.status).toBe(204);
    expect(await authenticateAdministrator(api.db, MANAGER_EMAIL, MANAGER_PASSWORD)).toBe(String(manager.id));
  });

  it('deletes with beheerders_verwijderen, never oneself nor without the right', async () => {
    const created = (await (
      await createAs(SUPERUSER, { name: 'Weg', email: 'weg@x.nl', rol: { id: support.rol.id } })
    ).json()) as Admin;
    expect((await asManager()(`/api/administrators/${created.id}`, { method: 'DELETE' })).status).toBe(403);
    const self = await api.as(SUPERUSER)(`/api/administrators/${superuser.id}`, { method: 'DELETE' });
    expect(self.status).toBe(409);
    expect(((await self.json()) as ErrorBody).message).toBe('Je kunt jezelf niet verwijderen.');
    expect((await api.as(SUPERUSER)(`/api/administrators/${created.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await api.as(SUPERUSER)(`/api/administrators/${created.id}`)).status).toBe(404);
  });
});

describe('roles: scoping and escalation (spec 001 §2)', () => {
  it('shows a publisher-bound administrator only their own publisher’s roles', async () => {
    const rows = (await (await asManager()('/api/roles')).json()) as Role[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.uitgever?.id === noorderlicht)).toBe(true);
    expect((await asManager()(`/api/roles/${support.rol.id}`)).status).toBe(404);
  });

  it('filters on uitgever plus geenUitgever as "of that publisher or of none"', async () => {
    const rows = (await (
      await api.as(SUPERUSER)(
        `/api/roles?uitgever=${noorderlicht}&geenUitgever=true&isKiesbaar=true&geenBasisRol=true`,
      )
    ).json()) as Role[];
    expect(rows.every((row) => row.uitgever === null || row.uitgever.id === noorderlicht)).toBe(true);
    expect(rows.some((row) => row.uitgever === null)).toBe(true);
  });

  it('validates naam and rechten with the spec’s text', async () => {
    const res = await api.as(SUPERUSER)('/api/roles', json({ naam: '', rechten: [] }));
    const body = (await res.json()) as ErrorBody;
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'naam', message: 'Veld is verplicht' },
        { path: 'rechten', message: 'Veld is verplicht' },
      ]),
    );
  });

  it('refuses rights the granter does not hold, and is_superuser to non-superusers', async () => {
    const notHeld = await asManager()(
      '/api/roles',
      json({ naam: 'Meer', rechten: ['tlinklicenties_inzien'] }),
    );
    expect(notHeld.status).toBe(403);
    const superRole = await asManager()('/api/roles', json({ naam: 'Super', rechten: ['is_superuser'] }));
    expect(superRole.status).toBe(403);
    expect(((await superRole.json()) as ErrorBody).message).toBe(
      'Alleen een superuser kan superuserrechten toekennen.',
    );
  });

  it('tells a superuser that is_superuser is not given through a role, as a field error', async () => {
    const before = await api.db.select().from(roles);
    const res = await api.as(SUPERUSER)(
      '/api/roles',
      json({ naam: 'Nog een super', rechten: ['is_superuser'] }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.message).not.toMatch(/^Alleen een superuser/);
    expect(body.errors).toEqual([
      { path: 'rechten', message: 'Het recht is_superuser kan niet aan een rol worden toegekend.' },
    ]);
    expect(await api.db.select().from(roles)).toHaveLength(before.length);
  });

  it('refuses a role name that is already taken (case and spaces aside) with a field error', async () => {
    const first = await api.as(SUPERUSER)(
      '/api/roles',
      json({ naam: 'Helpdesk lezen', rechten: ['gebruikers_inzien'] }),
    );
    expect(first.status).toBe(201);
    const before = await api.db.select().from(roles);
    const twin = await api.as(SUPERUSER)(
      '/api/roles',
      json({ naam: ' helpdesk LEZEN ', rechten: ['gebruikers_inzien'] }),
    );
    expect(twin.status).toBe(400);
    expect(((await twin.json()) as ErrorBody).errors).toEqual([
      { path: 'naam', message: 'Er bestaat al een rol met deze naam.' },
    ]);
    expect(await api.db.select().from(roles)).toHaveLength(before.length);

    // Renaming another role to the taken name is refused too; keeping one's own name is not.
    const other = await roleBySuperuser({ naam: 'Helpdesk schrijven', rechten: ['gebruikers_inzien'] });
    const renamed = await api.as(SUPERUSER)(
      `/api/roles/${other.id}`,
      put({ naam: 'Helpdesk Lezen', rechten: other.rechten, updatedAt: other.updatedAt }),
    );
    expect(renamed.status).toBe(400);
    const kept = await api.as(SUPERUSER)(
      `/api/roles/${other.id}`,
      put({
        naam: 'Helpdesk schrijven',
        rechten: ['gebruikers_inzien', 'rollen_inzien'],
        updatedAt: other.updatedAt,
      }),
    );
    expect(kept.status).toBe(200);
  });

  it('fixes a publisher-bound administrator’s roles to their own publisher', async () => {
    const res = await asManager()(
      '/api/roles',
      json({ naam: 'Alleen lezen', uitgever: { id: otherPublisher }, rechten: ['producten_inzien'] }),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as Role).uitgever?.id).toBe(noorderlicht);
  });

  it('does not let an administrator add rights to their own role', async () => {
    const role = (await (await asManager()(`/api/roles/${publisherRole.id}`)).json()) as Role;
    const res = await asManager()(
      `/api/roles/${role.id}`,
      put({
        naam: role.naam,
        rechten: [...role.rechten, 'beheerders_verwijderen'],
        updatedAt: role.updatedAt,
      }),
    );
    expect(res.status).toBe(403);
    // Keeping or dropping rights is allowed.
    const keep = await asManager()(
      `/api/roles/${role.id}`,
      put({ naam: 'Noorderlicht beheer', rechten: role.rechten, updatedAt: role.updatedAt }),
    );
    expect(keep.status).toBe(200);
  });

  it('keeps a right the role already had when a non-holder edits it (union rule)', async () => {
    const role = await roleBySuperuser({
      naam: 'Met factuur',
      uitgever: { id: noorderlicht },
      rechten: ['producten_inzien', 'factuur_inzien'],
    });
    const res = await asManager()(
      `/api/roles/${role.id}`,
      put({ naam: 'Met factuur 2', rechten: ['producten_inzien', 'factuur_inzien', 'rollen_inzien'] }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Role).rechten).toContain('factuur_inzien');
  });

  it('answers 409 with the blocking administrators when a role in use is deleted', async () => {
    const res = await api.as(SUPERUSER)(`/api/roles/${publisherRole.id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    const blocking = (await res.json()) as { toString: string; entityType: string; id: number }[];
    expect(blocking).toContainEqual({
      toString: `Mila Manager (${MANAGER_EMAIL})`,
      entityType: 'Beheerder',
      id: manager.id,
    });
    const unused = (await (
      await api.as(SUPERUSER)('/api/roles', json({ naam: 'Tijdelijk', rechten: ['producten_inzien'] }))
    ).json()) as Role;
    expect((await asManager()(`/api/roles/${unused.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await api.as(SUPERUSER)(`/api/roles/${unused.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('writes one audit entry per change', async () => {
    const res = await api.as(SUPERUSER)('/api/es/auditlog?amount=50');
    const entries = (await res.json()) as { object_type?: string; request_type?: string }[];
    expect(JSON.stringify(entries)).toContain('Rol');
  });
});
