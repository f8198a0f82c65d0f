import { expect, type Page, test } from '@playwright/test';
import { accessToken, openPalette, pasteInPalette } from './session';
import { DEMO, signIn } from './sign-in';

/** The first item of a list call, read through the API with the session's token. */
async function firstOf<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`, {
    headers: { Authorization: `Bearer ${token}`, Range: 'items=0-0' },
  });
  expect(response.status(), `GET /api/${path}`).toBe(200);
  const [first] = (await response.json()) as T[];
  expect(first, `an item from /api/${path}`).toBeTruthy();
  return first as T;
}

type Account = { id: number; email: string | null };
type Tlink = { licenseCode: string };
type Product = { ean: string; title: string };

test('support pastes a ticket into the palette, opens each identifier, uses a chord and the shortcut sheet', async ({
  page,
}) => {
  await signIn(page, DEMO.support);
  await expect(page).toHaveURL(/\/home$/);
  const token = await accessToken(page);
  const account = await firstOf<Account>(page, token, 'accounts');
  const tlink = await firstOf<Tlink>(page, token, 'tlinklicenses');
  const product = await firstOf<Product>(page, token, 'products');

  const ticket = [
    'Goedemiddag,',
    `De leerling met account ${account.id} kan de code ${tlink.licenseCode} niet activeren`,
    `voor het boek met EAN ${product.ean}. Kunnen jullie kijken?`,
    'Met vriendelijke groet, de mediatheek',
  ].join('\n');

  const found = await pasteInPalette(page, ticket);
  await expect(found.getByText('3 kenmerken in de tekst: 3 gevonden, 0 niet gevonden')).toBeVisible();
  await expect(found.getByRole('option')).toHaveCount(3);

  // The TLink: open it from the palette, by its row.
  await found.getByRole('option', { name: new RegExp(tlink.licenseCode) }).click();
  await expect(page).toHaveURL(new RegExp(`/tlinks/code/${tlink.licenseCode}$`));

  // The product: the same ticket again, arrows to the product row, Enter.
  const productRow = (await pasteInPalette(page, ticket)).getByRole('option', {
    name: new RegExp(product.ean),
  });
  await expect(productRow).toBeVisible();
  await productRow.hover();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/producten/ean/${product.ean}/extended-view$`));

  // The account: its id alone is one entity, so Enter jumps straight to its overview.
  await pasteInPalette(page, String(account.id));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/accounts/${account.id}/extended-view$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // On its view the account is the palette's scope; the opened entities are recent.
  await openPalette(page);
  await expect(page.getByText(/^Account: /)).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(page.getByText(/^Account: /)).toBeHidden();
  await expect(page.getByRole('group', { name: 'Recent' }).getByRole('option')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Opdrachtenpalet' })).toBeHidden();

  // A go-to chord, and the shortcut sheet.
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/tlinks(\?.*)?$/);
  // The sheet opens from anywhere but a field (the list screen may have focused its filter).
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+Slash');
  const sheet = page.getByRole('dialog', { name: 'Sneltoetsen' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Opdrachtenpalet openen');
  await expect(sheet).toContainText('Formulier opslaan');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});
