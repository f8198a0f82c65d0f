// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_HEADER } from '../../domain/schemas/id-list';
import { renderApp } from '../test-support/render-app';
import { account, administrator, json, listPage, type StubApi, signedInApi } from '../test-support/stub-api';

/**
 * What the palette says about a pasted identifier follows the writes made in the console (issue
 * 20 item 3): a save refreshes its resource's lists, and the palette's lookups are among them, so
 * the same paste a moment later asks again instead of repeating the old answer.
 */
const STAFF = ['gebruikers_inzien', 'gebruikers_aanpassen', 'gebruikers_toevoegen'];
const NEW_EMAIL = 'nieuw@school.test';
const COLUMN = ['a@school.test', NEW_EMAIL, 'b@school.test'];

/** Account 5 whose e-mail address the edit form's PUT changes; `?input=` finds it by that address. */
function accountApi() {
  let email = 'gebruiker5@school.test';
  const current = () => account(5, { email, telephone: null });
  const lookups: string[] = [];
  const columnChecks: string[] = [];
  const api = signedInApi(administrator(STAFF), {
    '/api/accounts/5': async (_url, request) => {
      if (request.method === 'PUT') email = ((await request.json()) as { email: string }).email;
      return json(current());
    },
    '/api/accounts/5/externalaccounts/': () => json([]),
    '/api/accessurls': () => json([]),
    '/api/accounts': (url) => {
      const input = url.searchParams.get('input');
      if (input !== null) lookups.push(input);
      const emails = url.searchParams.get('emails');
      if (emails !== null) {
        columnChecks.push(emails);
        const held = emails.split(',').includes(email);
        const missing = emails.split(',').filter((wanted) => wanted !== email);
        return json(held ? [current()] : [], {
          headers: {
            'Content-Range': held ? 'items 0-0/1' : 'items */0',
            [NOT_FOUND_HEADER]: missing.join(','),
          },
        });
      }
      return listPage(input === null || input === email ? [current()] : []);
    },
  });
  return { api, lookups, columnChecks };
}

async function changeEmail(user: ReturnType<typeof userEvent.setup>, api: StubApi, emailField: HTMLElement) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  await user.clear(emailField);
  await user.type(emailField, NEW_EMAIL);
  await user.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
}

async function pasteInPalette(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.keyboard('{Control>}k{/Control}');
  // The screen behind may have comboboxes of its own (the account overview's lookups).
  await user.click(within(await screen.findByRole('dialog')).getByRole('combobox'));
  await user.paste(text);
}

describe("the palette's answer after a write", () => {
  it('asks again for a pasted e-mail address after a save gave an account that address, and shows it found', async () => {
    const user = userEvent.setup();
    const { api, lookups } = accountApi();
    renderApp('/accounts/5/edit', api);
    const emailField = await screen.findByLabelText(/^E-mail/, {}, { timeout: 20_000 });

    await pasteInPalette(user, NEW_EMAIL);
    const notFound = `Geen account met e-mailadres ${NEW_EMAIL} gevonden`;
    expect(
      await screen.findByText(notFound, { ignore: '[aria-live]' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await changeEmail(user, api, emailField);

    await pasteInPalette(user, NEW_EMAIL);
    expect(
      await screen.findByRole('option', { name: /nieuw@school\.test/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(notFound, { ignore: '[aria-live]' })).not.toBeInTheDocument();
    expect(lookups).toEqual([NEW_EMAIL, NEW_EMAIL]);
  });

  it("checks a pasted column again after a save gave an account one of its addresses, not showing the list's old page", async () => {
    const user = userEvent.setup();
    const { api, columnChecks } = accountApi();
    renderApp('/accounts/5/edit', api);
    const emailField = await screen.findByLabelText(/^E-mail/, {}, { timeout: 20_000 });

    await pasteInPalette(user, COLUMN.join('\n'));
    const before = `0 gevonden, 3 niet gevonden: ${COLUMN.join(', ')}.`;
    expect(
      await screen.findByText(before, { ignore: '[aria-live]' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await changeEmail(user, api, emailField);

    await pasteInPalette(user, COLUMN.join('\n'));
    const after = '1 gevonden, 2 niet gevonden: a@school.test, b@school.test.';
    expect(
      await screen.findByText(after, { ignore: '[aria-live]' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(before, { ignore: '[aria-live]' })).not.toBeInTheDocument();
    expect(columnChecks).toEqual([COLUMN.join(','), COLUMN.join(',')]);
  });
});
