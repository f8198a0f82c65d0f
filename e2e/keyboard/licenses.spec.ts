import { expect, test } from '@playwright/test';
import { chordTo, expectItemScreen, expectScreen, superuserAtHome, tabToGrid, viaPalette } from './keys';

/**
 * Licences without a mouse (issue 12): TLinks (a row's edit action by ArrowRight, the licence
 * by Enter), ECK licences and PO licences. After signing in, only page.keyboard.
 */
test('licences by keyboard: TLinks, ECK and PO', async ({ page }) => {
  await superuserAtHome(page);

  await chordTo(page, 'g t', 'TLinks');
  await tabToGrid(page, 120);
  const grid = page.getByRole('grid', { name: 'TLinks' });
  const row = grid.getByRole('row').nth(2);
  await page.keyboard.press('ArrowDown');
  await expect(row).toBeFocused();
  // The code's cell (the first is the selection box, issue 24).
  const code =
    (
      await row
        .getByRole('gridcell')
        .filter({ hasText: /^[A-Z0-9]{8}$/ })
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  // ArrowRight walks the row's links (account, then the row's commands); Enter follows the edit.
  const edit = row.getByRole('link', { name: `Status van TLink wijzigen: TLink ${code}` });
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('ArrowRight');
    if (await edit.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await expectScreen(page, `TLink ${code} bewerken`);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/tlinks(\?|$)/);

  // Enter on the row opens the licence itself.
  await tabToGrid(page, 120);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectItemScreen(page, new RegExp(`/tlinks/code/${code}`));

  // ECK licences by chord, the grid by Tab and arrows.
  await chordTo(page, 'g e', 'ECK licenties');
  await tabToGrid(page, 120);
  const eckRows = page.getByRole('grid').first().getByRole('row');
  await page.keyboard.press('ArrowDown');
  await expect(eckRows.nth(2)).toBeFocused();

  // PO licences through the palette.
  await viaPalette(page, 'PO licenties', /PO licenties/);
  await expectScreen(page, 'PO licenties');
  await expect(page).toHaveURL(/\/policenties/);
  await tabToGrid(page, 120);
  await page.keyboard.press('End');
  await expect(page.getByRole('grid').first().locator('tr[data-row-index]:focus')).toHaveCount(1);
});
