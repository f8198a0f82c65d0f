// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import {
  account,
  administrator,
  callsTo,
  json,
  organisation,
  signedInApi,
} from '../../test-support/stub-api';

describe('/beheer product import (spec 001 §5, §8)', () => {
  it("answers a file that is not valid JSON with the spec's import failure text and sends nothing", async () => {
    const api = signedInApi(administrator(['is_superuser']));
    renderApp('/beheer', api);
    const input = await screen.findByLabelText('JSON-bestand', undefined, { timeout: 20_000 });
    const user = userEvent.setup();
    await user.upload(
      input,
      new File(['{"producten": [kapot'], 'producten.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'Producten importeren' }));
    expect(await screen.findByLabelText('JSON-bestand')).toHaveAccessibleDescription(
      'Het importeren van de producten is niet gelukt. Probeer het opnieuw',
    );
    expect(api.requests.some((request) => request.url.includes('products/import'))).toBe(false);
  });

  it("takes only a .json file: another file is 'Er is geen bestand geselecteerd'", async () => {
    const api = signedInApi(administrator(['is_superuser']));
    renderApp('/beheer', api);
    const input = await screen.findByLabelText('JSON-bestand', undefined, { timeout: 20_000 });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['[]'], 'producten.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Producten importeren' }));
    expect(await screen.findByLabelText('JSON-bestand')).toHaveAccessibleDescription(
      'Er is geen bestand geselecteerd',
    );
    expect(api.requests.some((request) => request.url.includes('products/import'))).toBe(false);
  });
});

describe('/beheer pseudo-id tools (spec 001 §2, §7)', () => {
  it('generates a pseudo id for a user chosen from a lookup of gebruikers only (alleenGebruikers)', async () => {
    const page = (items: unknown[]) =>
      json(items, { headers: { 'Content-Range': `items 0-${items.length - 1}/${items.length}` } });
    const api = signedInApi(administrator(['is_superuser']), {
      '/api/accounts': () => page([account(12, { email: 'anna12@school.test' })]),
      '/api/organisations': () => page([organisation(40, 'Uitgeverij Noorderlicht', ['Uitgever'])]),
      '/api/accounts/12/idfor/40': () => json({ data: 'pseudo-12' }),
    });
    renderApp('/beheer', api);
    const user = userEvent.setup();
    const form = within(
      await screen.findByRole('form', { name: 'Pseudo ID genereren' }, { timeout: 20_000 }),
    );
    await user.click(form.getByRole('button', { name: 'Genereren' }));
    expect(await screen.findByText('Kies eerst een gebruiker.')).toBeInTheDocument();
    expect(screen.getByText('Kies eerst een uitgever.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url.includes('/idfor/'))).toBe(false);

    await user.type(form.getByRole('combobox', { name: 'Gebruiker' }), 'anna');
    await user.click(await screen.findByRole('option', { name: /anna12@school\.test/ }));
    const lookups = callsTo(api, '/api/accounts');
    expect(lookups.at(-1)?.searchParams.get('alleenGebruikers')).toBe('true');
    expect(lookups.at(-1)?.searchParams.get('input')).toBe('anna');

    await user.type(screen.getByRole('combobox', { name: 'Uitgever' }), 'Noord');
    // The one organisation lookup (decision 543): a publisher told apart by its ESN and town.
    await user.click(await screen.findByRole('option', { name: /Uitgeverij Noorderlicht\s*ESN40 · Zwolle/ }));
    await user.click(form.getByRole('button', { name: 'Genereren' }));
    expect(await form.findByText('pseudo-12')).toBeInTheDocument();
  });

  it('decrypts only with a publisher and a pseudo id, and says when no account has it', async () => {
    const api = signedInApi(administrator(['is_superuser']), {
      '/api/organisations': () =>
        json([organisation(40, 'Uitgeverij Noorderlicht', ['Uitgever'])], {
          headers: { 'Content-Range': 'items 0-0/1' },
        }),
      '/api/organisations/40/actions/getAccountFromPseudoid': () =>
        json({ message: 'Niet gevonden' }, { status: 404 }),
    });
    renderApp('/beheer', api);
    const user = userEvent.setup();
    const form = within(
      await screen.findByRole('form', { name: 'Pseudo ID ontsleutelen' }, { timeout: 20_000 }),
    );
    await user.click(form.getByRole('button', { name: 'Ontsleutelen' }));
    expect(form.getByLabelText('Pseudo ID')).toHaveAccessibleDescription('Veld is verplicht');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Uitgever' })).toHaveAccessibleDescription(
        'Kies eerst een uitgever.',
      ),
    );
    const decrypts = () => api.requests.filter((request) => request.url.includes('getAccountFromPseudoid'));
    expect(decrypts()).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: 'Uitgever' }), 'Noord');
    await user.click(await screen.findByRole('option', { name: /Uitgeverij Noorderlicht/ }));
    await user.type(form.getByLabelText('Pseudo ID'), 'onbekend-id{Enter}');
    expect(await form.findByRole('alert')).toHaveTextContent('Er bestaat geen account voor dit pseudoid');
    expect(decrypts()).toHaveLength(1);
    expect(await decrypts()[0]!.json()).toEqual({ pseudoId: 'onbekend-id' });
  });
});
