import { expect, type Page } from '@playwright/test';

export async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Opdrachtenpalet' })).toBeVisible();
}
