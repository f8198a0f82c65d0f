import { expect, test } from '@playwright/test';
import { orderMessages } from '../../domain/messages';
import { chordTo, expectScreen, superuserAtHome, tabTo, tabToGrid, viaPalette } from './keys';

/**
 * Orders, contracts, invoices and was/wordt without a mouse (issue 12). After signing in, only
 * page.keyboard: chords and the palette to get there, Tab and the arrow keys inside.
 */
test('orders, contracts, invoices and was/wordt by keyboard', async ({ page }) => {
  await superuserAtHome(page);

  // Orders: the list's rows by the arrow keys.
  await chordTo(page, 'g d', 'Orders');
  await tabToGrid(page, 120);
  const rows = page.getByRole('grid', { name: 'Orders' }).getByRole('row');
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  // Back to the page's own action with Shift+Tab: it asks first, and Escape returns focus to it.
  await tabTo(
    page,
    orderMessages.retryAllPrius,
    (el) => el.tag === 'button' && el.name === orderMessages.retryAllPrius,
    {
      backwards: true,
    },
  );
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Weet je het zeker?' });
  await expect(confirm.getByRole('button', { name: 'Nee' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: orderMessages.retryAllPrius })).toBeFocused();

  // Schoolcontracten through the palette; Enter on a row opens its contract balance.
  await viaPalette(page, 'Schoolcontracten', /Schoolcontracten/);
  await expectScreen(page, 'Schoolcontracten');
  await tabToGrid(page, 120);
  await page.keyboard.press('Enter');
  await expectScreen(page, 'Contractbalans');
  await expect(page).toHaveURL(/\/contractbalances\?/);

  // Facturatie by chord: its controls are reachable by Tab.
  await chordTo(page, 'g f', 'Facturatie');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

  // Was/wordt through the palette.
  await viaPalette(page, 'was wordt', /Was\/wordt/);
  await expectScreen(page, 'Was/wordt');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});
