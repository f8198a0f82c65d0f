import { expect, test } from '@playwright/test';
import {
  chordTo,
  expectScreen,
  openRowAndEdit,
  pressOnItem,
  superuserAtHome,
  tabToField,
  tabToGrid,
} from './keys';

/**
 * Accounts without a mouse (issue 12): after signing in, only page.keyboard. Go to the users list
 * by chord, type in a filter (shortcuts stay quiet there), move through the rows with the arrows,
 * open one with Enter, edit it with 'e', save with Ctrl-S, leave a form with Escape (and answer
 * 'Weet je het zeker?' by keyboard), and read the shortcut sheet.
 */
test('accounts by keyboard: find, open, edit, save and leave', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await superuserAtHome(page);

  await chordTo(page, 'g a', 'Gebruikers');
  await expect(page).toHaveURL(/\/accounts(\?|$)/);

  // In a field, 'g a', '?' and 'e' are text, never shortcuts.
  await tabToField(page, 'Achternaam');
  await page.keyboard.type('g a?e');
  await expect(page.getByLabel('Achternaam')).toHaveValue('g a?e');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/accounts(\?|$)/);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');

  // One Tab stop for the whole list; the arrows move between rows, Home goes back to the top.
  await tabToGrid(page);
  const rows = page.getByRole('grid', { name: 'Gebruikers' }).getByRole('row');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(3)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.locator('[data-row-index="99"]')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // Enter opens the account, 'e' edits it; Ctrl-S saves and returns to the overview.
  const accountId = await openRowAndEdit(page, 'accounts', 'Gebruiker bewerken');
  await tabToField(page, 'Weergavenaam');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(`Toetsenbord ${stamp}`);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Het account is opgeslagen.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/extended-view`));
  await expect(page.getByText(`Toetsenbord ${stamp}`).first()).toBeVisible();

  // Escape leaves a form; with unsaved changes it asks first, focus starting on 'Nee'.
  await pressOnItem(page, 'e', () => expectScreen(page, 'Gebruiker bewerken', 2_000));
  await tabToField(page, 'Weergavenaam');
  await page.keyboard.type(' gewijzigd');
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Weet je het zeker?' });
  await expect(dialog.getByText('Je wijzigingen zijn nog niet opgeslagen en gaan verloren.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Nee' })).toBeFocused();
  // Focus stays inside the dialog.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Ja' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Nee' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/edit`));
  await expect(page.getByLabel('Weergavenaam')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('button', { name: 'Nee' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/extended-view`));
  await expect(page.getByText(`Toetsenbord ${stamp} gewijzigd`)).toHaveCount(0);

  // Ctrl-Enter saves too (an unchanged form simply saves again).
  await pressOnItem(page, 'e', () => expectScreen(page, 'Gebruiker bewerken', 2_000));
  await tabToField(page, 'Weergavenaam');
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/extended-view`));

  // The shortcut sheet: '?' opens it, it lists the registry's keys, Escape closes it.
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Sneltoetsen' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Gebruikers' }).first()).toContainText('G');
  await expect(sheet.getByText('Rij openen')).toBeVisible();
  await expect(sheet.getByText('Formulier opslaan').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});
