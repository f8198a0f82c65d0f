import { expect, test } from '@playwright/test';
import { meldcode } from '../../server/seed/codes';
import { chordTo, expectScreen, superuserAtHome, tabTo, tabToControl, tabToField, viaPalette } from './keys';

/**
 * Home, logs and exports without a mouse (issue 12): a meldcode searched on /home (shortcut
 * letters typed there stay text), an export started from the users list, found on Mijn Exports,
 * and the audit log. After signing in, only page.keyboard.
 */
test('home, log search and exports by keyboard', async ({ page }) => {
  await superuserAtHome(page);

  // The meldcode search: typed letters, including 'g' and '?', never fire shortcuts there.
  await tabToField(page, 'Meldcode');
  const code = meldcode(0);
  await page.keyboard.type(code.toLowerCase());
  const results = page.getByRole('list', { name: 'Logregels' });
  await expect(results.getByRole('listitem').filter({ hasText: code }).first()).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('g?');
  await expect(page.getByLabel('Meldcode')).toHaveValue('g?');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/home/);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');

  // An export from the users list, by Tab and Enter (Tab first leaves the field: chords are text there).
  await tabTo(page, 'a link or button', (el) => ['a', 'button'].includes(el.tag));
  await chordTo(page, 'g a', 'Gebruikers');
  await tabToControl(page, 'Exporteren als excel');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Export gestart. Ga naar je exports pagina om de status te zien.'),
  ).toBeVisible();

  await chordTo(page, 'g x', 'Mijn Exports');
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();

  // Back home by chord; the audit log through the palette.
  await chordTo(page, 'g h', /Welkom/);
  await viaPalette(page, 'auditlog', /Auditlog/);
  await expectScreen(page, 'Auditlog');
});
