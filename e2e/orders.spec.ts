import { expect, type Page, test } from '@playwright/test';
import { meldcode } from '../server/seed/codes';
import { accessToken } from './session';
import { DEMO, signIn } from './sign-in';

type Stock = {
  contractid: string | null;
  distributorname: string | null;
  productean: string;
  orderedamount: number;
};

async function api<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${token}`, Range: 'items=0-199' },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test('a superuser imports orders from CSV, sees a refused file, and finds the lines in the order balance', async ({
  page,
}) => {
  await signIn(page, DEMO.superuser, '/orderimport');
  await expect(page.getByRole('heading', { name: 'Orderimport' })).toBeVisible();
  const token = await accessToken(page);
  const stock = await api<Stock[]>(page, token, '/api/orderstockdetails');
  const ean = stock[0]!.productean;
  const accounts = await api<{ id: number; name: string; organisation: { name: string } }[]>(
    page,
    token,
    '/api/eckaccounts/beheer',
  );
  const account = accounts[0]!;
  const before = (await api<Stock[]>(page, token, `/api/orderstockdetails?ean=${ean}`)).find(
    (row) => row.contractid === null && row.distributorname === account.organisation.name,
  );
  const orderId = `E2E-${Date.now()}`;

  // Without a distributor account and a reference the form refuses, in Dutch.
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page.getByText('Distributeuraccount is verplicht')).toBeVisible();
  await expect(page.getByText('Referentie is verplicht')).toBeVisible();
  await expect(page.getByText('Er is geen bestand geselecteerd')).toBeVisible();

  await page.getByLabel(/^Distributeuraccount/).selectOption(String(account.id));
  await page.getByLabel(/^Referentie/).fill(`E2E-REF-${orderId}`);

  // A file with one bad row imports nothing and lists the row.
  await page
    .getByLabel(/^CSV-bestand/)
    .setInputFiles(
      csvFile(
        'fout.csv',
        `ean;amount;orderId;orderLineId\r\n${ean};12;${orderId};1\r\n${ean};nul;${orderId};2\r\n`,
      ),
    );
  await page.getByRole('button', { name: 'Importeren' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Het importeren is mislukt' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Rij 3: aantal moet een geheel getal groter dan 0 zijn.');
  await expect(refused).toContainText('Er is niets geïmporteerd');

  // The corrected file goes in as a whole.
  await page
    .getByLabel(/^CSV-bestand/)
    .setInputFiles(
      csvFile(
        'orders.csv',
        `ean;amount;orderId;orderLineId\r\n${ean};12;${orderId};1\r\n${ean};8;${orderId};2\r\n`,
      ),
    );
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 orderregel(s) geïmporteerd.' })).toBeVisible();

  // The order balance shows the ordered amount grown by 20 for that product and distributor.
  await page.getByRole('link', { name: 'Bekijk de orderbalans' }).click();
  await expect(page.getByRole('heading', { name: 'Orderbalans' })).toBeVisible();
  await page.getByLabel('EAN').fill(ean);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(new RegExp(`ean=(%22)?${ean}`));
  const grid = page.getByRole('grid', { name: 'Orderbalans' });
  const row = grid.getByRole('row').filter({ hasText: account.organisation.name }).filter({ hasText: '—' });
  const expected = (before?.orderedamount ?? 0) + 20;
  await expect(row.first()).toContainText(String(expected));

  // And the order list has both lines, queued for (or already sent to) Prius.
  await page.goto(`/orders?q=${orderId}`);
  const orders = page.getByRole('grid', { name: 'Orders' });
  await expect(orders.getByRole('row').filter({ hasText: orderId })).toHaveCount(2);
});

test('a publisher administrator lands on /home without the log search', async ({ page }) => {
  await signIn(page, DEMO.uitgever, '/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /Welkom/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schermen' })).toBeVisible();
  await expect(page.getByLabel('Meldcode')).toHaveCount(0);
});

test('support searches log entries by meldcode on /home', async ({ page }) => {
  await signIn(page, DEMO.support, '/');
  await expect(page).toHaveURL(/\/home$/);
  const search = page.getByLabel('Meldcode');
  await search.fill('A');
  await expect(page.getByText('Typ minimaal 3 tekens van de meldcode.')).toBeVisible();
  // The first demo meldcode (deterministic seed), typed in lower case with spaces.
  const code = meldcode(0);
  await search.fill(` ${code.toLowerCase()} `);
  const results = page.getByRole('list', { name: 'Logregels' });
  await expect(results.getByRole('listitem').filter({ hasText: code }).first()).toBeVisible();
  await expect(page.getByText('1 van 1 meldingen')).toBeVisible();

  // The URL is the field's one state (decision 618): typing in the middle stays where the caret is,
  // and a reload keeps the code and its search.
  await search.fill(`${code.slice(0, 2)}${code.slice(4)}`);
  await search.press('Home');
  await search.press('ArrowRight');
  await search.press('ArrowRight');
  await page.keyboard.type(code.slice(2, 4));
  await expect(search).toHaveValue(code);
  await expect(page).toHaveURL(new RegExp(`meldcode=${encodeURIComponent(code)}`));
  await page.reload();
  await expect(page.getByLabel('Meldcode')).toHaveValue(code);
  await expect(page.getByText('1 van 1 meldingen')).toBeVisible();
});
