// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, listPage, signedInApi } from '../../test-support/stub-api';

/**
 * A support desk pastes a school contract id from a ticket (decision 619): contract ids have no shape
 * of their own, so the palette does not recognise one; 'Schoolcontract zoeken' and 'Contractspecificaties
 * zoeken' take it as their argument and open their list filtered on that id.
 */
function api(rechten: string[]) {
  return signedInApi(administrator(rechten), {
    '/api/schoolcontracts': () => listPage([]),
    '/api/contractspecifications': () => listPage([]),
  });
}

async function runFromPalette(title: string, pasted: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: /Welkom/ }, { timeout: 20_000 });
  await user.keyboard('{Control>}k{/Control}');
  await user.type(screen.getByRole('combobox'), title);
  // The best match is first: Enter runs it, and it asks its argument on a page of its own.
  expect((await screen.findAllByRole('option'))[0]).toHaveTextContent(title);
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Contract-id')).toBeInTheDocument();
  await user.paste(pasted);
  await user.keyboard('{Enter}');
}

const asked = (stub: ReturnType<typeof api>, path: string) =>
  stub.requests
    .filter((request) => new URL(request.url).pathname === path)
    .map((request) => new URL(request.url).searchParams.get('contractReferenceId'));

describe('contracts from the palette', () => {
  it.each([
    ['Schoolcontract zoeken', '/schoolcontracts'],
    ['Contractspecificaties zoeken', '/contractspecifications'],
  ] as const)("'%s' opens %s on the pasted contract id, trimmed", async (title, list) => {
    const stub = api(['schooljaarvakcontracten_inzien']);
    const { router } = renderApp('/home', stub);
    await runFromPalette(title, '  SJC-2026/000123 ');
    await waitFor(() => expect(router.state.location.pathname).toBe(list));
    expect(router.state.location.search).toEqual({ contractReferenceId: 'SJC-2026/000123' });
    // The list's own filter holds it and the list asks for it.
    expect(await screen.findByLabelText('Contract-id')).toHaveValue('SJC-2026/000123');
    await waitFor(() => expect(asked(stub, `/api${list}`)).toContain('SJC-2026/000123'));
  });

  it('refuses a text longer than a contract id (200 characters) where it was typed', async () => {
    const stub = api(['schooljaarvakcontracten_inzien']);
    const { router } = renderApp('/home', stub);
    await runFromPalette('Schoolcontract zoeken', 'X'.repeat(201));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vul een contract-id in (maximaal 200 tekens).',
    );
    expect(router.state.location.pathname).toBe('/home');
  });

  it('is not offered without schooljaarvakcontracten_inzien', async () => {
    const user = userEvent.setup();
    renderApp('/home', api(['gebruikers_inzien']));
    await screen.findByRole('heading', { name: /Welkom/ }, { timeout: 20_000 });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(screen.getByRole('combobox'), 'contract');
    await screen.findByRole('listbox');
    expect(
      screen.queryByRole('option', { name: /Schoolcontract zoeken|Contractspecificaties zoeken/ }),
    ).toBeNull();
  });
});
