import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { apiList, openPalette, paste } from './session';
import { DEMO, signIn } from './sign-in';

/**
 * Issue 22 item 7 as a support desk abroad works: Chromium at 1440x900 in New York's time zone,
 * by keyboard alone, a real-looking Dutch ticket pasted (a date, a phone and an order number
 * around a labelled account and a split code), each identifier opened from the palette, Ctrl+Enter
 * into a new tab, and a filter query with a Dutch date that must stay that day. Axe at 0.
 */

test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } });

type Account = { id: number };
type Tlink = { licenseCode: string };

test('support walks a pasted ticket and a dated filter query by keyboard in New York', async ({ page }) => {
  await signIn(page, DEMO.support);
  await expect(page).toHaveURL(/\/home$/);
  const [account] = await apiList<Account>(page, '/accounts', 'items=0-0');
  const [tlink] = await apiList<Tlink>(page, '/tlinklicenses', 'items=0-0');
  const code = tlink!.licenseCode;
  const ticket = [
    'Beste helpdesk,',
    '',
    `Op 01-03-2026 om 23:30 kon leerling (acc. ${account!.id}) de licentiecode "${code.slice(0, 4)}-${code.slice(4)}"`,
    'niet activeren. Bestelling 2026-0412, tel. 020-7654321.',
    '',
    'Groet, Jan Bakker (ICT-coördinator)',
  ].join('\n');

  await openPalette(page);
  await paste(page, ticket);
  const found = page.getByRole('group', { name: 'Gevonden' });
  await expect(found.getByText('2 kenmerken in de tekst: 2 gevonden, 0 niet gevonden')).toBeVisible();
  expect(await axeViolations(page, 'ticket pasted in New York', 'all')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/accounts/${account!.id}/extended-view$`));

  // The rest of the ticket: Ctrl-K, arrows to the unopened code, Ctrl+Enter opens it in a new tab.
  await openPalette(page);
  const group = page.getByRole('group', { name: 'Ticket' });
  const next = group.getByRole('option', { name: new RegExp(code) });
  await expect(next).toBeVisible();
  while ((await next.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.keyboard.press('Control+Enter'),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/tlinks/code/${code}$`));
  await tab.close();

  // A Dutch date typed in a filter query is that day, whatever the browser's time zone.
  await page.keyboard.press('Escape');
  await openPalette(page);
  await page.keyboard.type('tlinks aangemaakt-van:01-03-2026 ');
  const open = page.getByRole('option', { name: /^Open TLinks met aangemaakt-van: 01-03-2026/ });
  await expect(open).toHaveAttribute('aria-selected', 'true');
  expect(await axeViolations(page, 'dated filter query in New York', 'all')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tlinks\?.*createdFrom=01-03-2026/);
  await expect(page.getByLabel('Aangemaakt vanaf')).toHaveValue('01-03-2026');
});
