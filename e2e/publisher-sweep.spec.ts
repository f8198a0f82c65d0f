import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { mayOpen, ROUTE_TABLE } from '../commands/route-table';
import type { AdminPrincipal } from '../domain/rights';
import { DEMO_PUBLISHER_NAME } from '../server/seed/demo-administrators';
import { LeakSweep, type Ownership, ownershipOf, SuperuserApi } from './foreign-data';
import { accessToken, openPalette } from './session';
import { DEMO, signIn } from './sign-in';

test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } });

type Tlink = {
  id: number;
  licenseCode: string;
  licenseState: string;
  product: { id: number; ean: string; publisher: { id: number } };
  account: { id: number } | null;
};
type Activity = { entries: { info: string | null; error: string | null }[] }[];
type AccessUrl = { token: string; used: boolean; account: number };
type Me = { id: number; rol: { rechten: string[] }; uitgever: { id: number } | null };

/** The superuser, in a browser of their own, signed in through the real login page. */
async function superuserApi(browser: Browser): Promise<SuperuserApi> {
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await signIn(page, DEMO.superuser);
  await expect(page).toHaveURL(/\/home$/);
  return new SuperuserApi(page.request, await accessToken(page));
}

/**
 * Accounts and licences to visit, chosen from the demo data by the superuser: an own TLink of
 * another publisher's and an account that holds licences of both and whose activity names another
 * publisher's EAN; an account with an unused confirmation link.
 */
async function samplesOf(api: SuperuserApi, owned: Ownership) {
  const own = await api.get<Tlink[]>(`/tlinklicenses?publisher=${owned.publisher.id}`, 'items=0-199');
  const foreignPublisher = [...owned.foreignPublishers.keys()][0]!;
  const [foreignTlink] = await api.get<Tlink[]>(`/tlinklicenses?publisher=${foreignPublisher}`, 'items=0-0');
  let mixed: { account: number; ownCode: string; foreignCode: string } | undefined;
  for (const licence of own.filter((t) => t.account !== null)) {
    const account = licence.account!.id;
    const held = await api.get<Tlink[]>(`/tlinklicenses?account=${account}`, 'items=0-99');
    const foreign = held.find((t) => t.product.publisher.id !== owned.publisher.id);
    if (!foreign) continue;
    const activity = await api.get<Activity>(`/accounts/${account}/activity?amount=50`);
    const lines = activity.flatMap((group) => group.entries.map((line) => line.info ?? line.error ?? ''));
    const ean = (line: string) => /ean: (\d{13})/.exec(line)?.[1] ?? '';
    if (!lines.some((line) => owned.foreignEans.has(ean(line)))) continue;
    mixed = { account, ownCode: licence.licenseCode, foreignCode: foreign.licenseCode };
    break;
  }
  expect(mixed, 'an account with licences and activity of two publishers').toBeTruthy();
  const links = await api.get<AccessUrl[]>('/accessurls', 'items=0-999');
  // An unused link's token signs its account in: a credential, not for publisher administrators.
  for (const link of links) if (!link.used) owned.secrets.add(link.token);
  const unused = links.find((link) => !link.used);
  expect(unused, 'an unused confirmation link').toBeTruthy();
  return {
    ownTlink: own.find((t) => t.account !== null)!,
    foreignTlink: foreignTlink!,
    mixed: mixed!,
    linkAccount: unused!.account,
  };
}

/** Pastes text into the focused palette input the way a browser does. */
async function paste(page: Page, text: string) {
  const palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });
  await palette.getByRole('combobox').evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The access-denied screen, and no data on it. */
async function expectRefused(page: Page, sweep: LeakSweep, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leskluis geweigerd' })).toBeVisible();
  await expect(
    page.getByText('Dit account heeft niet de juiste rechten om deze pagina te kunnen zien.'),
  ).toBeVisible();
  await sweep.screen(path);
}

/** An item page of another publisher's object reads as if it does not exist. */
async function expectNotFound(page: Page, sweep: LeakSweep, path: string, typed: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Niet gevonden' })).toBeVisible();
  await sweep.screen(path, [typed]);
}

