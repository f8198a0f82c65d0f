import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { licensableProduct } from './licensable-product';
import { accessToken, apiList } from './session';
import { DEMO, signIn } from './sign-in';

/** 'yyyy-MM-dd' `days` from today (the test's clock; the server compares days in Amsterdam). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const dutch = (day: string) => day.split('-').reverse().join('-');

/** 30 available TLinks of one school with one reference, made through the API (set-up, not the journey). */
async function thirtyTlinksOfASchool(page: Page, referenceId: string) {
  const token = await accessToken(page);
  const product = await licensableProduct(page, token);
  const [school] = await apiList<{ id: number }>(page, '/organisations?type=School', 'items=0-0');
  const response = await page.request.post('/api/tlinklicenses?amount=30', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      product: product.id,
      organisation: school!.id,
      startDate: dayFromNow(0),
      endDate: dayFromNow(100),
      referenceId,
      licenseState: 'AVAILABLE',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; licenseCode: string }[];
}

/**
 * Issue 24: an administrator selects the 30 TLinks a school ordered, extends their end date in one
 * run (30 successes, each audited), then finds a bulk revoke refused while one of them has ended.
 */
test('select 30 TLinks of a school, extend their end date, and see a mixed selection refused with why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.superuser, '/tlinks');
  await expect(page.getByRole('heading', { name: 'TLinks' })).toBeVisible();
  const referenceId = `bulk-${Date.now()}`;
  const created = await thirtyTlinksOfASchool(page, referenceId);

  await page.goto(`/tlinks?referenceId=${referenceId}`);
  const grid = page.getByRole('grid', { name: 'TLinks' });
  await expect(page.getByText('30 resultaten')).toBeVisible();

  // Keyboard: Space on the focused row selects it; Shift+ArrowDown extends to the next.
  await grid.locator('tbody tr').first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByText('2 van 30 geselecteerd')).toBeVisible();
  // The title row's box takes every loaded row.
  await page.getByRole('checkbox', { name: 'Alle geladen rijen selecteren' }).check();
  await expect(page.getByText('30 van 30 geselecteerd')).toBeVisible();
  // The list with its selection bar reads as it should to assistive technology (axe: none at all).
  expect(await axeViolations(page, 'TLinks, 30 geselecteerd', 'all')).toEqual([]);

  const newEnd = dayFromNow(200);
  await page.getByRole('button', { name: 'Einddatum verlengen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Einddatum verlengen' });
  await dialog.getByLabel('Nieuwe einddatum').fill(dutch(newEnd));
  await expect(dialog).toContainText(`De einddatum van 30 TLinks wordt ${dutch(newEnd)}.`);
  expect(await axeViolations(page, 'Einddatum verlengen', 'all')).toEqual([]);
  await dialog.getByRole('button', { name: 'Starten' }).click();
  await expect(dialog).toContainText('Klaar: 30 gelukt, 0 mislukt.');
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByText('30 resultaten')).toBeVisible();
  await expect(grid).toContainText(dutch(newEnd));

  // Each row was its own audited PUT.
  const audit = await apiList<{ url: string; request_type: string }>(
    page,
    '/es/auditlog?requestType=PUT&amount=100',
    '',
  );
  const audited = new Set(audit.map((entry) => entry.url.match(/tlinklicenses\/(\d+)/)?.[1]));
  for (const licence of created)
    expect(audited.has(String(licence.id)), `audit of ${licence.licenseCode}`).toBe(true);

  // One of them is revoked on its own; a bulk revoke of all 30 is then refused, naming that one.
  const firstBox = grid.getByRole('checkbox', { name: /^Selecteer TLink / }).first();
  const revokedCode = ((await firstBox.getAttribute('aria-label')) ?? '').replace('Selecteer TLink ', '');
  expect(created.map((licence) => licence.licenseCode)).toContain(revokedCode);
  await firstBox.check();
  await expect(page.getByText('1 van 30 geselecteerd')).toBeVisible();
  await page.getByRole('button', { name: 'TLinks intrekken' }).click();
  await page
    .getByRole('dialog', { name: 'TLinks intrekken' })
    .getByRole('button', { name: 'Starten' })
    .click();
  await expect(page.getByRole('dialog', { name: 'TLinks intrekken' })).toContainText(
    'Klaar: 1 gelukt, 0 mislukt.',
  );
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await expect(grid).toContainText('Ingetrokken');

  await page.getByRole('checkbox', { name: 'Alle geladen rijen selecteren' }).check();
  // Refused but not hidden (aria-disabled keeps it focusable): Enter on it says why.
  const revoke = page.getByRole('button', { name: 'TLinks intrekken' });
  await expect(revoke).toHaveAttribute('aria-disabled', 'true');
  await revoke.focus();
  await page.keyboard.press('Enter');
  const why = page.getByRole('alert').filter({ hasText: 'TLinks intrekken kan niet' });
  await expect(why).toContainText('1 van 30 geselecteerde rijen staan het niet toe.');
  await expect(why).toContainText(`TLink ${revokedCode} is al beëindigd (Ingetrokken)`);
  expect(await axeViolations(page, 'TLinks intrekken geweigerd', 'all')).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
