import { expect, type Page, test } from '@playwright/test';
import { accessToken, openPalette } from './session';
import { DEMO, signIn } from './sign-in';

const ROLE = `E2E Noorderlicht ${Date.now()}`;
const MANAGER = {
  name: 'Eva Endtoend',
  email: `eva.${Date.now()}@noorderlicht.test`,
  password: 'noorderlicht-e2e',
};

async function pickPublisher(page: Page) {
  const lookup = page.getByRole('combobox', { name: 'Uitgever' });
  await lookup.fill('Noorderlicht');
  await page.getByRole('option', { name: /Uitgeverij Noorderlicht/ }).click();
}

async function menuEntries(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation').getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.allInnerTexts();
}

test('a superuser creates a publisher-bound role and administrator, who then sees the reduced view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.superuser);
  await expect(page).toHaveURL(/\/home$/);
  const superMenu = await menuEntries(page);

  // The role, bound to Uitgeverij Noorderlicht, with a few rights.
  await page.goto('/rollen');
  await expect(page.getByRole('heading', { name: 'Rollen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Uitgever' })).toBeVisible();
  await page.getByRole('link', { name: 'Rol toevoegen' }).click();
  await expect(page).toHaveURL(/\/rollen\/new$/);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Veld is verplicht').first()).toBeVisible();
  await page.getByLabel('Naam').fill(ROLE);
  await pickPublisher(page);
  for (const right of ['Beheerders inzien', 'Rollen inzien', 'Producten inzien'])
    await page.getByRole('checkbox', { name: right, exact: true }).check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/rollen$/);
  await expect(page.getByText('De rol is opgeslagen.')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: ROLE, exact: true })).toBeVisible();

  // The administrator, with that role and publisher; the form's own texts first.
  await page.goto('/beheerders/new');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Naam is verplicht')).toBeVisible();
  await expect(page.getByText('E-mail is verplicht')).toBeVisible();
  await expect(page.getByText('Wachtwoord is verplicht')).toBeVisible();
  await page.getByLabel('Naam').fill(MANAGER.name);
  await page.getByLabel('E-mail').fill(MANAGER.email);
  await page.locator('input[name="password"]').fill(MANAGER.password);
  await page.locator('input[name="passwordConfirmation"]').fill('iets-anders-1');
  await pickPublisher(page);
  await page.getByRole('combobox', { name: 'Rol' }).selectOption({ label: ROLE });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Wachtwoord moet overeenkomen')).toBeVisible();
  await page.locator('input[name="passwordConfirmation"]').fill(MANAGER.password);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/beheerders\/\d+\/extended-view$/);
  await expect(page.getByRole('heading', { name: MANAGER.name })).toBeVisible();
  await expect(page.getByText('Uitgeverij Noorderlicht')).toBeVisible();

  // Log out, then sign in as the new administrator through the real login page.
  await page.getByRole('button', { name: /Ada Beheer/ }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/idp\//);
  await signIn(page, MANAGER);
  await expect(page).toHaveURL(/\/home$/);

  const reducedMenu = await menuEntries(page);
  expect(reducedMenu.length).toBeLessThan(superMenu.length);
  expect(reducedMenu).toEqual(expect.arrayContaining(['Beheerders', 'Rollen']));
  expect(reducedMenu).not.toContain('Gebruikers');
  expect(reducedMenu).not.toContain('OAuth clients');

  // Roles: no publisher filter, only Noorderlicht's roles.
  await page.getByRole('navigation').getByRole('link', { name: 'Rollen' }).click();
  await expect(page.getByRole('heading', { name: 'Rollen' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: ROLE, exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Uitgever' })).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: 'Supportdesk', exact: true })).toHaveCount(0);

  // Administrators: no role filter, only Noorderlicht's administrators.
  await page.getByRole('navigation').getByRole('link', { name: 'Beheerders' }).click();
  await expect(page.getByRole('heading', { name: 'Beheerders' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: MANAGER.email, exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rol' })).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: DEMO.superuser.email, exact: true })).toHaveCount(0);

  // A page outside the role's rights is refused.
  await page.goto('/oauthclients');
  await expect(page.getByRole('heading', { name: 'Leskluis geweigerd' })).toBeVisible();
});

test('an OAuth client in view is deleted from the palette and leaves the provider cache', async ({
  page,
}) => {
  await signIn(page, DEMO.superuser, '/home');
  await expect(page.getByRole('heading', { name: /Welkom/ })).toBeVisible();
  const token = await accessToken(page);
  const clientId = `e2e-palette-${Date.now()}`;
  const created = await page.request.post('/api/oauthclients', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      clientId,
      displayName: 'E2E paletclient',
      rol: 'InternalApp',
      redirectUris: 'https://e2e.example.nl/cb',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/oauthclients/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'OAuth client bewerken' })).toBeVisible();
  await openPalette(page);
  await page.keyboard.type('OAuth client verwijderen');
  const command = page
    .getByRole('group', { name: 'Dit item' })
    .getByRole('option', { name: /OAuth client verwijderen/ });
  await expect(command).toBeVisible();
  await page.keyboard.press('Enter');
  // The palette asks on a page of its own; 'Ja, doorgaan' is chosen first.
  const palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });
  await expect(palette).toContainText(`OAuth client ${clientId} verwijderen?`);
  await expect(palette.getByRole('option', { name: 'Ja, doorgaan' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText('De OAuthClient is verwijderd.')).toBeVisible();
  await expect(page).toHaveURL(/\/oauthclients(\?|$)/);
  const gone = await page.request.get(`/api/oauthclients/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});
