// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_HEADER } from '../../domain/schemas/id-list';
import { tlinkLicence } from '../../domain/test-support/tlink-licence';
import { renderApp } from '../test-support/render-app';
import { account, administrator, json, stubApi } from '../test-support/stub-api';

/**
 * A pasted column is checked by the first page of the list it opens (decision 535): one call,
 * whose Not-Found-Ids the palette shows and whose rows the opened list paints, without a second.
 */
const SUPPORT_DESK = ['gebruikers_inzien', 'tlinklicenties_inzien'];
const found = (items: unknown[], missing: string) =>
  json(items, {
    headers: { 'Content-Range': `items 0-${items.length - 1}/${items.length}`, [NOT_FOUND_HEADER]: missing },
  });

const CASES = [
  {
    name: 'TLink codes',
    pasted: 'AB2CD3EF\nzx4p-7kmn\n22275UYK',
    path: '/api/tlinklicenses',
    reply: () => found([tlinkLicence(31, 'AB2CD3EF'), tlinkLicence(32, '22275UYK')], 'ZX4P7KMN'),
    open: 'Open als lijst: 3 × TLink-code',
    checked: '2 gevonden, 1 niet gevonden: ZX4P7KMN.',
    url: /^\/tlinks\?licenseCodes=/,
    table: 'TLinks',
    query: { licenseCodes: 'AB2CD3EF,ZX4P7KMN,22275UYK', sort: 'ASC-licenseCode' },
  },
  {
    name: 'account numbers',
    pasted: '40939\n1234567\n7',
    path: '/api/accounts',
    reply: () => found([account(40939), account(7)], '1234567'),
    open: 'Open als lijst: 3 × Account-id',
    checked: '2 gevonden, 1 niet gevonden: 1234567.',
    url: /^\/accounts\?ids=/,
    table: 'Gebruikers',
    query: { ids: '40939,1234567,7', sort: 'DESC-updatedAt' },
  },
];

describe("a pasted column's check", () => {
  it.each(CASES)(
    'is the first page of the list it opens: one call for $name, the list painted from it',
    async (kind) => {
      const user = userEvent.setup();
      const api = stubApi({
        '/api/administrators/me': () => json(administrator(SUPPORT_DESK)),
        [kind.path]: kind.reply,
      });
      const app = renderApp('/home', api);
      await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
      await user.keyboard('{Control>}k{/Control}');
      await user.click(await screen.findByRole('combobox'));
      await user.paste(kind.pasted);
      expect(await screen.findByRole('option', { name: kind.open })).toBeInTheDocument();
      expect(
        await screen.findByText(kind.checked, { ignore: '[aria-live]' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      await user.keyboard('{Enter}');

      const table = await screen.findByRole('grid', { name: kind.table }, { timeout: 20_000 });
      // The header and the two rows found.
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
      expect(`${app.router.state.location.pathname}${app.router.state.location.searchStr}`).toMatch(kind.url);
      const calls = api.requests.filter((request) => new URL(request.url).pathname === kind.path);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.headers.get('Range')).toBe('items=0-99');
      expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual(kind.query);
    },
  );
});
