// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { account, administrator, callsTo, json, listPage, signedInApi } from '../../test-support/stub-api';

/** Two accounts, 5 and 6, and a merge call that answers when `release` is called. */
function mergeApi(answer: () => Response = () => json({ destinationAccountId: 5, mergeLogId: 1 })) {
  const merges: unknown[] = [];
  let release: () => void = () => {};
  const api = signedInApi(administrator(['gebruikers_inzien', 'gebruikers_samenvoegen']), {
    '/api/accounts/5': () => json(account(5)),
    '/api/accounts/6': () => json(account(6)),
    '/api/accounts/actions/merge': async (_url, request) => {
      merges.push(await request.json());
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return answer();
    },
  });
  return { api, merges, release: () => release() };
}

describe('/accounts/merge/{src}/{dst}', () => {
  it('pre-fills both accounts with a preview, swaps them, blocks a second submit and opens the destination', async () => {
    const user = userEvent.setup();
    const { api, merges, release } = mergeApi(() => json({ destinationAccountId: 5, mergeLogId: 1 }));
    const { router } = renderApp('/accounts/merge/6/5', api);
    const source = within(await screen.findByTestId('preview-Bron'));
    const destination = within(screen.getByTestId('preview-Bestemming'));
    expect(await source.findByText('gebruiker6@school.test')).toBeInTheDocument();
    expect(await destination.findByText('gebruiker5@school.test')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Omwisselen/ }));
    expect(await source.findByText('gebruiker5@school.test')).toBeInTheDocument();
    expect(await destination.findByText('gebruiker6@school.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Omwisselen/ }));
    expect(await source.findByText('gebruiker6@school.test')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Samenvoegen' });
    await user.click(submit);
    expect(await screen.findByText('Accounts aan het samenvoegen...')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(submit);
    await waitFor(() => expect(merges).toHaveLength(1));
    release();
    expect(await screen.findByText('Accounts succesvol samengevoegd.')).toBeInTheDocument();
    expect(merges).toEqual([{ sourceAccountId: 6, destinationAccountId: 5 }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/5/extended-view'));
  });

  it("shows 'Kan niet samenvoegen, licenties van andere uitgever gekoppeld' for the publisher refusals", async () => {
    const user = userEvent.setup();
    const { api, merges, release } = mergeApi(() =>
      json({ message: 'source account has other publisher than admin linked' }, { status: 400 }),
    );
    const { router } = renderApp('/accounts/merge/6/5', api);
    expect(
      await within(await screen.findByTestId('preview-Bron')).findByText('gebruiker6@school.test'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Samenvoegen' }));
    await waitFor(() => expect(merges).toHaveLength(1));
    release();
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(
      'Kan niet samenvoegen, licenties van andere uitgever gekoppeld',
    );
    expect(router.state.location.pathname).toBe('/accounts/merge/6/5');
  });
});

describe('/accounts/merge validation (the API’s AccountMergeSchema, in the browser)', () => {
  it('puts the spec texts on the field they are about and sends nothing', async () => {
    const user = userEvent.setup();
    const { api, merges } = mergeApi();
    renderApp('/accounts/merge', api);
    await user.click(await screen.findByRole('button', { name: 'Samenvoegen' }, { timeout: 20_000 }));
    const source = screen.getByRole('combobox', { name: /^Bronaccount/ });
    await waitFor(() => expect(source).toHaveAccessibleDescription('Bronaccount is verplicht.'));
    expect(merges).toHaveLength(0);
  });

  it('asks for the destination when only the source is set (Samenvoegen met...)', async () => {
    const user = userEvent.setup();
    const { api, merges } = mergeApi();
    renderApp('/accounts/merge/6/6', api);
    expect(
      await within(await screen.findByTestId('preview-Bron')).findByText('gebruiker6@school.test'),
    ).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    const destination = screen.getByRole('combobox', { name: /^Bestemmingsaccount/ });
    await waitFor(() => expect(destination).toHaveAccessibleDescription('Bestemmingsaccount is verplicht.'));
    expect(screen.getByRole('combobox', { name: /^Bronaccount/ })).not.toHaveAccessibleDescription();
    expect(merges).toHaveLength(0);
  });
});

describe('/accounts/merge account lookup', () => {
  it('asks for accounts sorted ascending (spec 000 §9), on the contact detail from 3 characters', async () => {
    const user = userEvent.setup();
    const accounts = [account(7), account(8)];
    const api = signedInApi(administrator(['gebruikers_inzien', 'gebruikers_samenvoegen']), {
      '/api/accounts': () => listPage(accounts),
    });
    renderApp('/accounts/merge', api);
    await user.type(
      await screen.findByRole('combobox', { name: /Bronaccount/ }, { timeout: 20_000 }),
      'gebr',
    );
    expect(
      await screen.findByRole('option', { name: /gebruiker7@school\.test/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const calls = callsTo(api, '/api/accounts');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.searchParams.get('sort')).toMatch(/^ASC-/);
    expect(calls.at(-1)?.searchParams.get('input')).toBe('gebr');
  });
});
