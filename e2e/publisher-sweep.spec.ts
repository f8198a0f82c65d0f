import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { mayOpen, ROUTE_TABLE } from '../commands/route-table';
import { type AdminPrincipal, RIGHTS } from '../domain/rights';
import { meldcode } from '../server/seed/codes';
import { DEMO_PUBLISHER_NAME } from '../server/seed/demo-administrators';
import { LeakSweep, type Ownership, ownershipOf, SuperuserApi } from './foreign-data';
import { accessToken, pasteInPalette } from './session';
import { DEMO, signIn } from './sign-in';

/**
 * A publisher-bound administrator sweeps the console for other publishers' data: every route of
 * the route table they may open, the entity views, the secondary reads and a CSV export, with every
 * /api reply their browser receives scanned as well. What is foreign is derived from the demo data
 * by the superuser through the API. Dates west of Amsterdam, as the audit ran it.
 */
test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } });

type Tlink = {
  id: number;
  licenseCode: string;
  product: { id: number; ean: string; publisher: { id: number } };
  account: { id: number } | null;
};
type LogGroup = { meldcode: string; entries: { info: string | null; error: string | null }[] };
type AccessUrl = { token: string; used: boolean; account: number };
type Me = { id: number; rol: { rechten: string[] }; uitgever: { id: number } | null };
type Account = {
  id: number;
  nlEduPersonHomeOrganizationId: string | null;
  attributes: Record<string, string>;
};

const lineText = (group: LogGroup) => group.entries.map((line) => line.info ?? line.error ?? '');
const eansIn = (group: LogGroup) =>
  lineText(group).flatMap((line) => [...line.matchAll(/ean: (\d{13})/g)].map((m) => m[1]!));

/** The superuser, in a browser of their own, signed in through the real login page. */
async function superuserApi(browser: Browser): Promise<SuperuserApi> {
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await signIn(page, DEMO.superuser);
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  return new SuperuserApi(page.request, await accessToken(page));
}

/**
 * Licences and an account to visit, chosen by the superuser: an own TLink and another publisher's,
 * and an account that holds licences of both and whose activity names another publisher's EAN.
 */
async function samplesOf(api: SuperuserApi, owned: Ownership) {
  const own = await api.get<Tlink[]>(`/tlinklicenses?publisher=${owned.publisher.id}`, 'items=0-199');
  const foreignPublisher = [...owned.foreignPublishers.keys()][0]!;
  const [foreignTlink] = await api.get<Tlink[]>(`/tlinklicenses?publisher=${foreignPublisher}`, 'items=0-0');
  for (const licence of own.filter((t) => t.account !== null)) {
    const account = licence.account!.id;
    const held = await api.get<Tlink[]>(`/tlinklicenses?account=${account}`, 'items=0-99');
    const foreign = held.find((t) => t.product.publisher.id !== owned.publisher.id);
    if (!foreign) continue;
    const activity = await api.get<LogGroup[]>(`/accounts/${account}/activity?amount=50`);
    if (!activity.some((group) => eansIn(group).some((ean) => owned.foreignEans.has(ean)))) continue;
    return {
      ownTlink: licence,
      foreignTlink: foreignTlink!,
      mixed: { account, ownCode: licence.licenseCode, foreignCode: foreign.licenseCode },
    };
  }
  throw new Error('no account with licences and activity of two publishers');
}

/** The spec path's `{param}`s filled in. */
const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? 1));

/** One swept administrator: their browser, the sweep, and the routes of the table they opened. */
class Journey {
  readonly covered = new Set<string>();
  admin!: AdminPrincipal;

  constructor(
    readonly page: Page,
    readonly sweep: LeakSweep,
  ) {}

  async signIn(who: { email: string; password: string }, publisherId: number) {
    await signIn(this.page, who);
    await expect(this.page).toHaveURL(/\/home$/, { timeout: 30_000 });
    const reply = await this.page.request.get('/api/administrators/me', {
      headers: { Authorization: `Bearer ${await accessToken(this.page)}` },
    });
    const me = (await reply.json()) as Me;
    expect(me.uitgever?.id, 'bound to the swept publisher').toBe(publisherId);
    this.admin = { id: me.id, rechten: me.rol.rechten, uitgeverId: publisherId };
  }

