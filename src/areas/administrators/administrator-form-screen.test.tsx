// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { administrator, json, stubApi } from '../../test/stub-api';

describe('/beheerders/new', () => {
  it('shows every error on the first submit, the role and the password confirmation included', async () => {
    const api = stubApi({
      '/api/administrators/me': () => json(administrator(['is_superuser'])),
      '/api/roles': () => json([], { headers: { 'Content-Range': 'items 0-0/0' } }),
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
