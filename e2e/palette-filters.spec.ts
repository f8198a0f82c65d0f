import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { apiList, openPalette } from './session';
import { DEMO, signIn } from './sign-in';

/**
 * Issue 22 item 5: a list opened from the palette with filters typed and completed by keyboard
 * ("tlinks status:actief school:…"), as the superuser, and as the publisher-bound administrator,
 * who is offered neither another publisher's products nor a publisher filter. Axe (every impact)
 * finds nothing in each state of the palette's filter group.
 */

type Tlink = { licenseState: string; organisation: { id: number; toString: string } | null };
type Product = { id: number; title: string; organisation: { id: number } };

const filterGroup = (page: Page) => page.getByRole('group', { name: /^Lijst met filters/ });

async function expectNoAxe(page: Page, where: string) {
  expect(await axeViolations(page, where, 'all')).toEqual([]);
}

/** Products of every publisher, read as the superuser in a browser of its own. */
async function everyProduct(browser: Browser): Promise<Product[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.superuser);
  await expect(page).toHaveURL(/\/home$/);
  const products = await apiList<Product>(page, '/products', 'items=0-199');
  await context.close();
  return products;
}

test('the superuser completes "tlinks status:actief school:…" by keyboard and opens the filtered list', async ({
  page,
}) => {
  await signIn(page, DEMO.superuser);
  await expect(page).toHaveURL(/\/home$/);
  const active = await apiList<Tlink>(page, '/tlinklicenses?licenseState=ACTIVE', 'items=0-99');
  const school = active.find((tlink) => tlink.organisation)?.organisation;
  expect(school, 'an active TLink of a school in the demo data').toBeDefined();

  await openPalette(page);
  const input = page.getByRole('dialog', { name: 'Opdrachtenpalet' }).getByRole('combobox');
  await input.pressSequentially('tlinks sta');
  await expect(filterGroup(page).getByRole('option', { name: /status:/ })).toBeVisible();
  await expectNoAxe(page, 'palette: filter names completing');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('tlinks status:');
  await input.pressSequentially('act');
  await expect(filterGroup(page).getByRole('option', { name: /status:actief/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('tlinks status:actief ');

  // A filter the list does not have is explained, with the ones it has.
  await input.pressSequentially('kleur:rood ');
  await expect(
    filterGroup(page).getByText(/^TLinks kent geen filter 'kleur'; bekende filters: /),
  ).toBeVisible();
  await expectNoAxe(page, 'palette: unknown filter');
  for (let i = 0; i < 'kleur:rood '.length; i++) await page.keyboard.press('Backspace');

  await input.pressSequentially(`school:"${school!.toString}" `);
  const open = filterGroup(page).getByRole('option', {
    name: `Open TLinks met status: Actief · school: ${school!.toString}`,
  });
  await expect(open).toHaveAttribute('aria-selected', 'true');
  await expectNoAxe(page, 'palette: list ready to open');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/tlinks\?.*licenseState=ACTIVE/);
  await expect(page).toHaveURL(new RegExp(`[?&]organisation=${school!.id}(&|$)`));
  const rows = page.getByRole('row').filter({ hasText: school!.toString });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('Actief');
  const expected = await apiList<Tlink>(
    page,
    `/tlinklicenses?licenseState=ACTIVE&organisation=${school!.id}`,
  );
  expect(expected.every((tlink) => tlink.organisation?.id === school!.id)).toBe(true);
});

test("the publisher-bound administrator gets no other publisher's product and no publisher filter", async ({
  page,
  browser,
}) => {
  const products = await everyProduct(browser);
  await signIn(page, DEMO.uitgever);
  await expect(page).toHaveURL(/\/home$/);
  const own = await apiList<Product>(page, '/products', 'items=0-49');
  const ownPublisher = own[0]!.organisation.id;
  const other = products.find((product) => product.organisation.id !== ownPublisher);
  expect(other, "another publisher's product in the demo data").toBeDefined();

  await openPalette(page);
  const input = page.getByRole('dialog', { name: 'Opdrachtenpalet' }).getByRole('combobox');
  await input.pressSequentially(`tlinks product:"${other!.title}" `);
  await expect(filterGroup(page).getByText(`Geen product gevonden voor '${other!.title}'.`)).toBeVisible();
  await expect(filterGroup(page).getByRole('option', { name: /^Open TLinks/ })).toHaveCount(0);
  await expectNoAxe(page, 'palette: entity not found');

  await input.fill('');
  await input.pressSequentially('producten uitgever:x');
  await expect(filterGroup(page).getByText(/^Producten kent geen filter 'uitgever'/)).toBeVisible();

  // Their own product by its title; several of theirs share it, so the EAN tells the one chosen.
  await input.fill('');
  const title = own[0]!.title;
  await input.pressSequentially(`tlinks product:"${title}" `);
  const choices = filterGroup(page).getByRole('option', { name: new RegExp(`^${title} \\d{13}$`) });
  await expect(choices.first()).toBeVisible();
  await expectNoAxe(page, 'palette: choosing a product');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(/^tlinks product:(\d{13}|"[^"]+") $/);
  const open = filterGroup(page).getByRole('option', { name: `Open TLinks met product: ${title}` });
  // The embedded database answers slowly while the machine is shared: the lookup may take a while.
  await expect(open).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tlinks\?product=\d+$/);
  const chosen = Number(new URL(page.url()).searchParams.get('product'));
  expect(own.some((product) => product.id === chosen && product.title === title)).toBe(true);
});
