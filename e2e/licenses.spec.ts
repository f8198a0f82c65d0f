import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './sign-in';

/** The signed-in session's access token, as oidc-client-ts keeps it in sessionStorage. */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key?.startsWith('oidc.user:'))
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
    }
    return undefined;
  });
  expect(token, 'signed-in session token').toBeTruthy();
  return token as string;
}

type Product = {
  id: number;
  ean: string;
  title: string;
  productType: string;
  endOfLifeDate: string;
  licenseModel: { licenseActivationType: string | null; activatableUntil: string | null } | null;
};

/** A browser product that is still delivered and whose licence dates the form can prefill. */
async function licensableProduct(page: Page, token: string): Promise<Product> {
  const response = await page.request.get('/api/products?onlyActive=true', {
    headers: { Authorization: `Bearer ${token}`, Range: 'items=0-199' },
  });
  expect(response.status()).toBe(200);
  const products = (await response.json()) as Product[];
  const product = products.find(
    (p) =>
      p.productType === 'WEB_BROWSER' &&
      Date.parse(p.endOfLifeDate) > Date.now() + 400 * 86_400_000 &&
      (p.licenseModel?.licenseActivationType ?? 'EINDE_PRODUCT') === 'EINDE_PRODUCT',
  );
  expect(product, 'a browser product with an end-of-life date a year ahead').toBeTruthy();
  return product as Product;
}

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
  await expect(page.getByText('AVAILABLE')).toBeVisible();

  // Revoke it: moving into an ending state sets the end date to now.
  await page.getByRole('link', { name: 'Status van TLink wijzigen' }).click();
  await expect(page.getByRole('heading', { name: `TLink ${code} bewerken` })).toBeVisible();
  await page.getByLabel(/Status/).selectOption('REVOKED');
  await expect(page.getByText('Bij opslaan wordt de einddatum nu: de licentie eindigt.')).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De TLink is opgeslagen.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tlinks/code/${code}`));
  await expect(page.getByText('REVOKED', { exact: true })).toBeVisible();
  const today = new Date();
  const dd = String(today.getDate()).padStart(2, '0');
  const mm = String(today.getMonth() + 1).padStart(2, '0');
  await expect(
    page.locator('dt', { hasText: 'Einddatum' }).locator('xpath=following-sibling::dd'),
  ).toHaveText(`${dd}-${mm}-${today.getFullYear()}`);

  // The code filter of the list finds it too, now revoked.
  await page.goto(`/tlinks?licenseCode=${code.toLowerCase()}`);
  await expect(page.getByRole('grid', { name: 'TLinks' })).toContainText(code);
  await expect(page.getByRole('grid', { name: 'TLinks' })).toContainText('REVOKED');
});
