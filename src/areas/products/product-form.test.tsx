// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, signedInApi } from '../../test-support/stub-api';

describe('/producten/new', () => {
  it('shows a field error and the end-of-life-before-introduction rule together on the first submit', async () => {
    const api = signedInApi(administrator(['is_superuser']));
    renderApp('/producten/new', api);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Product toevoegen' }, { timeout: 20_000 });
    await user.type(screen.getByLabelText(/^Introductiedatum/), '01-08-2030');
    await user.type(screen.getByLabelText(/^End of life datum/), '31-07-2024');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(screen.getByLabelText(/^Titel/)).toHaveAccessibleDescription('Veld is verplicht');
    expect(screen.getByLabelText(/^End of life datum/)).toHaveAccessibleDescription(
      'Datum mag niet voor introductiedatum liggen',
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
