import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { amsterdamParts } from '../domain/dates';
import { licensableProduct } from './licensable-product';
import { accessToken } from './session';
import { DEMO, signIn } from './sign-in';

/**
 * A superuser hands out 50 TLinks for a school: creates them in one go, copies the codes, then a
 * ticket about one of them comes in: it is found through the palette and revoked, which ends it now.
 */
test('create 50 TLinks, copy the codes, find one and revoke it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.superuser, '/tlinks');
  await expect(page.getByRole('heading', { name: 'TLinks' })).toBeVisible();
  const token = await accessToken(page);
  const product = await licensableProduct(page, token);

  // The add button opens the form; a product prefills the dates (spec 001 §4).
  await page.getByRole('link', { name: 'TLinks aanmaken' }).click();
  await expect(page.getByRole('heading', { name: 'TLinks toevoegen' })).toBeVisible();
  await page.getByLabel(/Aantal aan te maken TLinks/).fill('5001');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Mag maximaal 5000 zijn')).toBeVisible();
  await page.getByLabel(/Aantal aan te maken TLinks/).fill('50');
  await page.getByRole('combobox', { name: /Product/ }).fill(product.ean);
  await page.getByRole('option', { name: new RegExp(product.ean) }).click();
  await expect(page.getByLabel(/Startdatum/)).not.toHaveValue('');
  await expect(page.getByLabel(/Einddatum/)).not.toHaveValue('');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De TLink is opgeslagen.')).toBeVisible();

  // Back on the list, filtered to the new batch, with the last created codes and a copy button.
  await expect(page).toHaveURL(/\/tlinks\?referenceId=/);
  const created = page.getByRole('region', { name: 'Laatst aangemaakte TLinks' });
  await expect(created).toContainText('(50)');
  await created.getByRole('button', { name: 'Codes kopiëren' }).click();
  await expect(page.getByText('De codes zijn gekopieerd.')).toBeVisible();
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
  expect(copied).toHaveLength(50);
  expect(new Set(copied).size).toBe(50);
  for (const code of copied) expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByText('50 resultaten')).toBeVisible();

  // The ticket quotes one code: the palette finds it (a pasted code opens the licence).
  const code = copied[17]!;
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });
  await expect(palette).toBeVisible();
  await palette.getByRole('combobox').fill(`tlink: ${code}`);
  await expect(palette).toContainText(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tlinks/code/${code}`));
  await expect(page.getByRole('heading', { name: `TLink ${code}` })).toBeVisible();
  // The state reads in Dutch, its code in the tooltip (issue 20 item 5).
  await expect(page.getByText('Beschikbaar', { exact: true })).toHaveAttribute('title', 'AVAILABLE');

  // Revoke it: moving into an ending state sets the end date to now.
  await page.getByRole('link', { name: 'Status van TLink wijzigen' }).click();
  await expect(page.getByRole('heading', { name: `TLink ${code} bewerken` })).toBeVisible();
  await page.getByLabel(/Status/).selectOption('REVOKED');
  await expect(page.getByText('Bij opslaan wordt de einddatum nu: de licentie eindigt.')).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De TLink is opgeslagen.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tlinks/code/${code}`));
  await expect(page.getByText('Ingetrokken', { exact: true })).toHaveAttribute('title', 'REVOKED');
  // Today on the platform's calendar, not the runner's: from 23:00 UTC Amsterdam is a day ahead.
  const today = amsterdamParts(new Date());
  const dd = String(today.day).padStart(2, '0');
  const mm = String(today.month).padStart(2, '0');
  await expect(
    page.locator('dt', { hasText: 'Einddatum' }).locator('xpath=following-sibling::dd'),
  ).toHaveText(`${dd}-${mm}-${today.year}`);

  // The code filter of the list finds it too, now revoked.
  await page.goto(`/tlinks?licenseCode=${code.toLowerCase()}`);
  await expect(page.getByRole('grid', { name: 'TLinks' })).toContainText(code);
  await expect(page.getByRole('grid', { name: 'TLinks' })).toContainText('Ingetrokken');
});

/**
 * A superuser's round of the other licence screens: reserves TLinks for a school (CSV download),
 * retries a failed ECK licence message, edits a PO licence's groups, reads both overviews.
 */
