import { describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER, SUPPORT } from '../test-support/api-harness';

/**
 * Accounts of administrators (issue 19, decision 183): one's own e-mail and password change only
 * with the current password, the e-mail check is no oracle for staff who may not manage
 * administrators, and common passwords are refused.
 */
const api = fileApiHarness();
type Me = { id: number; name: string; email: string; rol: { id: number }; updatedAt: string };
type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });
const me = async (email: string) => (await (await api.as(email)('/api/administrators/me')).json()) as Me;
const fieldOf = async (response: Response) => ((await response.json()) as ErrorBody).errors?.[0];

/**
 * `send` (with the current password in `field`, left out when undefined) is refused without it and
 * with a wrong one, each time on that field with the spec's text.
 */
async function refusedWithoutCurrentPassword(field: string, send: (current?: string) => Promise<Response>) {
  const missing = await send();
  expect(missing.status).toBe(400);
  expect(await fieldOf(missing)).toEqual({ path: field, message: 'Huidig wachtwoord is verplicht' });
  const wrong = await send('niet-het-wachtwoord');
  expect(await fieldOf(wrong)).toEqual({ path: field, message: 'Het huidige wachtwoord is onjuist.' });
}

describe("an administrator's own password and e-mail", () => {
  it('asks a superuser for the current password to change their own password', async () => {
    const self = await me(SUPERUSER);
    const change = (body: unknown) =>
      api.as(SUPERUSER)(`/api/administrators/${self.id}/actions/changepassword`, json('POST', body));
    await refusedWithoutCurrentPassword('oldPassword', (current) =>
      change({ oldPassword: current, password: 'een-nieuw-eigen-wachtwoord' }),
    );
    const ok = await change({ oldPassword: 'leskluis-admin', password: 'een-nieuw-eigen-wachtwoord' });
    expect(ok.status).toBe(204);
    const back = await change({ oldPassword: 'een-nieuw-eigen-wachtwoord', password: 'leskluis-admin' });
    expect(back.status).toBe(204);
  });

  it('asks for the current password to change one’s own e-mail address, not to change one’s name', async () => {
    const self = await me(SUPERUSER);
    const put = (body: Record<string, unknown>) =>
      api.as(SUPERUSER)(
        `/api/administrators/${self.id}`,
        json('PUT', { name: self.name, email: self.email, rol: { id: self.rol.id }, ...body }),
      );
    const renamed = await put({ name: `${self.name} Jr.`, updatedAt: self.updatedAt });
    expect(renamed.status).toBe(200);
    const { updatedAt } = (await renamed.json()) as Me;

    await refusedWithoutCurrentPassword('currentPassword', (current) =>
      put({ email: 'nieuw-adres@leskluis.test', currentPassword: current, updatedAt }),
    );
    const ok = await put({
      email: 'nieuw-adres@leskluis.test',
      currentPassword: 'leskluis-admin',
      updatedAt,
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Me).email).toBe('nieuw-adres@leskluis.test');

    // Restore, for the harness's `as(SUPERUSER)`.
    const moved = (await (
      await api.app.request(`/api/administrators/${self.id}`, {
        headers: { authorization: `Bearer ${await api.tokenFor('nieuw-adres@leskluis.test')}` },
      })
    ).json()) as Me;
    const restored = await api.app.request(`/api/administrators/${self.id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await api.tokenFor('nieuw-adres@leskluis.test')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: self.name,
        email: self.email,
        rol: { id: self.rol.id },
        currentPassword: 'leskluis-admin',
        updatedAt: moved.updatedAt,
      }),
    });
    expect(restored.status).toBe(200);
  });

  it('tells staff who may not manage administrators nothing about whose e-mail address exists', async () => {
    const self = await me(SUPPORT);
    const tryEmail = async (email: string) => {
      const response = await api.as(SUPPORT)(
        `/api/administrators/${self.id}`,
        json('PUT', {
          name: self.name,
          email,
          rol: { id: self.rol.id },
          currentPassword: 'leskluis-support',
          updatedAt: self.updatedAt,
        }),
      );
      return { status: response.status, body: await response.json() };
    };
    const taken = await tryEmail(SUPERUSER);
    const free = await tryEmail('niemand-heeft-dit@leskluis.test');
    expect(taken).toEqual(free);
    expect(JSON.stringify(taken.body)).not.toContain('Er bestaat al een beheerder');
    expect(taken.status).toBe(400);
    expect((taken.body as ErrorBody).errors?.[0]).toEqual({
      path: 'email',
      message: 'Je e-mailadres kan alleen een beheerder met het recht beheerders_aanpassen wijzigen.',
    });
    expect((await me(SUPPORT)).email).toBe(SUPPORT);
  });
});

describe('common passwords', () => {
  const COMMON = 'Password123';

  it('refuses a common password for a new administrator and as a new password, in Dutch', async () => {
    const self = await me(SUPERUSER);
    const created = await api.as(SUPERUSER)(
      '/api/administrators',
      json('POST', {
        name: 'Connie Common',
        email: 'common@leskluis.test',
        password: COMMON,
        passwordConfirmation: COMMON,
        rol: { id: self.rol.id },
      }),
    );
    expect(created.status).toBe(400);
    const message =
      'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.';
    expect(await fieldOf(created)).toEqual({ path: 'password', message });

    const changed = await api.as(SUPERUSER)(
      `/api/administrators/${self.id}/actions/changepassword`,
      json('POST', {
        oldPassword: 'leskluis-admin',
        password: 'qwertyuiop',
        passwordConfirmation: 'qwertyuiop',
      }),
    );
    expect(changed.status).toBe(400);
    expect(await fieldOf(changed)).toEqual({ path: 'password', message });
  });
});
