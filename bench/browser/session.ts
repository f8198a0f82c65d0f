import { expect, type Page } from '@playwright/test';

/** The signed-in session's access token, as oidc-client-ts keeps it in sessionStorage. */
export async function accessToken(page: Page): Promise<string> {
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

/** Items of a list call, read through the API with the session's token. */
export async function listOf<T>(page: Page, path: string, count: number): Promise<T[]> {
  const response = await page.request.get(`/api/${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}`, Range: `items=0-${count - 1}` },
  });
  expect(response.status(), `GET /api/${path}`).toBe(200);
  return (await response.json()) as T[];
}

export async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Opdrachtenpalet' })).toBeVisible();
}
