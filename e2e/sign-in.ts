import { expect, type Page } from '@playwright/test';

export const DEMO = {
  superuser: { email: 'admin@leskluis.test', password: 'leskluis-admin' },
  support: { email: 'support@leskluis.test', password: 'leskluis-support' },
  uitgever: { email: 'uitgever@leskluis.test', password: 'leskluis-uitgever' },
} as const;

/** Signs in through the real login page of the identity provider, starting from `path`. */
export async function signIn(page: Page, who: { email: string; password: string }, path = '/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/idp\//);
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('button[type="submit"], input[type="submit"]').click();
}
