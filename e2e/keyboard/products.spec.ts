import { expect, test } from '@playwright/test';
import {
  chordTo,
  expectItemScreen,
  expectScreen,
  pressOnItem,
  superuserAtHome,
  tabTo,
  tabToControl,
  tabToGrid,
} from './keys';

/**
 * Products without a mouse (issue 12): the list by chord, a filter typed and run with Enter, rows
 * by arrow keys, the overview by Enter, the form by 'e', Escape back to the list. After signing
 * in, only page.keyboard.
 */
test('products by keyboard: filter, open, edit and leave', async ({ page }) => {
  await superuserAtHome(page);

  await chordTo(page, 'g p', 'Producten');
  await tabToGrid(page);
  const rows = page.getByRole('grid', { name: 'Producten' }).getByRole('row');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(rows.nth(1)).not.toBeFocused();
  await page.keyboard.press('Home');
  await expect(rows.nth(1)).toBeFocused();
  const ean = (await rows.nth(1).getByRole('gridcell').nth(1).textContent())?.trim();
  expect(ean).toMatch(/^[1-9]\d{12}$/);

  // Back up to the filters with Shift+Tab: the EAN of the first row, searched with Enter.
  await tabTo(page, 'the EAN filter', (el) => el.label.startsWith('EAN (exact)'), { backwards: true });
  await page.keyboard.type(ean ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => (url.searchParams.get('ean') ?? '').includes(ean ?? '-'));
  await expect(page.getByText('1 resultaat')).toBeVisible();

  await tabToGrid(page);
  await page.keyboard.press('Enter');
  await expectItemScreen(page, /\/producten\/\d+\/extended-view/);
  await expect(page.getByRole('main')).toContainText(ean ?? '');

  await pressOnItem(page, 'e', () => expectScreen(page, 'Product bewerken', 2_000));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/producten(\?|$)/);

  // The floating 'Product toevoegen' button is reachable by Tab and opens the empty form.
  await tabToControl(page, 'Product toevoegen', 200);
  await page.keyboard.press('Enter');
  await expectScreen(page, 'Product toevoegen');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/producten(\?|$)/);
});
