import { expect, test } from '@playwright/test';
import {
  chordTo,
  expectScreen,
  focusedElement,
  openRowAndEdit,
  superuserAtHome,
  tabToField,
  tabToGrid,
  viaPalette,
} from './keys';

/**
 * Administration without a mouse (issue 12): beheerders, rollen (row actions by key, the confirm
 * dialog's focus trap and focus return, a new role saved with Ctrl-Enter), organisaties and OAuth
 * clients. After signing in, only page.keyboard.
 */
test('administration by keyboard: beheerders, rollen, organisaties and OAuth clients', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await superuserAtHome(page);

  // Beheerders: open one with Enter, 'e' edits it, Escape leaves.
  await chordTo(page, 'g b', 'Beheerders');
  await tabToGrid(page);
  await page.keyboard.press('ArrowDown');
  await openRowAndEdit(page, 'beheerders', 'Beheerder bewerken');
  // The administrator form leaves to the list (its cancelTo).
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/beheerders(\?|$)/);

  // Rollen: the row's actions are reached with ArrowRight; delete asks first and Escape keeps it.
  await chordTo(page, 'g r', 'Rollen');
  await tabToGrid(page);
  const firstRow = page.getByRole('grid', { name: 'Rollen' }).getByRole('row').nth(1);
  await expect(firstRow).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(firstRow.getByRole('link', { name: /^Rol bewerken: / })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const deleteButton = firstRow.getByRole('button', { name: /^Rol verwijderen: / });
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Weet je het zeker?' });
  await expect(confirm.getByRole('button', { name: 'Nee' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm.getByRole('button', { name: 'Ja' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(firstRow).toBeFocused();
  await page.keyboard.press('Enter');
  await expectScreen(page, 'Rol bewerken');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/rollen(\?|$)/);

  // A new role through the palette, saved with Ctrl-Enter.
  await viaPalette(page, 'Rol toevoegen', /Rol toevoegen/);
  await expectScreen(page, 'Rol toevoegen');
  await tabToField(page, /^Naam/);
  await page.keyboard.type(`Toetsenbordrol ${stamp}`);
  await tabToField(page, 'Kiesbaar');
  await page.keyboard.press('Tab');
  expect((await focusedElement(page)).tag).toBe('input');
  await page.keyboard.press('Space');
  await expect(
    page
      .getByRole('group', { name: /Rechten/ })
      .getByRole('checkbox')
      .first(),
  ).toBeChecked();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('De rol is opgeslagen.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/rollen\/new/);

  // Organisaties: arrows and Enter open one, 'e' edits, Escape leaves to the list (its cancelTo).
  await chordTo(page, 'g o', 'Organisaties');
  await tabToGrid(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await openRowAndEdit(page, 'organisaties', 'Organisatie bewerken');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/organisaties(\?|$)/);

  // OAuth clients through the palette: Enter on a row opens its form, Escape goes back.
  await viaPalette(page, 'OAuth clients', /OAuth clients/);
  await expectScreen(page, 'OAuth clients');
  await tabToGrid(page);
  await page.keyboard.press('Enter');
  await expectScreen(page, 'OAuth client bewerken');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/oauthclients(\?|$)/);
});
