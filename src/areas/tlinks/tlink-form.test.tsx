// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountOption } from '../../api/account-lookup';
import { renderApp } from '../../test-support/render-app';
import { account, accountsHandler, administrator, json, signedInApi } from '../../test-support/stub-api';

const accounts = [account(41), account(42, { email: null, telephone: '0612345678' })];

/** An option as the lookup draws it: its label, then its description. */
const optionText = (option: { label: string; description?: string | null }) =>
  `${option.label}${option.description ?? ''}`;

describe('the TLink form (spec 001 §4)', () => {
  it("offers accounts by number or contact detail as every account lookup does ('#id contact', the name below)", async () => {
    const user = userEvent.setup();
    const api = signedInApi(administrator(['is_superuser']), {
      '/api/accounts': accountsHandler(accounts),
      '/api/accounts/41': () => json(accounts[0]),
    });
    renderApp('/tlinks/new', api);
    const field = await screen.findByRole('combobox', { name: 'Account' });

    await user.type(field, 'gebruiker');
    const listbox = await screen.findByRole('listbox');
    expect((await within(listbox).findAllByRole('option')).map((option) => option.textContent)).toEqual(
      accounts.map((found) => optionText(accountOption(found))),
    );

    await user.clear(field);
    await user.type(field, '41');
    const byNumber = await within(await screen.findByRole('listbox')).findByRole('option', {
      name: /^#41 /,
    });
    expect(byNumber.textContent).toBe(optionText(accountOption(accounts[0]!)));
    await user.click(byNumber);
    expect(field).toHaveValue('#41 gebruiker41@school.test');
  });
});
