import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { apiList, openPalette, paste, pasteInPalette } from './session';
import { DEMO, signIn } from './sign-in';

/**
 * Issue 22 as the support desk works: a ticket as people write it (a labelled account, a code
 * split by a space, an EAN with a mistyped check digit, a phone and an order number around them),
 * each identifier opened from the palette's Ticket group, and a column of 60 codes opened as one list
 * with one call (decision 535). On a support desk's screen in New York; axe finds nothing with the
 * palette open in each state.
 */

test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } });

async function noViolations(page: Page, where: string) {
  await expect(page.getByRole('dialog', { name: 'Opdrachtenpalet' })).toBeVisible();
  expect(await axeViolations(page, `palette: ${where}`, 'all')).toEqual([]);
}

type Account = { id: number };
type Tlink = { licenseCode: string };
type Product = { ean: string };

test('support opens a ticket item by item from the Ticket group, and a column of 60 codes as one list', async ({
  page,
}) => {
  await signIn(page, DEMO.support);
  await expect(page).toHaveURL(/\/home$/);
  const [account] = await apiList<Account>(page, '/accounts', 'items=0-0');
  const codes = (await apiList<Tlink>(page, '/tlinklicenses', 'items=0-59')).map((t) => t.licenseCode);
  const [product] = await apiList<Product>(page, '/products', 'items=0-0');
  const code = codes[0]!;
  const ean = product!.ean;
  const mistyped = `${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`;

  const ticket = [
    'Goedemiddag,',
    '',
    `Leerling met klantnummer ${account!.id} krijgt code ${code.slice(0, 4)} ${code.slice(4)} niet werkend`,
    `voor ean ${mistyped}. Bestelnummer 20250312, bel 06-12345678.`,
    '',
    'Met vriendelijke groet,',
    'Marieke de Vries',
  ].join('\n');

  const found = await pasteInPalette(page, ticket);
  await expect(found.getByText('3 kenmerken in de tekst: 2 gevonden, 1 niet gevonden')).toBeVisible();
  await expect(found.getByText(`Geen product met EAN ${mistyped} gevonden`)).toBeVisible();
  await expect(found.getByText(`EAN ${mistyped}: Controlecijfer klopt niet`)).toBeVisible();
  await noViolations(page, 'pasted ticket');
  // The product meant: offered, chosen with the arrows, then opened.
  const meant = found.getByRole('option', { name: new RegExp(`Bedoelde je.*${ean}`) });
  await expect(meant).toContainText(`cijfer 13: ${ean[12]} in plaats van ${mistyped[12]}`);
  while ((await meant.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/producten/ean/${ean}/extended-view$`));

  // Ctrl-K, Enter walks through the rest of the ticket, which survives a reload.
  await page.reload();
  for (const expected of [`/accounts/${account!.id}/extended-view`, `/tlinks/code/${code}`]) {
    await openPalette(page);
    const group = page.getByRole('group', { name: 'Ticket' });
    await expect(group.getByRole('option', { name: /geopend/ }).first()).toBeVisible();
    await noViolations(page, `Ticket group before ${expected}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${expected}$`));
  }
  await openPalette(page);
  const group = page.getByRole('group', { name: 'Ticket' });
  await expect(group.getByRole('option', { name: /geopend/ })).toHaveCount(3);
  await group.getByRole('option', { name: 'Ticket wissen' }).click();
  await expect(group).toBeHidden();

  // A column of 60 codes pasted from a spreadsheet opens as one list, with one call: the palette's
  // check is the list's first page.
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tlinklicenses?') && request.url().includes('licenseCodes='))
      listCalls.push(request.url());
  });
  await paste(page, `${codes.join('\r\n')}\r\n`);
  const open = page.getByRole('option', { name: 'Open als lijst: 60 × TLink-code' });
  await expect(page.getByText('Alle 60 gevonden.', { exact: true })).toBeVisible();
  await noViolations(page, 'Open als lijst');
  await open.click();
  await expect(page).toHaveURL(/\/tlinks\?.*licenseCodes=/);
  await expect(page.getByText('Alleen de 60 geplakte codes.')).toBeVisible();
  const table = page.getByRole('grid', { name: 'TLinks' });
  await expect(table.getByRole('row').filter({ hasText: code })).toHaveCount(1);
  expect(listCalls).toHaveLength(1);
});
