// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { administrator, callsTo, json, type StubApi, stubApi } from '../test-support/stub-api';

/** The query string of the last call to one API path. */
const lastCall = (api: StubApi, path: string) => callsTo(api, path).at(-1)?.searchParams;

function apiFor(rechten: string[], lists: Record<string, unknown[]>) {
  const handlers: Parameters<typeof stubApi>[0] = {
    '/api/administrators/me': () => json(administrator(rechten)),
  };
  for (const [path, rows] of Object.entries(lists))
    handlers[path] = () =>
      json(rows, { headers: { 'Content-Range': `items 0-${Math.max(rows.length - 1, 0)}/${rows.length}` } });
  return stubApi(handlers);
}

const ORGANISATIONS = { '/api/organisations': [], '/api/organisationstyles': [] };

describe('a list keeps its filters in the URL', () => {
  it('filters on a hand-typed ?verified=false', async () => {
    const api = apiFor(['organisaties_inzien'], ORGANISATIONS);
    renderApp('/organisaties?verified=false', api);
    await waitFor(() => expect(lastCall(api, '/api/organisations')?.get('verified')).toBe('false'));
    expect(await screen.findByLabelText('Geverifieerd')).toHaveValue('false');
  });

  it('writes the school year as ?schoolYear=3 and reads it back after a reload', async () => {
    const user = userEvent.setup();
    const rights = ['gebruikers_inzien', 'schooljaarvakcontracten_inzien'];
    const api = apiFor(rights, { '/api/accounts': [] });
    const { router, unmount } = renderApp('/accounts', api);
    await user.selectOptions(await screen.findByLabelText('Schooljaar'), '3');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?schoolYear=3'));

    unmount();
    const reloaded = apiFor(rights, { '/api/accounts': [] });
    renderApp(router.state.location.href, reloaded);
    expect(await screen.findByLabelText('Schooljaar')).toHaveValue('3');
    await waitFor(() => expect(lastCall(reloaded, '/api/accounts')?.get('schoolYear')).toBe('3'));
  });

  it("keeps 'Alleen mislukte berichten' of the licence messages in the URL", async () => {
    const user = userEvent.setup();
    const lists = { '/api/generatelicensemessages': [], '/api/ecklicenses': [] };
    const api = apiFor(['is_superuser'], lists);
    const { router, unmount } = renderApp('/ecklicenties?berichten=true', api);
    await user.click(await screen.findByLabelText('Alleen mislukte berichten'));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?berichten=true&showFailedOnly=true'));

    unmount();
    const pasted = apiFor(['is_superuser'], lists);
    renderApp(router.state.location.href, pasted);
    expect(await screen.findByLabelText('Alleen mislukte berichten')).toBeChecked();
    await waitFor(() =>
      expect(lastCall(pasted, '/api/generatelicensemessages')?.get('showFailedOnly')).toBe('true'),
    );
  });

  it('goes back to the previous search with the browser', async () => {
    const user = userEvent.setup();
    const api = apiFor(['organisaties_inzien'], ORGANISATIONS);
    const { router } = renderApp('/organisaties', api);
    const search = async (text: string) => {
      await user.clear(await screen.findByLabelText('Zoeken'));
      await user.type(screen.getByLabelText('Zoeken'), `${text}{Enter}`);
      await waitFor(() => expect(lastCall(api, '/api/organisations')?.get('q')).toBe(text));
    };
    await search('Linde');
    await search('Noord');
    router.history.back();
    await waitFor(() => expect(router.state.location.searchStr).toBe('?q=Linde'));
    await waitFor(() => expect(screen.getByLabelText('Zoeken')).toHaveValue('Linde'));
  });
});