  /** Opens a route of the table and waits for its page heading. */
  async open(specPath: string, path: string, heading?: string | RegExp) {
    this.covered.add(specPath);
    await this.page.goto(path);
    await expect(
      this.page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }),
    ).toBeVisible();
  }

  /**
   * Opens a list route, waits for its rows (or its empty text when `own` is 0) and scans it; with
   * `own` > 0 it waits until the rows show at least that many of the publisher's own EANs.
   */
  async list(specPath: string, path: string, heading: string, own: number) {
    await this.open(specPath, path, heading);
    const rows = this.page.getByRole('row').nth(1);
    await expect(
      own ? rows : rows.or(this.page.getByText(/Geen (resultaten|gegevens)/).first()),
    ).toBeVisible();
    await expect.poll(() => this.sweep.screen(path), `own EANs on ${path}`).toBeGreaterThanOrEqual(own);
  }

  /** An item page of another publisher's object reads as if it does not exist (or is refused). */
  async notFound(path: string, typed: string) {
    await this.page.goto(path);
    // Soft: a leak here is reported with the findings below instead of ending the sweep.
    await expect
      .soft(this.page.getByRole('heading', { name: /^(Niet gevonden|Leskluis geweigerd)$/ }).first(), path)
      .toBeVisible();
    await this.sweep.screen(path, [typed]);
  }

  /** The access-denied screen, and no data on it. */
  async refused(path: string) {
    await this.page.goto(path);
    await expect(this.page).toHaveURL(/\/access-denied$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Leskluis geweigerd' })).toBeVisible();
    await expect(
      this.page.getByText('Dit account heeft niet de juiste rechten om deze pagina te kunnen zien.'),
    ).toBeVisible();
    await this.sweep.screen(path);
  }

  /**
   * Every route of the table: those the administrator may open were swept above (a route without a
   * sweep step fails here), every other one shows the access-denied screen. Another
   * administrator's own-pages are refused unless the role may manage administrators.
   */
  async everyRoute(params: Record<string, string | number>) {
    for (const route of ROUTE_TABLE.filter((r) => r.hasScreen && r.path !== '/access-denied')) {
      const other = { ...params, id: this.admin.id === 1 ? 2 : 1 };
      if (route.selfParam && !mayOpen(this.admin, route, { id: String(other.id) })) {
        expect(this.covered, `her own ${route.path}`).toContain(route.path);
        await this.refused(fill(route.path, other));
      } else if (mayOpen(this.admin, route)) {
        expect(this.covered, `a sweep step for ${route.path}`).toContain(route.path);
      } else {
        await this.refused(fill(route.path, params));
      }
    }
  }

  /** Starts a CSV export on the current list, follows it on Mijn Exports and returns the file. */
  async exportCsv(kind: string): Promise<string> {
    const { page } = this;
    await page.getByRole('button', { name: 'Exporteren als excel' }).click();
    await expect(
      page.getByText('Export gestart. Ga naar je exports pagina om de status te zien.'),
    ).toBeVisible();
    await this.open('/myexports', '/myexports', 'Mijn Exports');
    const newest = page.getByRole('row').nth(1);
    await expect(newest.getByRole('gridcell').first()).toHaveText(kind);
    await expect(newest.getByText('Klaar')).toBeVisible({ timeout: 60_000 });
    await this.sweep.screen('/myexports');
    const downloadStarted = page.waitForEvent('download');
    await newest.getByRole('button', { name: /Downloaden/ }).click();
    return (await readFile((await (await downloadStarted).path()) ?? '')).toString('utf8');
  }
}

/** A product's overviews and edit forms, by id and by EAN: the spec's path and the one opened. */
const productPages = (id: number, ean: string) =>
  [
    ['/producten/{id}/extended-view', `/producten/${id}/extended-view`],
    ['/producten/ean/{ean}/extended-view', `/producten/ean/${ean}/extended-view`],
    ['/producten/{id}/edit', `/producten/${id}/edit`],
    ['/producten/ean/{ean}', `/producten/ean/${ean}`],
  ] as const;

