import { expect, type Locator, type Page, test } from '@playwright/test';
import { webProductBody } from '../server/test-support/product-body';
import { accessToken, apiList } from './session';
import { DEMO, signIn } from './sign-in';

/*
 * One date rule (decision 162): an administrator in New York, six hours behind Amsterdam, types a
 * product's dates and a TLink's dates and reads the very same days on every list, view, form and
 * dialog. Before, every day showed one day early beside a form that said the typed day.
 */
test.use({ timezoneId: 'America/New_York' });

/** A fresh EAN-13 with a valid GS1 check digit, different on every run. */
function freshEan(): string {
  const first12 = `97892${String(Date.now()).slice(-7)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** The value beside a label in a view's definition list. */
const shown = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('a New York administrator enters product and TLink dates and sees the same days everywhere', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.superuser, '/producten');
  await expect(page.getByRole('heading', { name: 'Producten', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => new Date(2026, 11, 1).getTimezoneOffset())).toBe(300);

  // Set-up through the API: a plain browser product; its dates are then typed in the form.
  const ean = freshEan();
  const title = `E2E Datumles ${ean.slice(-4)}`;
  const [publisher] = await apiList<{ id: number }>(page, '/organisations?type=Uitgever');
  const created = await page.request.post('/api/products', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: webProductBody(ean, publisher!.id, title),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The product form: introduction 01-12-2026, end of life 01-08-2031.
  await page.goto(`/producten/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Product bewerken' })).toBeVisible();
  await page.getByLabel(/^Introductiedatum/).fill('01-12-2026');
  await page.getByLabel(/^End of life datum/).fill('01-08-2031');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(new RegExp(`/producten/${id}/extended-view$`));
  await expect(shown(page, 'Introductiedatum')).toHaveText('01-12-2026');
  await expect(shown(page, 'End of life datum')).toHaveText('01-08-2031');

  // The list.
  await page.goto(`/producten?ean=${ean}`);
  const productRow = page.getByRole('row', { name: new RegExp(title) });
  await expect(productRow).toContainText('01-08-2031');

  // The form again, and the Deactivate dialog.
  await page.goto(`/producten/${id}/edit`);
  await expect(page.getByLabel(/^Introductiedatum/)).toHaveValue('01-12-2026');
  await expect(page.getByLabel(/^End of life datum/)).toHaveValue('01-08-2031');
  await page.getByRole('button', { name: 'Deactiveren' }).click();
  const dialog = page.getByRole('dialog');
  await expect(shown(dialog, 'Huidige einddatum')).toHaveText('01-08-2031');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  // A TLink for the product: the form prefills the product's Amsterdam days, then 01-12-2026 is typed.
  await page.goto('/tlinks/new');
  await expect(page.getByRole('heading', { name: 'TLinks toevoegen' })).toBeVisible();
  await page.getByLabel(/Aantal aan te maken TLinks/).fill('1');
  await page.getByRole('combobox', { name: /Product/ }).fill(ean);
  await page.getByRole('option', { name: new RegExp(ean) }).click();
  await expect(page.getByLabel(/Startdatum/)).toHaveValue('01-12-2026');
  await expect(page.getByLabel(/Einddatum/)).toHaveValue('01-08-2031');
  await page.getByLabel(/Einddatum/).fill('30-06-2027');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De TLink is opgeslagen.')).toBeVisible();

  // The list, filtered to the new licence.
  await expect(page).toHaveURL(/\/tlinks\?referenceId=/);
  const grid = page.getByRole('grid', { name: 'TLinks' });
  await expect(grid).toContainText('01-12-2026');
  await expect(grid).toContainText('30-06-2027');
  // The code's cell (the first is the selection box, issue 24).
  const codeCell = grid
    .locator('tbody tr')
    .first()
    .locator('td')
    .filter({ hasText: /^[A-Z2-9]{8}$/ });
  const code = ((await codeCell.first().textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  // The licence's view and its edit form.
  await page.goto(`/tlinks/code/${code}`);
  await expect(shown(page, 'Startdatum')).toHaveText('01-12-2026');
  await expect(shown(page, 'Einddatum')).toHaveText('30-06-2027');
  await page.getByRole('link', { name: 'Status van TLink wijzigen' }).click();
  await expect(page.getByRole('heading', { name: `TLink ${code} bewerken` })).toBeVisible();
  await expect(page.getByLabel(/Startdatum/)).toHaveValue('01-12-2026');
  await expect(page.getByLabel(/Einddatum/)).toHaveValue('30-06-2027');
});
