import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { apiList, openPalette, paste } from './session';
import { DEMO, signIn } from './sign-in';

/**
 * Issue 22 item 7: every state of the palette is said by its live region and axe finds nothing
 * (every impact) with the palette open in it: empty, typing, an identifier resolved, not found,
 * 'Bedoelde je', the Ticket group, a pasted column ('Open als lijst'), a command's argument pages
 * and its confirmation, and over a list with a bulk selection. Keyboard only.
 */

type Account = { id: number };
type Tlink = { licenseCode: string };
type Product = { ean: string };

const palette = (page: Page) => page.getByRole('dialog', { name: 'Opdrachtenpalet' });
// The palette's own polite region is its last (a filter query adds one of its own).
const live = (page: Page) => palette(page).locator('[aria-live="polite"]').last();

async function expectState(page: Page, where: string, said: string | RegExp) {
  await expect(live(page)).toHaveText(said);
  expect(await axeViolations(page, `palette: ${where}`, 'all')).toEqual([]);
}

/** Arrows down to the named option (the list may settle after the text), as a keyboard user does. */
async function arrowTo(page: Page, name: string) {
  const option = palette(page).getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  for (let i = 0; i < 40 && (await option.getAttribute('aria-selected')) !== 'true'; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

async function typeInto(page: Page, text: string) {
  await palette(page).getByRole('combobox').fill('');
  await page.keyboard.type(text);
}

test('every palette state is announced and has no axe violations', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.superuser);
  await expect(page).toHaveURL(/\/home$/);
  const [account] = await apiList<Account>(page, '/accounts', 'items=0-0');
  const codes = (await apiList<Tlink>(page, '/tlinklicenses', 'items=0-59')).map((t) => t.licenseCode);
  const [product] = await apiList<Product>(page, '/products', 'items=0-0');
  const ean = product!.ean;
  const mistyped = `${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`;

  await openPalette(page);
  await expectState(page, 'empty', /^\d+ resultaten$/);

  await typeInto(page, 'export');
  await expectState(page, 'typing', /^\d+ resulta(at|ten)$/);

  await typeInto(page, String(account!.id));
  await expectState(page, 'identifier resolved', /^Gevonden: .+\. \d+ resulta(at|ten)$/);

  await typeInto(page, 'ZZZZ2222');
  await expectState(page, 'not found', /^Geen TLink met code ZZZZ2222 gevonden\./);

  await typeInto(page, mistyped);
  await expectState(page, 'Bedoelde je', /Bedoelde je: \d+ suggesties?\. Kies een suggestie met de pijltjes/);
  // Enter on the look-alike the list selected by itself is refused, and said.
  await page.keyboard.press('Enter');
  await expect(live(page)).toHaveText('Kies een suggestie met de pijltjes en druk dan op Enter.');

  const ticket = [
    'Goedemiddag,',
    `Leerling met klantnummer ${account!.id} krijgt code ${codes[0]} niet werkend.`,
    'Met vriendelijke groet, Marieke',
  ].join('\n');
  await typeInto(page, '');
  await paste(page, ticket);
  await expectState(page, 'pasted ticket', /^\d+ kenmerken in de tekst: \d+ gevonden/);
  await page.keyboard.press('Escape');
  await openPalette(page);
  await expectState(page, 'Ticket group', /^Ticket: \d+ items?, 0 geopend\. \d+ resultaten$/);

  await paste(page, `${codes.join('\r\n')}\r\n`);
  await expectState(page, 'Open als lijst', 'Open als lijst: 60 × TLink-code. Alle 60 gevonden. 1 resultaat');

  // A command's argument page: an empty value is refused and said, Escape goes back.
  await typeInto(page, 'Account openen');
  await arrowTo(page, 'Account openen');
  await page.keyboard.press('Enter');
  await expectState(page, 'argument page', 'Account openen: Accountnummer, e-mail of name ID.');
  await page.keyboard.press('Enter');
  await expectState(
    page,
    'argument error',
    'Account openen: Accountnummer, e-mail of name ID. Vul een waarde in.',
  );
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();

  // A confirmation, on the account in view; Escape answers no.
  await page.goto(`/accounts/${account!.id}/extended-view`);
  await openPalette(page);
  await typeInto(page, 'delete');
  await arrowTo(page, 'Gebruiker verwijderen');
  await page.keyboard.press('Enter');
  await expectState(page, 'confirmation', /^Weet je het zeker\? /);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();

  // Over a list with a bulk selection: the palette on top of the selection bar.
  await page.goto('/tlinks');
  const grid = page.getByRole('grid', { name: 'TLinks' });
  // A loaded licence's row, not the table's message row while the first page loads (under load the
  // focus landed on that row, which then went, and Space selected nothing).
  const firstRow = grid.getByRole('row', { name: /^Selecteer TLink / }).first();
  await expect(firstRow).toBeVisible();
  await firstRow.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^1 van .+ geselecteerd/)).toBeVisible();
  await openPalette(page);
  await expectState(page, 'over a bulk selection', /\d+ resultaten$/);
});
