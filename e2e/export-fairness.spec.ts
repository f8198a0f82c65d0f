import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './sign-in';

/*
 * Issue 21 item 4 as two administrators see it: while the superuser's export of every TLink runs
 * (200,000 rows of the demo data, its progress on Mijn Exports), support's small users export is
 * downloadable within seconds, not after the large one.
 */

async function signedIn(browser: Browser, who: (typeof DEMO)[keyof typeof DEMO], path: string) {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, who, path);
  return page;
}

/** Starts the export of the list on screen; resolves when the console says it started. */
async function startExport(page: Page) {
  await page.getByRole('button', { name: 'Exporteren als excel' }).click();
  await expect(
    page.getByText('Export gestart. Ga naar je exports pagina om de status te zien.'),
  ).toBeVisible();
}

/** One school's users (25 in the demo data). */
const SMALL_LIST = '/accounts?brin=00AA';

/** Support exports the narrowed users list and follows it on Mijn Exports; answers the seconds until it downloads. */
async function smallExportSeconds(support: Page): Promise<number> {
  await support.goto(SMALL_LIST);
  await expect(support.getByRole('row').nth(2)).toBeVisible();
  const started = Date.now();
  await startExport(support);
  // As the toast says: on to Mijn Exports (through the menu, so the console stays loaded).
  await support
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Mijn Exports' })
    .click();
  await expect(
    support
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /Downloaden/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
  return (Date.now() - started) / 1000;
}

test('a small export is downloadable within seconds while another administrator exports every TLink', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const support = await signedIn(browser, DEMO.support, SMALL_LIST);
  await expect(support.getByRole('row').nth(2)).toBeVisible();
  const rows = await support
    .getByText(/\d+ resultaten/)
    .first()
    .textContent();
  const alone = await smallExportSeconds(support);

  const superuser = await signedIn(browser, DEMO.superuser, '/tlinks');
  await expect(superuser.getByRole('heading', { level: 1, name: 'TLinks' })).toBeVisible();
  await expect(superuser.getByRole('row').nth(3)).toBeVisible();
  await startExport(superuser);
  await superuser.goto('/myexports');
  const large = superuser.getByRole('row').nth(1);
  await expect(large.getByRole('gridcell').first()).toHaveText('TLinks');
  // Its progress, while it runs: of every TLink, ~200.000 plus those earlier specs created.
  await expect(large.getByText(/Bezig\.\.\. [\d.]+ van 20\d\.\d{3} rijen/)).toBeVisible({ timeout: 30_000 });
  await expect(large.getByRole('progressbar')).toBeVisible();

  const beside = await smallExportSeconds(support);
  console.log(
    `small export (${rows}) downloadable on Mijn Exports after ${alone.toFixed(1)} s alone, ${beside.toFixed(1)} s beside the TLinks export`,
  );
  // The large one is still running: the small one did not wait for it.
  await expect(large.getByText(/Bezig\.\.\./)).toBeVisible();

  const downloadStarted = support.waitForEvent('download');
  await support
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /Downloaden/ })
    .click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^accounts-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
});
