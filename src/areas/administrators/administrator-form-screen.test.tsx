// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

describe('/beheerders/new', () => {
  it('shows every error on the first submit, the role and the password confirmation included', async () => {
    const api = signedInApi(administrator(['is_superuser']), {
      '/api/roles': () => listPage([]),
    });
    renderApp('/beheerders/new', api);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Beheerder toevoegen' }, { timeout: 20_000 });
    await user.type(screen.getByLabelText(/^Wachtwoord(?! bevestigen)/), 'kort');
    await user.type(screen.getByLabelText(/Wachtwoord bevestigen/), 'anders');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(screen.getByLabelText(/^Naam/)).toHaveAccessibleDescription('Naam is verplicht');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('E-mail is verplicht');
    expect(screen.getByLabelText(/^Wachtwoord(?! bevestigen)/)).toHaveAccessibleDescription(
      'Wachtwoord moet minimaal 9 karakters lang zijn',
    );
    expect(screen.getByLabelText(/Wachtwoord bevestigen/)).toHaveAccessibleDescription(
      'Wachtwoord moet overeenkomen',
    );
    expect(screen.getByText('Rol is verplicht')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('/beheerders/{id}/edit of oneself (decision 183)', () => {
  /** Signed in as administrator 7 with `rechten`, opening one's own edit form. */
  const editOneself = (rechten: string[]) => {
    const me = administrator(rechten);
    const ownRecord = {
      ...me,
      rol: { ...me.rol, isKiesbaar: true },
      givenName: null,
      attributes: {},
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-01T00:00:00Z',
    };
    renderApp(
      '/beheerders/7/edit',
      signedInApi(me, {
        '/api/administrators/7': () => json(ownRecord),
        '/api/roles': () => listPage([]),
      }),
    );
  };

  it('asks for the current password once one’s own e-mail address changes', async () => {
    editOneself(['is_superuser']);
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^E-mail/, undefined, { timeout: 20_000 });
    expect(screen.queryByLabelText(/^Huidig wachtwoord/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'nieuw@leskluis.test');
    expect(screen.getByLabelText(/^Huidig wachtwoord/)).toHaveAttribute('type', 'password');
  });

  it('keeps one’s own e-mail address fixed without beheerders_aanpassen', async () => {
    editOneself(['gebruikers_inzien']);
    const email = await screen.findByLabelText(/^E-mail/, undefined, { timeout: 20_000 });
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(
      'Je e-mailadres kan alleen een beheerder met het recht beheerders_aanpassen wijzigen.',
    );
  });
});
