import { expect, test } from '@playwright/test';
import { DEMO } from './sign-in';

/*
 * Issue 23 item 2, decision 361: /api/docs renders the reference under its own policy, signs an
 * integrator in with the embedded provider, and the token it gets is one the API accepts.
 */
test('the API reference renders without policy violations and signs in with the provider', async ({
  page,
  context,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  let accessToken = '';
  context.on('response', async (response) => {
    if (response.url().endsWith('/idp/token') && response.ok())
      accessToken = ((await response.json()) as { access_token: string }).access_token;
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Leskluis Beheer API' })).toBeVisible();
  await expect(page.getByText('Gezondheid').first()).toBeVisible();

  const signInWindow = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const provider = await signInWindow;
  await provider.locator('#email').fill(DEMO.support.email);
  await provider.locator('#password').fill(DEMO.support.password);
  await provider.locator('button[type=submit]').click();
  await expect(page.getByText('Access Token').first()).toBeVisible();
  await expect.poll(() => accessToken).not.toBe('');

  const me = await page.request.get('/api/administrators/me', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(DEMO.support.email);
  expect(problems).toEqual([]);
});
