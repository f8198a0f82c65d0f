import { expect, type Page } from '@playwright/test';

/** The signed-in session's access token, as oidc-client-ts keeps it in sessionStorage. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key?.startsWith('oidc.user:')) {
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
      }
    }
    return undefined;
  });
  if (!token) throw new Error('no access token in sessionStorage');
  return token;
}

/** The first items of an API list call, with the session's token (test set-up, not the journey). */
export async function apiList<T>(page: Page, path: string, range = 'items=0-9'): Promise<T[]> {
  const token = await accessToken(page);
  const response = await page.request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}`, Range: range },
  });
  expect(response.status(), `GET /api${path}`).toBeLessThan(300);
  return (await response.json()) as T[];
}

/**
 * Ctrl-K once the console is interactive: the URL reaches /home before the shell (and its key
 * listener) has mounted, and a key pressed in between goes nowhere, as it would for a person.
 */
export async function openPalette(page: Page) {
  await expect(page.getByRole('button', { name: /^Zoek een code, EAN, account of opdracht/ })).toBeVisible();
  // Ctrl-K toggles: a palette still closing after a jump would be closed by it, not opened.
  const palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });
  await expect(palette).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(palette).toBeVisible();
}

/** Pastes text into the open palette's input the way a browser does: a paste event with clipboard data. */
export async function paste(page: Page, text: string) {
  const palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });
  await palette.getByRole('combobox').evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Opens the palette, pastes text (a ticket, a code) into it and answers the group of what it found. */
export async function pasteInPalette(page: Page, text: string) {
  await openPalette(page);
  await paste(page, text);
  return page.getByRole('group', { name: 'Gevonden' });
}