test('reserve TLinks, retry a licence message, edit PO groups and read the overviews', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.superuser, '/tlinks?actie=reserveren');
  const dialog = page.getByRole('dialog', { name: 'TLinks reserveren' });
  // The dialog element itself has no box (its panel is fixed); its title shows it is open.
  await expect(dialog.getByRole('heading', { name: 'TLinks reserveren' })).toBeVisible();
  await dialog.getByRole('combobox', { name: /School/ }).fill('school');
  await page.getByRole('option').first().click();
  // A product with at least two free licences; amounts are capped at what is available.
  const rows = dialog.locator('tbody tr');
  await expect(rows.first().getByRole('textbox')).toBeVisible();
  let row = rows.first();
  for (let i = 0; i < (await rows.count()); i++) {
    const available = Number(
      ((await rows.nth(i).locator('td').nth(2).textContent()) ?? '').replace(/\D/g, ''),
    );
    if (available >= 2) {
      row = rows.nth(i);
      break;
    }
  }
  const available = Number(((await row.locator('td').nth(2).textContent()) ?? '').replace(/\D/g, ''));
  const amount = row.getByRole('textbox');
  await amount.fill('999999');
  expect(Number(await amount.inputValue())).toBe(Math.min(available, 99_999));
  await amount.fill('2');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Reserveren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tlinks-gereserveerd-\d{4}-\d{2}-\d{2}\.csv$/);
  const raw = readFileSync((await file.path())!, 'utf8');
  expect(raw.startsWith('\uFEFF'), 'a BOM, so Excel reads UTF-8').toBe(true);
  const csv = raw.slice(1).trimEnd().split('\r\n');
  expect(csv[0]).toBe('Code;Product;Startdatum;Einddatum');
  expect(csv).toHaveLength(3);
  await expect(page.getByText('2 TLinks gereserveerd; de lijst is gedownload.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'TLinks reserveren' })).toBeHidden();
  const reservedCode = csv[1]!.split(';')[0]!;
  await page.goto(`/tlinks?licenseCode=${reservedCode}`);
  await expect(page.getByRole('grid', { name: 'TLinks' })).toContainText('Gereserveerd');

  // ECK licences, then the licence messages behind the superuser toggle.
  await page.goto('/ecklicenties?refHistoryEnabled=true');
  const eck = page.getByRole('grid', { name: 'ECK licenties' });
  // A row command of the licences whose reference changed (commands/eck.ts).
  await eck
    .getByRole('button', { name: /^Historie van de referentie: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /Historie van de referentie/ })).toContainText(
    'Gereserveerd',
  );
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await page.getByRole('switch', { name: 'Licentieberichten' }).check();
  await expect(page.getByRole('heading', { name: 'Licentieberichten' })).toBeVisible();
  await page.getByLabel('Alleen mislukte berichten').check();
  const retry = page.getByRole('button', { name: /^Opnieuw versturen: / }).first();
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page.getByText('Het licentiebericht is verstuurd.')).toBeVisible();

  // PO licences: a wrong group list is refused, a right one saved.
  await page.goto('/policenties');
  await page
    .getByRole('button', { name: /^Groepen aanpassen: / })
    .first()
    .click();
  const groups = page.getByRole('dialog', { name: 'Groepen aanpassen' });
  await groups.getByRole('textbox').fill('1,1');
  await expect(groups.getByText('Een groep mag maar één keer voorkomen')).toBeVisible();
  await groups.getByRole('textbox').fill('8,0,3');
  await groups.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De groepen zijn opgeslagen.')).toBeVisible();

  // The overviews, counted by the database.
  await page.goto('/tlinklicentiesperschool');
  await expect(page.getByRole('grid', { name: 'Licenties per school' })).toContainText(/\d/);
  await page.goto('/tlinkstatusoverview');
  const perMonth = page.getByRole('table', { name: 'Licenties per maand' });
  await expect(perMonth).toBeVisible();
  const month = page.getByRole('combobox', { name: 'Maand', exact: true });
  const months = await month
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(months.length).toBeGreaterThanOrEqual(12);
  // The demo licences were created over the last two years: some month has rows and a total.
  let found = false;
  for (const value of months) {
    await month.selectOption(value);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(perMonth).not.toContainText('Laden…');
    if (await perMonth.getByText('Totaal').isVisible()) {
      found = true;
      break;
    }
  }
  expect(found, 'a month with licences').toBe(true);
});
