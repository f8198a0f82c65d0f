// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOG_SEARCH } from '../../../domain/schemas/log-entry';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, signedInApi } from '../../test-support/stub-api';
import { hasMore } from './log-search';

const group = (n: number) => ({
  id: n,
  meldcode: `ABC-${String(1000 + n)}`,
  timestamp: '2026-08-01T10:00:00Z',
  accounts: [40 + n],
  entries: [
    {
      id: n,
      timestamp: '2026-08-01T10:00:00Z',
      info: `Callback succesvol: regel ${n}`,
      error: null,
      external: true,
    },
  ],
});

function apiFor(rechten: string[]) {
  return signedInApi(administrator(rechten), {
    '/api/logentries': (url) => {
      const amount = Number(url.searchParams.get('amount'));
      const items = Array.from({ length: Math.min(amount, 25) }, (_, i) => group(i + 1));
      return json(items, { headers: { 'Content-Range': `items 0-${items.length - 1}/25` } });
    },
  });
}

const STEP_MS = 10;

/**
 * Waits for the log list to show `code` while the fake clock stays short of `ms`: between steps
 * the real event loop turns, so the stub's answer arrives, but no 500 ms timer can fire.
 */
async function showsBefore(ms: number, code: string) {
  const list = () => screen.getByRole('list', { name: 'Logregels' });
  for (let clock = 0; clock + STEP_MS < ms && !list().textContent?.includes(code); clock += STEP_MS) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(STEP_MS);
  }
  expect(list()).toHaveTextContent(code);
}

describe('/home (docs/decisions/070-home-open-to-all.md)', () => {
  it('opens for a publisher administrator without logentries_inzien, without the log search', async () => {
    const { router } = renderApp('/home', apiFor(['gebruikers_inzien', 'producten_inzien']));
    expect(await screen.findByRole('heading', { name: 'Welkom, Sam Beheerder' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByLabelText('Meldcode')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Schermen' })).toBeInTheDocument();
  });

  it('gives support the search: debounced, 20 first, then 10 more while the count is a multiple of 10', async () => {
    const api = apiFor(['gebruikers_inzien', 'logentries_inzien']);
    renderApp('/home', api);
    const input = await screen.findByLabelText('Meldcode');
    await userEvent.type(input, 'abc');
    const list = await screen.findByRole('list', { name: 'Logregels' });
    await waitFor(() => expect(list.children).toHaveLength(20));
    const calls = api.requests.filter((r) => r.url.includes('/api/logentries'));
    // Debounced: one call for 'ABC', not one per keystroke.
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).searchParams.get('meldcode')).toBe('ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(list.children).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'account: 41' })).toHaveAttribute(
      'href',
      '/accounts/41/extended-view',
    );
  });

  it('keeps the meldcode in the URL only: as typed, at once, so back and a reload find it', async () => {
    const api = apiFor(['logentries_inzien']);
    const { router } = renderApp('/home?meldcode=xyz1', api);
    const input = await screen.findByLabelText('Meldcode');
    const searched = () =>
      api.requests.map((r) => new URL(r.url).searchParams.get('meldcode')).filter(Boolean);
    // A pasted /home?meldcode= is shown as written and searched as a code.
    expect(input).toHaveValue('xyz1');
    await waitFor(() => expect(searched()).toContain('XYZ1'));

    // Typing writes the URL at once (replacing the address, no history entry per key); typing in
    // the middle stays where the caret is.
    await userEvent.clear(input);
    await userEvent.type(input, 'ad');
    await userEvent.type(input, 'bc', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('abcd');
    expect(router.state.location.search).toEqual({ meldcode: 'abcd' });
    // Away before the search's 500 ms pause: back finds the code and searches it.
    await router.navigate({ to: '/accounts' });
    router.history.back();
    expect(await screen.findByLabelText('Meldcode')).toHaveValue('abcd');
    await waitFor(() => expect(searched().at(-1)).toBe('ABCD'));

    // A code from elsewhere (the palette's search) is the field's.
    await router.navigate({ to: '/home', search: { meldcode: 'DEF' } });
    await waitFor(() => expect(screen.getByLabelText('Meldcode')).toHaveValue('DEF'));
    await waitFor(() => expect(searched().at(-1)).toBe('DEF'));

    await userEvent.clear(screen.getByLabelText('Meldcode'));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('searches a code arriving by URL at once (the palette, back, forward); only typing waits 500 ms', async () => {
    // Each code finds one group of its own name.
    const api = signedInApi(administrator(['logentries_inzien']), {
      '/api/logentries': (url) => {
        const found = { ...group(1), meldcode: url.searchParams.get('meldcode') };
        return json([found], { headers: { 'Content-Range': 'items 0-0/1' } });
      },
    });
    const { router } = renderApp('/home', api);
    const shows = (code: string) =>
      waitFor(() => expect(screen.getByRole('list', { name: 'Logregels' })).toHaveTextContent(code));
    await userEvent.type(await screen.findByLabelText('Meldcode'), 'abcd');
    await shows('ABCD');

    // Each arrives by URL while /home is open: its results show before the typing pause could end.
    // The pause is timed on a fake clock the test moves, so a loaded machine cannot sway the verdict.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const arrives = async (move: () => unknown, code: string) => {
        await move();
        await showsBefore(LOG_SEARCH.debounceMs, code);
      };
      await arrives(() => router.navigate({ to: '/home', search: { meldcode: 'DEF' } }), 'DEF');
      await arrives(() => router.history.back(), 'ABCD');
      await arrives(() => router.history.forward(), 'DEF');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a code too short to search in the URL, with its hint, and searches nothing', async () => {
    const api = apiFor(['logentries_inzien']);
    const { router } = renderApp('/home', api);
    await userEvent.type(await screen.findByLabelText('Meldcode'), 'ab');
    expect(router.state.location.search).toEqual({ meldcode: 'ab' });
    expect(screen.getByText('Typ minimaal 3 tekens van de meldcode.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.includes('/api/logentries'))).toEqual([]);
  });

  it("shows 'more' only for a non-zero multiple of 10", () => {
    expect([0, 10, 20, 25, 30].map(hasMore)).toEqual([false, true, true, false, true]);
  });
});
