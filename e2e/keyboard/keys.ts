import { expect, type Page } from '@playwright/test';
import { DEMO, signIn } from '../sign-in';

/** Waits until the signed-in console shows a screen's h1. */
export async function expectScreen(page: Page, title: string | RegExp, timeout?: number) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(timeout ? { timeout } : {});
}

/** Waits until an item's screen (an overview, a view) is painted: its h1 in the main content. */
export async function expectItemScreen(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Presses Tab until the focused element matches `isTarget` (at most `max` times); fails otherwise. */
export async function tabTo(
  page: Page,
  describe: string,
  isTarget: (element: { role: string | null; name: string; tag: string; label: string }) => boolean,
  options: { max?: number; backwards?: boolean } = {},
) {
  const max = options.max ?? 60;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedElement(page);
    if (isTarget(focused)) return;
  }
  throw new Error(`Tab never reached ${describe}`);
}

/** What has focus: its role, accessible name (approximated from aria-label or text), tag and label text. */
export async function focusedElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { role: null, name: '', tag: '', label: '' };
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled ? (document.getElementById(labelled)?.textContent ?? '') : '';
    const forLabel =
      el.id && typeof CSS !== 'undefined'
        ? (document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent ?? '')
        : '';
    return {
      role: el.getAttribute('role'),
      name: (el.getAttribute('aria-label') ?? byId ?? '') || (el.textContent ?? '').trim(),
      tag: el.tagName.toLowerCase(),
      label: forLabel.trim(),
    };
  });
}

/** Tab to a link or button with this accessible name (exact text or aria-label). */
export async function tabToControl(page: Page, name: string | RegExp, max = 80) {
  const matches = (text: string) => (typeof name === 'string' ? text.trim() === name : name.test(text));
  await tabTo(page, `control ${String(name)}`, (el) => ['a', 'button'].includes(el.tag) && matches(el.name), {
    max,
  });
}

/** Tab to a form control whose <label> reads `label` (exact or pattern). */
export async function tabToField(page: Page, label: string | RegExp, max = 80) {
  const matches = (text: string) => (typeof label === 'string' ? text.trim() === label : label.test(text));
  await tabTo(
    page,
    `field ${String(label)}`,
    (el) =>
      ['input', 'select', 'textarea', 'button'].includes(el.tag) && (matches(el.label) || matches(el.name)),
    { max },
  );
}

/** Tab to the first row of the list grid (the roving row that is in the Tab order). */
export async function tabToGrid(page: Page, max = 80) {
  await tabTo(page, 'a row of the list', (el) => el.tag === 'tr', { max });
}

/**
 * Presses an item shortcut ('e') on a screen that has just painted: the screen registers its entity
 * in an effect after the paint, so a key pressed in that instant may find nothing in view yet.
 */
export async function pressOnItem(page: Page, key: string, then: () => Promise<void>) {
  await expect(async () => {
    await page.keyboard.press(key);
    await then();
  }).toPass({ timeout: 15_000, intervals: [500, 1000] });
}

/** Presses a go-to chord such as 'g a' (outside any field). */
export async function chord(page: Page, keys: string) {
  for (const key of keys.split(' ')) await page.keyboard.press(key);
}

/** Opens the palette with Ctrl-K, types, and runs the highlighted entry with Enter. */
export async function viaPalette(page: Page, text: string, option?: string | RegExp) {
  await page.keyboard.press('Control+k');
  const input = page.locator('[cmdk-input]');
  await expect(input).toBeFocused();
  await page.keyboard.type(text);
  if (option !== undefined) {
    // The arrow keys walk the list down to the wanted entry.
    const wanted = page.getByRole('option', { name: option }).first();
    await expect(wanted).toBeVisible();
    for (let i = 0; i < 12 && (await wanted.getAttribute('aria-selected')) !== 'true'; i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(wanted).toHaveAttribute('aria-selected', 'true');
  }
  await page.keyboard.press('Enter');
}

/** Enter opens the focused row's item (`/{area}/{id}/extended-view`), then 'e' its form; answers the id. */
export async function openRowAndEdit(page: Page, area: string, editTitle: string): Promise<string> {
  await page.keyboard.press('Enter');
  await expectItemScreen(page, new RegExp(`/${area}/\\d+/extended-view`));
  const id = new RegExp(`/${area}/(\\d+)/`).exec(page.url())?.[1];
  await pressOnItem(page, 'e', () => expectScreen(page, editTitle, 2_000));
  await expect(page).toHaveURL(new RegExp(`/${area}/${id}/edit`));
  return id!;
}

/** Where every keyboard walk starts: the superuser signed in on the home screen. */
export async function superuserAtHome(page: Page) {
  await signIn(page, DEMO.superuser, '/home');
  await expectScreen(page, /Welkom/);
}

/** A chord (`g t`) to a screen, checked by its title. */
export async function chordTo(page: Page, keys: string, title: string | RegExp) {
  await chord(page, keys);
  await expectScreen(page, title);
}