/** The spec path's `{param}`s filled in. */
const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? 1));

test('the publisher-bound administrator reads only her own publisher on every screen she may open and is refused the rest', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const api = await superuserApi(browser);
  const owned = await ownershipOf(api, DEMO_PUBLISHER_NAME);
  const sample = await samplesOf(api, owned);
  const ownProductId = [...owned.ownProductIds][0]!;
  const ownEan = [...owned.ownEans][0]!;
  const foreignProductId = [...owned.foreignProductIds][0]!;
  const foreignEan = [...owned.foreignEans][0]!;

  console.log('setup', Date.now() - started);
  const sweep = new LeakSweep(page, owned);
  await signIn(page, DEMO.uitgever);
  await expect(page).toHaveURL(/\/home$/);
  const me = (await (
    await page.request.get('/api/administrators/me', {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    })
  ).json()) as Me;
  expect(me.uitgever?.id).toBe(owned.publisher.id);
  const admin: AdminPrincipal = { id: me.id, rechten: me.rol.rechten, uitgeverId: me.uitgever!.id };
  const covered = new Set<string>();
  const visit = async (specPath: string, path: string) => {
    covered.add(specPath);
    await page.goto(path);
  };

  // Home: the start section, without the log search (logentries_inzien).
  await visit('/', '/');
  await expect(page).toHaveURL(/\/home$/);
  covered.add('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await sweep.screen('/home');

  // Users are shared: the list and an account holding licences of two publishers.
  await visit('/accounts', '/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await expect(page.getByRole('row').nth(3)).toBeVisible();
  await sweep.screen('/accounts');

  await visit('/accounts/{id}/extended-view', `/accounts/${sample.mixed.account}/extended-view`);
  const tlinks = page.getByRole('region', { name: 'TLinks' });
  await expect(tlinks.getByRole('link', { name: sample.mixed.ownCode })).toBeVisible();
  await tlinks.getByLabel('Verlopen licenties tonen').check();
  await expect(tlinks.getByRole('table').or(tlinks.getByText('Geen resultaten'))).toBeVisible();
  const activity = page.getByRole('region', { name: 'Activiteit' });
  await expect(activity.getByRole('listitem').first()).toBeVisible();
  const more = activity.getByRole('button', { name: 'Meer activiteit' });
  for (let i = 0; i < 3 && (await more.isVisible()); i++) {
    await more.click();
    await expect(more).toBeEnabled();
  }
  await sweep.screen(`/accounts/${sample.mixed.account}/extended-view`);
  expect(sweep.hasSeenCode(sample.mixed.foreignCode), 'the other publisher’s licence of the account').toBe(
    false,
  );

  await visit('/accounts/{id}/extended-view', `/accounts/${sample.linkAccount}/extended-view`);
  await expect(page.getByRole('region', { name: 'Bevestigingslinks' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activiteit' })).toBeVisible();
  await sweep.screen(`/accounts/${sample.linkAccount}/extended-view`);

  // Products: the list, both overviews and both edit forms of an own product.
  await visit('/producten', '/producten');
  await expect(page.getByRole('heading', { level: 1, name: 'Producten' })).toBeVisible();
  await expect(page.getByRole('row').nth(3)).toBeVisible();
  expect(await sweep.screen('/producten'), 'own EANs in the product list').toBeGreaterThan(2);

  for (const [specPath, path] of [
    ['/producten/{id}/extended-view', `/producten/${ownProductId}/extended-view`],
    ['/producten/ean/{ean}/extended-view', `/producten/ean/${ownEan}/extended-view`],
    ['/producten/{id}/edit', `/producten/${ownProductId}/edit`],
    ['/producten/ean/{ean}', `/producten/ean/${ownEan}`],
  ] as const) {
    await visit(specPath, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(DEMO_PUBLISHER_NAME).first()).toBeVisible();
    expect(await sweep.screen(path), `own EAN on ${path}`).toBeGreaterThan(0);
  }
  await visit('/producten/new', '/producten/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Product toevoegen' })).toBeVisible();
  await sweep.screen('/producten/new');
  await visit('/productimport', '/productimport');
  await expect(page.getByRole('heading', { level: 1, name: 'Productimport' })).toBeVisible();
  await sweep.screen('/productimport');
  // Another publisher's product does not exist for her, by id or by EAN.
  await expectNotFound(page, sweep, `/producten/${foreignProductId}/extended-view`, String(foreignProductId));
  await expectNotFound(page, sweep, `/producten/ean/${foreignEan}/extended-view`, foreignEan);
  await expectNotFound(page, sweep, `/producten/ean/${foreignEan}`, foreignEan);

  // TLinks: the list (also filtered on another publisher's product and code), a licence, its form.
  await visit('/tlinks', '/tlinks');
  await expect(page.getByRole('heading', { level: 1, name: 'TLinks' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'TLinks' });
  await expect(grid.getByRole('row').nth(3)).toBeVisible();
  expect(await sweep.screen('/tlinks'), 'own EANs in the TLink list').toBeGreaterThan(2);
  await page.goto(`/tlinks?product=${foreignProductId}`);
  await expect(page.getByText('Geen resultaten')).toBeVisible();
  await sweep.screen(`/tlinks?product=${foreignProductId}`, [String(foreignProductId)]);
  await page.goto(`/tlinks?licenseCode=${sample.foreignTlink.licenseCode}`);
  await expect(page.getByText('Geen resultaten')).toBeVisible();
  await sweep.screen('/tlinks?licenseCode=…', [sample.foreignTlink.licenseCode]);

  await visit('/tlinks/code/{code}', `/tlinks/code/${sample.ownTlink.licenseCode}`);
  await expect(page.getByRole('heading', { name: `TLink ${sample.ownTlink.licenseCode}` })).toBeVisible();
  expect(await sweep.screen(`/tlinks/code/${sample.ownTlink.licenseCode}`)).toBeGreaterThan(0);
  await visit('/tlinks/{id}/edit', `/tlinks/${sample.ownTlink.id}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(sample.ownTlink.licenseCode);
  await sweep.screen(`/tlinks/${sample.ownTlink.id}/edit`);
  await expectNotFound(
    page,
    sweep,
    `/tlinks/code/${sample.foreignTlink.licenseCode}`,
    sample.foreignTlink.licenseCode,
  );
  await expectNotFound(page, sweep, `/tlinks/${sample.foreignTlink.id}/edit`, String(sample.foreignTlink.id));

  // The new-TLinks form's product lookup offers her own products only.
  await visit('/tlinks/new', '/tlinks/new');
  await page.getByRole('combobox', { name: /Product/ }).fill('licentie');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await sweep.screen('/tlinks/new (product zoeken)'), 'own products offered').toBeGreaterThan(0);

  // Reserving TLinks for a school lists her own products only.
  await page.goto('/tlinks?actie=reserveren');
  const dialog = page.getByRole('dialog', { name: 'TLinks reserveren' });
  await expect(dialog.getByRole('heading', { name: 'TLinks reserveren' })).toBeVisible();
  await dialog.getByRole('combobox', { name: /School/ }).fill('school');
  await page.getByRole('option').first().click();
  await expect(dialog.locator('tbody tr').first()).toBeVisible();
  await sweep.screen('/tlinks (reserveren)');
  await page.keyboard.press('Escape');

  // The palette finds her own EAN and code in a pasted ticket; another publisher's read as unknown.
  await openPalette(page);
  await paste(
    page,
    `Leerling kan ${sample.ownTlink.licenseCode} en ${sample.foreignTlink.licenseCode} niet activeren, ` +
      `boeken ${sample.ownTlink.product.ean} en ${foreignEan}.`,
  );
  const found = page.getByRole('group', { name: 'Gevonden' });
  await expect(found.getByText('4 kenmerken in de tekst: 2 gevonden, 2 niet gevonden')).toBeVisible();
  await expect(found.getByRole('option', { name: new RegExp(sample.ownTlink.licenseCode) })).toBeVisible();
  await sweep.screen('palet (geplakt ticket)', [sample.foreignTlink.licenseCode, foreignEan]);
  await page.keyboard.press('Escape');

  // Licences per school: the overview of her products.
  await visit('/tlinklicentiesperschool', '/tlinklicentiesperschool');
  await expect(page.getByRole('heading', { level: 1, name: 'Licenties per school' })).toBeVisible();
  await expect(page.getByRole('row').nth(3)).toBeVisible();
  expect(await sweep.screen('/tlinklicentiesperschool'), 'own EANs per school').toBeGreaterThan(2);

  // Beheer: the pseudo-id tools for her own publisher only.
  await visit('/beheer', '/beheer');
  await expect(page.getByRole('heading', { level: 1, name: 'Beheer' })).toBeVisible();
  await expect(page.getByText(`Uitgever: ${DEMO_PUBLISHER_NAME}`)).toBeVisible();
  await sweep.screen('/beheer');

  // Herself: her overview, form and password form (never another administrator's).
  for (const specPath of [
    '/beheerders/{id}/extended-view',
    '/beheerders/{id}/edit',
    '/beheerders/{id}/edit/password',
  ]) {
    await visit(specPath, fill(specPath, { id: admin.id }));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await sweep.screen(fill(specPath, { id: admin.id }));
  }

  // Her TLinks as CSV: started from the list, followed on Mijn Exports, downloaded.
  await page.goto('/tlinks?licenseState=ACTIVE');
  await expect(grid.getByRole('row').nth(2)).toBeVisible();
  await page.getByRole('button', { name: 'Exporteren als excel' }).click();
  await expect(
    page.getByText('Export gestart. Ga naar je exports pagina om de status te zien.'),
  ).toBeVisible();
  await visit('/myexports', '/myexports');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Exports' })).toBeVisible();
  const newest = page.getByRole('row').nth(1);
  await expect(newest.getByText('Klaar')).toBeVisible({ timeout: 60_000 });
  await sweep.screen('/myexports');
  const downloadStarted = page.waitForEvent('download');
  await newest.getByRole('button', { name: /Downloaden/ }).click();
  const csv = (await readFile((await (await downloadStarted).path()) ?? '')).toString('utf8');
  expect(csv.split('\r\n').length, 'rows in her TLink export').toBeGreaterThan(10);
  expect(sweep.scanText(csv, 'CSV-export TLinks', [], false), 'own EANs in her TLink export').toBeGreaterThan(10);

  // Every other route of the table is refused, with the access-denied screen and no data.
  const params = {
    id: 1,
    src: sample.mixed.account,
    dst: sample.mixed.account,
    product: ownProductId,
    ean: ownEan,
    code: sample.ownTlink.licenseCode,
  };
  for (const route of ROUTE_TABLE.filter((r) => r.hasScreen && r.path !== '/access-denied')) {
    if (route.selfParam) {
      // Another administrator's pages are refused; her own were visited above.
      const other = fill(route.path, { id: admin.id === 1 ? 2 : 1 });
      expect(mayOpen(admin, route, { id: admin.id === 1 ? '2' : '1' })).toBe(false);
      await expectRefused(page, sweep, other);
      continue;
    }
    if (mayOpen(admin, route)) {
      expect(covered, `a sweep step for ${route.path}`).toContain(route.path);
      continue;
    }
    await expectRefused(page, sweep, fill(route.path, params));
  }

  console.log('before resolve', Date.now() - started, sweep.debugCounts());
  const ownCodes = await sweep.resolveCodes(api);
  console.log('after resolve', Date.now() - started);
  expect(ownCodes, 'own TLink codes seen').toBeGreaterThan(10);
  expect(sweep.replyCount, 'API replies scanned').toBeGreaterThan(30);
  expect(sweep.findings, 'data of other publishers').toEqual([]);
});