test('the demo publisher administrator reads only her own publisher on every screen she may open and is refused the rest', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const api = await superuserApi(browser);
  const owned = await ownershipOf(api, DEMO_PUBLISHER_NAME);
  const sample = await samplesOf(api, owned);
  // An unused link's token signs its account in: a credential, not for publisher administrators.
  const links = await api.get<AccessUrl[]>('/accessurls', 'items=0-999');
  for (const link of links) if (!link.used) owned.secrets.add(link.token);
  const linkAccount = links.find((link) => !link.used)?.account;
  expect(linkAccount, 'an account with an unused confirmation link').toBeTruthy();
  const ownProductId = [...owned.ownProductIds][0]!;
  const ownEan = [...owned.ownEans][0]!;
  const foreignProductId = [...owned.foreignProductIds][0]!;
  const foreignEan = [...owned.foreignEans][0]!;
  const foreignCode = sample.foreignTlink.licenseCode;

  const sweep = new LeakSweep(page, owned);
  const journey = new Journey(page, sweep);
  await journey.signIn(DEMO.uitgever, owned.publisher.id);
  const { admin } = journey;

  // Home: the start section; the log search needs logentries_inzien, which she lacks.
  await journey.open('/', '/');
  await expect(page).toHaveURL(/\/home$/);
  journey.covered.add('/home');
  await expect(page.getByLabel('Meldcode')).toHaveCount(0);
  await sweep.screen('/home');

  // Users are shared: the list, and an account holding licences of two publishers.
  await journey.list('/accounts', '/accounts', 'Gebruikers', 0);
  await journey.open('/accounts/{id}/extended-view', `/accounts/${sample.mixed.account}/extended-view`);
  const tlinks = page.getByRole('region', { name: 'TLinks' });
  await expect(tlinks.getByRole('link', { name: sample.mixed.ownCode })).toBeVisible();
  await tlinks.getByLabel('Verlopen licenties tonen').check();
  await expect(tlinks.getByRole('table').or(tlinks.getByText('Geen resultaten'))).toBeVisible();
  const activity = page.getByRole('region', { name: 'Activiteit' });
  await expect(
    activity.getByRole('listitem').first().or(activity.getByText('Geen activiteit gevonden')),
  ).toBeVisible();
  await sweep.screen(`/accounts/${sample.mixed.account}/extended-view`);
  expect(sweep.hasSeenCode(sample.mixed.foreignCode), 'the other publisher’s licence of the account').toBe(
    false,
  );
  // An account with a confirmation link not yet used.
  await journey.open('/accounts/{id}/extended-view', `/accounts/${linkAccount}/extended-view`);
  await expect(page.getByRole('region', { name: 'Bevestigingslinks' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activiteit' })).toBeVisible();
  await sweep.screen(`/accounts/${linkAccount}/extended-view`);

  // Products: the list, both overviews and both edit forms of an own product, the empty forms.
  await journey.list('/producten', '/producten', 'Producten', 3);
  for (const [specPath, path] of productPages(ownProductId, ownEan)) {
    await journey.open(specPath, path);
    await expect(page.getByText(DEMO_PUBLISHER_NAME).first()).toBeVisible();
    expect(await sweep.screen(path), `own EAN on ${path}`).toBeGreaterThan(0);
  }
  await journey.open('/producten/new', '/producten/new', 'Product toevoegen');
  await sweep.screen('/producten/new');
  await journey.open('/productimport', '/productimport', 'Productimport');
  await sweep.screen('/productimport');
  // Another publisher's product does not exist for her, by id or by EAN.
  await journey.notFound(`/producten/${foreignProductId}/extended-view`, String(foreignProductId));
  await journey.notFound(`/producten/ean/${foreignEan}/extended-view`, foreignEan);
  await journey.notFound(`/producten/ean/${foreignEan}`, foreignEan);

  // TLinks: the list (also filtered on another publisher's product and code), a licence, its form.
  await journey.list('/tlinks', '/tlinks', 'TLinks', 3);
  await page.goto(`/tlinks?product=${foreignProductId}`);
  await expect(page.getByText('Geen resultaten')).toBeVisible();
  await sweep.screen(`/tlinks?product=${foreignProductId}`, [String(foreignProductId)]);
  await page.goto(`/tlinks?licenseCode=${foreignCode}`);
  await expect(page.getByText('Geen resultaten')).toBeVisible();
  await sweep.screen('/tlinks?licenseCode=(andere uitgever)', [foreignCode]);
  await journey.open('/tlinks/code/{code}', `/tlinks/code/${sample.ownTlink.licenseCode}`);
  await expect(page.getByRole('heading', { name: `TLink ${sample.ownTlink.licenseCode}` })).toBeVisible();
  expect(await sweep.screen(`/tlinks/code/${sample.ownTlink.licenseCode}`)).toBeGreaterThan(0);
  await journey.open(
    '/tlinks/{id}/edit',
    `/tlinks/${sample.ownTlink.id}/edit`,
    new RegExp(sample.ownTlink.licenseCode),
  );
  await sweep.screen(`/tlinks/${sample.ownTlink.id}/edit`);
  await journey.notFound(`/tlinks/code/${foreignCode}`, foreignCode);
  await journey.notFound(`/tlinks/${sample.foreignTlink.id}/edit`, String(sample.foreignTlink.id));
  // The new-TLinks form's product lookup offers her own products only.
  await journey.open('/tlinks/new', '/tlinks/new');
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
  // A changed form asks before Escape throws the choice away (decision 240).
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Weet je het zeker?' }).getByRole('button', { name: 'Ja' }).click();
  await expect(dialog).toBeHidden();

  // The palette finds her own EAN and code in a pasted ticket; another publisher's read as unknown.
  const found = await pasteInPalette(
    page,
    `Leerling kan ${sample.ownTlink.licenseCode} en ${foreignCode} niet activeren, ` +
      `boeken ${sample.ownTlink.product.ean} en ${foreignEan}.`,
  );
  await expect(found.getByText('4 kenmerken in de tekst: 2 gevonden, 2 niet gevonden')).toBeVisible();
  await expect(found.getByRole('option', { name: new RegExp(sample.ownTlink.licenseCode) })).toBeVisible();
  await sweep.screen('palet (geplakt ticket)', [foreignCode, foreignEan]);
  await page.keyboard.press('Escape');

  // Licences per school, and the pseudo-id tools of Beheer for her own publisher only.
  await journey.list('/tlinklicentiesperschool', '/tlinklicentiesperschool', 'Licenties per school', 3);
  await journey.open('/beheer', '/beheer', 'Beheer');
  await expect(page.getByText(`Uitgever: ${DEMO_PUBLISHER_NAME}`)).toBeVisible();
  await sweep.screen('/beheer');

  // Herself: her overview, form and password form.
  for (const specPath of [
    '/beheerders/{id}/extended-view',
    '/beheerders/{id}/edit',
    '/beheerders/{id}/edit/password',
  ]) {
    await journey.open(specPath, fill(specPath, { id: admin.id }));
    await sweep.screen(fill(specPath, { id: admin.id }));
  }

  // Her blocked TLinks as CSV, downloaded from Mijn Exports.
  await page.goto('/tlinks?licenseState=BLOCKED');
  await expect(page.getByRole('grid', { name: 'TLinks' }).getByRole('row').nth(2)).toBeVisible();
  const csv = await journey.exportCsv('TLinks');
  expect(csv.split('\r\n').length, 'rows in her TLink export').toBeGreaterThan(10);
  // Each row carries its EAN, so the codes need no look-up.
  expect(sweep.scanText(csv, 'CSV-export TLinks', [], false), 'own EANs exported').toBeGreaterThan(10);

  await journey.everyRoute({
    src: sample.mixed.account,
    dst: sample.mixed.account,
    product: ownProductId,
    ean: ownEan,
    code: sample.ownTlink.licenseCode,
  });

  expect(await sweep.resolveCodes(api), 'own TLink codes seen').toBeGreaterThan(10);
  expect(sweep.replyCount, 'API replies scanned').toBeGreaterThan(50);
  expect(sweep.summary(), 'data of other publishers').toEqual([]);
});

test('an administrator of a publisher that hides full names, with every right but superuser, reads nothing of another publisher or any name', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const api = await superuserApi(browser);
  // The first other publisher with askForVolledigeNaam off: full names are not theirs to see either.
  const publishers = await api.get<{ name: string; askForVolledigeNaam: boolean }[]>(
    '/organisations?type=Uitgever&sort=ASC-id',
    'items=0-99',
  );
  const publisher = publishers.find((p) => !p.askForVolledigeNaam && p.name !== DEMO_PUBLISHER_NAME)!;
  const owned = await ownershipOf(api, publisher.name);
  expect(owned.hidesNames).toBe(true);
  const sample = await samplesOf(api, owned);
  const ownProductId = sample.ownTlink.product.id;
  const ownEan = sample.ownTlink.product.ean;
  const foreignPublisherId = [...owned.foreignPublishers.keys()][0]!;

  // Service windows: one of another publisher's, and one made for an own product.
  type Window = { id: number; product: { id: number } };
  let foreignWindow: Window | undefined;
  for (const id of [...owned.foreignProductIds].sort((a, b) => a - b).slice(0, 50)) {
    [foreignWindow] = await api.get<Window[]>(`/servicewindows?product=${id}`, 'items=0-0');
    if (foreignWindow) break;
  }
  expect(foreignWindow, 'a service window of another publisher').toBeTruthy();
  const ownWindow = await api.post<Window>('/servicewindows', {
    product: { id: ownProductId },
    startDate: '2030-01-07T07:00:00.000Z',
    endDate: '2030-01-07T09:00:00.000Z',
    redirectAfterSec: -1,
    message: 'Gepland onderhoud',
  });

  // Other publishers' administrators and OAuth clients are foreign too.
  for (const other of await api.get<{ email: string; uitgever: { id: number } | null }[]>(
    '/administrators',
    'items=0-99',
  ))
    if (other.uitgever?.id !== owned.publisher.id) owned.markers.set(other.email, 'beheerder');
  const clients = await api.get<{ id: number; clientId: string; owner: { id: number } | null }[]>(
    '/oauthclients',
    'items=0-99',
  );
  for (const client of clients)
    if (client.owner?.id !== owned.publisher.id) owned.markers.set(client.clientId, 'OAuth client');
  const ownClient = clients.find((client) => client.owner?.id === owned.publisher.id);

  // Log entry groups naming only EANs (no TLink code): one of an own product, one of another's.
  const onlyEans = (group: LogGroup, of: Set<string>) =>
    eansIn(group).length > 0 &&
    eansIn(group).every((ean) => of.has(ean)) &&
    !lineText(group).some((line) => line.includes('tlink:'));
  let ownGroup: LogGroup | undefined;
  let foreignGroup: LogGroup | undefined;
  for (let g = 0; g < 600 && !(ownGroup && foreignGroup); g += 20) {
    const codes = Array.from({ length: 20 }, (_, i) => meldcode(g + i));
    const groups = (
      await Promise.all(codes.map((code) => api.get<LogGroup[]>(`/logentries?meldcode=${code}&amount=1`)))
    ).flat();
    ownGroup ??= groups.find((group) => onlyEans(group, owned.ownEans));
    foreignGroup ??= groups.find((group) => onlyEans(group, owned.foreignEans));
  }
  expect(ownGroup, 'a log entry group of an own product').toBeTruthy();
  expect(foreignGroup, 'a log entry group of another publisher’s product').toBeTruthy();

  // The account with licences of two publishers: its full name must reach no screen.
  const account = await api.get<Account>(`/accounts/${sample.mixed.account}`);
  const familyName = account.attributes.family_name;
  expect(familyName, 'the account has a family name').toBeTruthy();
  owned.markers.set(`${account.attributes.first_name} ${familyName}`, 'volledige naam');

  const role = await api.post<{ id: number }>('/roles', {
    naam: `Alles behalve superuser ${Date.now()}`,
    // Without organisaties_uitgevers_distributeurs: other publishers are not theirs to list (A4).
    rechten: RIGHTS.filter(
      (r) => r !== 'is_superuser' && r !== 'organisaties_uitgevers_distributeurs_leskluis',
    ),
    uitgever: { id: owned.publisher.id },
  });
  const who = { email: `alles.${Date.now()}@uitgever.test`, password: 'uitgever-sweep-1' };
  await api.post('/administrators', {
    name: 'Zoë Zonder Namen',
    email: who.email,
    password: who.password,
    passwordConfirmation: who.password,
    rol: { id: role.id },
    uitgever: { id: owned.publisher.id },
  });

  const sweep = new LeakSweep(page, owned);
  const journey = new Journey(page, sweep);
  await journey.signIn(who, owned.publisher.id);
  const { admin } = journey;

  // Home log search: an own group by its meldcode, then a fragment that matches many publishers.
  await journey.open('/', '/');
  journey.covered.add('/home');
  await page.getByLabel('Meldcode').fill(ownGroup!.meldcode);
  const logLines = page.getByRole('list', { name: 'Logregels' });
  await expect(logLines).toContainText(eansIn(ownGroup!)[0]!);
  expect(await sweep.screen(`/home (meldcode ${ownGroup!.meldcode})`)).toBeGreaterThan(0);
  const fragment = ownGroup!.meldcode.slice(0, 3);
  const searched = page.waitForResponse((r) => r.url().includes(`/api/logentries?meldcode=${fragment}&`));
  await page.getByLabel('Meldcode').fill(fragment);
  await searched;
  await expect(logLines.or(page.getByText('Geen logregels gevonden voor deze meldcode'))).toBeVisible();
  await sweep.screen(`/home (meldcode ${ownGroup!.meldcode.slice(0, 3)})`);

  // The palette resolves a pasted ticket: their own meldcode and EAN, not another publisher's.
  const found = await pasteInPalette(
    page,
    `Meldingen ${ownGroup!.meldcode} en ${foreignGroup!.meldcode}, ` +
      `boeken ${eansIn(ownGroup!)[0]} en ${eansIn(foreignGroup!)[0]}.`,
  );
  await expect(found.getByText(/^4 kenmerken in de tekst/)).toBeVisible();
  // Soft: a leak here is reported with the findings below instead of ending the sweep.
  await expect.soft(found.getByText('4 kenmerken in de tekst: 2 gevonden, 2 niet gevonden')).toBeVisible();
  await sweep.screen('palet (geplakt ticket)', [foreignGroup!.meldcode, eansIn(foreignGroup!)[0]!]);
  await page.keyboard.press('Escape');

  // Accounts: list, overview, form, merge preview, and the list as CSV.
  await journey.list('/accounts', '/accounts', 'Gebruikers', 0);
  await journey.open('/accounts/{id}/extended-view', `/accounts/${sample.mixed.account}/extended-view`);
  await expect(
    page.getByRole('region', { name: 'TLinks' }).getByRole('link', { name: sample.mixed.ownCode }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activiteit' })).toBeVisible();
  await sweep.screen(`/accounts/${sample.mixed.account}/extended-view`);
  expect(sweep.hasSeenCode(sample.mixed.foreignCode), 'the other publisher’s licence of the account').toBe(
    false,
  );
  await journey.open('/accounts/{id}/edit', `/accounts/${sample.mixed.account}/edit`, 'Gebruiker bewerken');
  await sweep.screen(`/accounts/${sample.mixed.account}/edit`);
  await journey.open('/accounts/new', '/accounts/new', 'Gebruiker toevoegen');
  await sweep.screen('/accounts/new');
  await journey.open('/accounts/merge', '/accounts/merge');
  journey.covered.add('/accounts/merge/{src}/{dst}');
  await page.goto(`/accounts/merge/${sample.mixed.account}/${sample.mixed.account}`);
  await expect(page.getByRole('region', { name: 'Bron' })).toContainText(String(account.id));
  await sweep.screen(`/accounts/merge/${sample.mixed.account}/${sample.mixed.account}`);
  const brin = account.nlEduPersonHomeOrganizationId!;
  await page.goto(`/accounts?brin=${brin}`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const csv = await journey.exportCsv('Gebruikers');
  expect(csv.split('\r\n').length, 'rows in the users export').toBeGreaterThan(1);
  const schoolmates = await api.get<Account[]>(`/accounts?brin=${brin}`, 'items=0-');
  const cells = new Set(csv.split(/[;\r\n]/));
  for (const { attributes } of schoolmates)
    if (attributes.family_name && cells.has(attributes.family_name))
      sweep.found('CSV-export Gebruikers', 'naam (Achternaam)', attributes.family_name);
  sweep.scanText(csv, 'CSV-export Gebruikers');

  // Licences and orders of their publisher: lists and the overviews.
  await journey.list('/tlinks', '/tlinks', 'TLinks', 3);
  await journey.list('/ecklicenties', '/ecklicenties', 'ECK licenties', 1);
  // The history of a licence whose reference changed.
  await page.goto('/ecklicenties?refHistoryEnabled=true');
  await page
    .getByRole('button', { name: /^Historie van de referentie: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Historie van de referentie/ })).toBeVisible();
  await sweep.screen('/ecklicenties (historie)');
  await page.keyboard.press('Escape');
  await journey.list('/policenties', '/policenties', 'PO licenties', 0);
  await journey.list('/tlinklicentiesperschool', '/tlinklicentiesperschool', 'Licenties per school', 1);
  await journey.list('/schoolcontracts', '/schoolcontracts', 'Schoolcontracten', 1);
  const contract = page.getByRole('row').nth(1);
  await contract.getByRole('link', { name: 'Contractbalans' }).click();
  journey.covered.add('/contractbalances');
  await expect(page.getByRole('heading', { level: 1, name: 'Contractbalans' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await sweep.screen('/contractbalances');
  await page.goBack();
  await page.getByRole('row').nth(1).getByRole('link', { name: 'Contractspecificaties' }).click();
  journey.covered.add('/contractspecifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Contractspecificaties' })).toBeVisible();
  await sweep.screen('/contractspecifications');
  await journey.list('/orders', '/orders', 'Orders', 1);
  await journey.list('/orderbalans', '/orderbalans', 'Orderbalans', 1);
  await journey.open('/orderimport', '/orderimport', 'Orderimport');
  await sweep.screen('/orderimport');
  await journey.open('/invoices', '/invoices?month=2026-09', 'Facturatie');
  await expect(page.getByRole('region', { name: 'Factuur' })).toContainText(owned.publisher.name);
  expect(await sweep.screen('/invoices'), 'own EANs invoiced').toBeGreaterThan(0);

  // Products with their service windows; another publisher's window does not exist for them.
  await journey.list('/producten', '/producten', 'Producten', 3);
  for (const [specPath, path] of [
    ...productPages(ownProductId, ownEan),
    ['/producten/{product}/servicewindows/new', `/producten/${ownProductId}/servicewindows/new`],
    [
      '/producten/{product}/servicewindows/{id}/edit',
      `/producten/${ownProductId}/servicewindows/${ownWindow.id}/edit`,
    ],
  ] as const) {
    await journey.open(specPath, path);
    expect(await sweep.screen(path), `own EAN on ${path}`).toBeGreaterThan(0);
  }
  await journey.notFound(
    `/producten/${foreignWindow!.product.id}/servicewindows/${foreignWindow!.id}/edit`,
    String(foreignWindow!.id),
  );

  // TLinks: a licence, its form, the new-TLinks form.
  await journey.open('/tlinks/code/{code}', `/tlinks/code/${sample.ownTlink.licenseCode}`);
  expect(await sweep.screen(`/tlinks/code/${sample.ownTlink.licenseCode}`)).toBeGreaterThan(0);
  await journey.open('/tlinks/{id}/edit', `/tlinks/${sample.ownTlink.id}/edit`);
  await sweep.screen(`/tlinks/${sample.ownTlink.id}/edit`);
  await journey.open('/tlinks/new', '/tlinks/new');
  await sweep.screen('/tlinks/new');

  // Organisations: schools are shared, other publishers are not theirs to see (A4).
  await journey.list('/organisaties', '/organisaties', 'Organisaties', 0);
  await page.goto('/organisaties?type=Uitgever');
  await expect(
    page
      .getByRole('row')
      .nth(1)
      .or(page.getByText(/Geen (resultaten|gegevens)/).first()),
  ).toBeVisible();
  await sweep.screen('/organisaties?type=Uitgever');
  const [school] = await api.get<{ id: number }[]>('/organisations?type=School', 'items=0-0');
  const schoolId = school!.id;
  await journey.open('/organisaties/{id}/extended-view', `/organisaties/${schoolId}/extended-view`);
  await sweep.screen(`/organisaties/${schoolId}/extended-view`);
  await journey.open('/organisaties/{id}/edit', `/organisaties/${schoolId}/edit`);
  await sweep.screen(`/organisaties/${schoolId}/edit`);
  await journey.open('/organisaties/new', '/organisaties/new');
  await sweep.screen('/organisaties/new');
  await journey.notFound(`/organisaties/${foreignPublisherId}/extended-view`, String(foreignPublisherId));
  await journey.notFound(`/organisaties/${foreignPublisherId}/edit`, String(foreignPublisherId));

  // OAuth clients, roles, administrators: their own only; the organisation lookup offers no other publisher.
  await journey.list('/oauthclients', '/oauthclients', 'OAuth clients', 0);
  if (ownClient) {
    await journey.open('/oauthclients/{id}/edit', `/oauthclients/${ownClient.id}/edit`);
    await sweep.screen(`/oauthclients/${ownClient.id}/edit`);
  }
  await journey.open('/oauthclients/new', '/oauthclients/new');
  const lookedUp = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/organisations' && url.searchParams.get('q') === 'Uitgeverij';
  });
  await page.getByRole('combobox', { name: /Organisatie toevoegen/ }).fill('Uitgeverij');
  await lookedUp;
  await expect(
    page
      .getByRole('option')
      .first()
      .or(page.getByText(/Geen resultaten/).first()),
  ).toBeVisible();
  await sweep.screen('/oauthclients/new (organisatie zoeken)');
  await journey.list('/rollen', '/rollen', 'Rollen', 0);
  await journey.open('/rollen/{id}/edit', `/rollen/${role.id}/edit`);
  await sweep.screen(`/rollen/${role.id}/edit`);
  await journey.open('/rollen/new', '/rollen/new');
  await sweep.screen('/rollen/new');
  await journey.list('/beheerders', '/beheerders', 'Beheerders', 0);
  await expect(page.getByText(who.email)).toBeVisible();
  for (const specPath of [
    '/beheerders/{id}/extended-view',
    '/beheerders/{id}/edit',
    '/beheerders/{id}/edit/password',
    '/beheerders/new',
  ]) {
    await journey.open(specPath, fill(specPath, { id: admin.id }));
    await sweep.screen(fill(specPath, { id: admin.id }));
  }

  // The tools.
  for (const [specPath, heading] of [
    ['/productimport', 'Productimport'],
    ['/beheer', 'Beheer'],
    ['/waswordt', 'Was/wordt'],
    ['/producten/new', 'Product toevoegen'],
  ] as const) {
    await journey.open(specPath, specPath, heading);
    await sweep.screen(specPath);
  }

  await journey.everyRoute({ product: ownProductId, ean: ownEan, code: sample.ownTlink.licenseCode });
  expect(await sweep.resolveCodes(api), 'own TLink codes seen').toBeGreaterThan(10);
  expect(sweep.summary(), 'data of other publishers, and full names').toEqual([]);
});
