import { expect, test } from '@playwright/test';
import { accessToken } from './session';
import { DEMO, signIn } from './sign-in';

test('a wrong password shows a Dutch error on the login page and signs nobody in', async ({ page }) => {
  await signIn(page, { email: DEMO.support.email, password: 'fout-wachtwoord' });
  await expect(page.getByText('Onbekend e-mailadres of onjuist wachtwoord.')).toBeVisible();
  await expect(page).toHaveURL(/\/idp\//);
});

test('support signs in, sees the accounts table, stays signed in on reload, and logs out for good', async ({
  page,
}) => {
  await signIn(page, DEMO.support);
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('navigation').getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page).toHaveURL(/\/accounts/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(3)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(5);

  await page.reload();
  await expect(page).toHaveURL(/\/accounts/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await expect(page.getByRole('row').nth(3)).toBeVisible();

  const token = await accessToken(page);
  await page.getByRole('button', { name: /Sam Support/ }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  // Back at the application root with no session: the console sends us to the login page again.
  await expect(page).toHaveURL(/\/idp\//);
  await expect(page.locator('input[name="email"]')).toBeVisible();
  // The token of the ended session opens nothing any more (decision 180).
  const after = await page.request.get('/api/administrators/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test('a page the administrator has no right for redirects to the access-denied page', async ({ page }) => {
  await signIn(page, DEMO.uitgever);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/audit');
  await expect(page.getByRole('heading', { name: 'Leskluis geweigerd' })).toBeVisible();
  await expect(
    page.getByText('Dit account heeft niet de juiste rechten om deze pagina te kunnen zien.'),
  ).toBeVisible();
  await page.goto('/bestaat-niet');
  await expect(page.getByText('Pagina niet gevonden')).toBeVisible();
});
