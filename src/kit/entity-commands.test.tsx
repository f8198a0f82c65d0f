// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountRef } from '../../commands/accounts';
import { administratorRef } from '../../commands/administrators';
import { entityCommands } from '../../commands/available';
import { COMMANDS } from '../../commands/catalog';
import { organisationRef } from '../../commands/organisations';
import { tlinkRef } from '../../commands/tlinks';
import type { AdminPrincipal } from '../../domain/rights';
import { tlinkLicence } from '../../domain/test-support/tlink-licence';
import { renderApp } from '../test-support/render-app';
import {
  account,
  accountsHandler,
  administrator,
  json,
  organisation,
  stubApi,
} from '../test-support/stub-api';

const SUPERUSER: AdminPrincipal = { id: 7, rechten: ['is_superuser'], uitgeverId: null };
const SUPPORT_DESK = [
  'gebruikers_inzien',
  'gebruikers_aanpassen',
  'tlinklicenties_inzien',
  'tlinklicenties_aanpassen',
];
const accounts = [account(1)];
const licence = tlinkLicence(31, 'AB2CD3EF');

function apiFor(rechten: string[]) {
  return stubApi({
    '/api/administrators/me': () => json(administrator(rechten)),
    '/api/accounts': accountsHandler(accounts),
    '/api/tlinklicenses': () => json([licence], { headers: { 'Content-Range': 'items 0-0/1' } }),
  });
}

/** The command titles of a group of entity buttons (their tooltips). */
const buttonTitles = (group: HTMLElement) =>
  Array.from(group.querySelectorAll('a, button')).map((button) => button.getAttribute('title'));

/** The palette's 'Dit item' options, as the command titles they show. */
async function paletteItemTitles(titles: readonly string[]): Promise<string[]> {
  const group = await screen.findByRole('group', { name: 'Dit item' });
  const texts = within(group)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  return texts.map((text) => titles.find((title) => text.startsWith(title)) ?? text);
}

describe('one set of commands per entity: row, entity view and palette', () => {
  it("offers a users row's commands, and under 'Meer acties' the palette scoped to it offers all of them", async () => {
    const user = userEvent.setup();
    const ref = accountRef(accounts[0]!);
    const expected = entityCommands(COMMANDS, SUPERUSER, ref).map((command) => command.title);
    expect(expected).toEqual(expect.arrayContaining(['Gebruiker bekijken', 'Gebruiker bewerken']));

    renderApp('/accounts', apiFor(['is_superuser']));
    const row = await screen.findByRole('group', { name: `Acties voor ${ref.label}` }, { timeout: 20_000 });
    expect(buttonTitles(row)).toEqual([...expected.slice(0, 2), 'Meer acties']);
    expect(within(row).getByRole('link', { name: `Gebruiker bewerken: ${ref.label}` })).toHaveAttribute(
      'href',
      '/accounts/1/edit',
    );

    await user.click(within(row).getByRole('button', { name: `Meer acties: ${ref.label}` }));
    expect(await screen.findByRole('dialog', { name: 'Opdrachtenpalet' })).toBeInTheDocument();
    expect(await paletteItemTitles(expected)).toEqual(expected);
  });

  it('offers the same TLink commands in the list row, on the TLink view and in the palette', async () => {
    const user = userEvent.setup();
    const ref = tlinkRef(licence);
    const admin = { ...SUPERUSER, rechten: SUPPORT_DESK } as AdminPrincipal;
    const expected = entityCommands(COMMANDS, admin, ref).map((command) => command.title);
    expect(expected.length).toBeGreaterThan(0);

    const list = renderApp('/tlinks', apiFor(SUPPORT_DESK));
    const row = await screen.findByRole('group', { name: `Acties voor ${ref.label}` }, { timeout: 20_000 });
    expect(buttonTitles(row)).toEqual(expected);
    list.unmount();

    renderApp('/tlinks/code/AB2CD3EF', apiFor(SUPPORT_DESK));
    const view = await screen.findByRole('group', { name: `Acties voor ${ref.label}` }, { timeout: 20_000 });
    expect(buttonTitles(view)).toEqual(expected);
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(async () => expect(await paletteItemTitles(expected)).toEqual(expected));
  });

  it("draws the account overview's, the organisation view's and the administrator view's buttons from the same commands, named by their titles ('Samenvoegen met...')", async () => {
    const user = userEvent.setup();
    const rights = [
      'gebruikers_inzien',
      'gebruikers_aanpassen',
      'gebruikers_samenvoegen',
      'gebruikers_sessies_afmelden',
      'organisaties_inzien',
      'organisaties_aanpassen',
      'organisaties_verwijderen',
      'beheerders_inzien',
      'beheerders_aanpassen',
    ];
    const admin = { ...SUPERUSER, rechten: rights } as AdminPrincipal;
    const school = organisation(3, 'De Linde', ['School']);
    const colleague = {
      ...administrator([]),
      id: 11,
      name: 'Bram',
      email: 'bram@leskluis.test',
      rol: { id: 4, naam: 'Supportdesk', rechten: [], uitgever: null, isKiesbaar: true },
      createdAt: '2024-03-01T09:15:00.000Z',
      updatedAt: '2024-03-01T09:15:00.000Z',
    };
    const api = () =>
      stubApi({
        '/api/administrators/me': () => json(administrator(rights)),
        '/api/administrators/11': () => json(colleague),
        '/api/accounts/1': () => json(accounts[0]),
        '/api/organisations/3': () => json(school),
        '/api/organisations/3/siblings': () => json([]),
        '/api/organisationstyles': () => json([], { headers: { 'Content-Range': 'items 0-0/0' } }),
      });
    const views = [
      { path: '/accounts/1/extended-view', ref: accountRef(accounts[0]!) },
      { path: '/organisaties/3/extended-view', ref: organisationRef(school) },
      { path: '/beheerders/11/extended-view', ref: administratorRef(colleague) },
    ];
    for (const { path, ref } of views) {
      const expected = entityCommands(COMMANDS, admin, ref).map((command) => command.title);
      const view = renderApp(path, api());
      const group = await screen.findByRole(
        'group',
        { name: `Acties voor ${ref.label}` },
        { timeout: 20_000 },
      );
      // Labelled: each button's visible text is its title, and so is its accessible name.
      const texts = Array.from(group.querySelectorAll('a, button')).map((button) => button.textContent);
      expect(texts).toEqual(expected);
      expect(buttonTitles(group)).toEqual(expected);
      if (ref.kind === 'account') {
        expect(expected).toContain('Samenvoegen met...');
        expect(within(group).getByRole('link', { name: 'Samenvoegen met...' })).toHaveAttribute(
          'href',
          '/accounts/merge/1/1',
        );
        await user.keyboard('{Control>}k{/Control}');
        await waitFor(async () => expect(await paletteItemTitles(expected)).toEqual(expected));
      }
      view.unmount();
    }
  });
});
