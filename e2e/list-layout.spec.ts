import { expect, type Locator, type Page, test } from '@playwright/test';
import { mayOpen, routeEntry } from '../commands/route-table';
import { type AdminPrincipal, passes } from '../domain/rights';
import { meldcode } from '../server/seed/codes';
import { DEMO_PUBLISHER_NAME } from '../server/seed/demo-administrators';
import { accessToken } from './session';
import { DEMO, signIn } from './sign-in';

/**
 * Every list of the console fits a real screen (issue 20 item 6): at 1440 x 900, west of
 * Amsterdam, as each demo role, neither the page nor a table's scroll box scrolls sideways,
 * every column title is readable in full and no date or number is cut. Long cell text may be cut, with the whole text in its
 * title (src/kit/infinite-table.tsx); a cut-off column is not.
 */
test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } });

type List = {
  /** The route-table path whose rule decides whether the role sees the list. */
  spec: string;
  path: string;
  /** A right the list needs beyond its route's rule. */
  right?: 'logentries_inzien';
  /** What the screen asks before it shows a list. */
  prepare?: (page: Page) => Promise<void>;
  /** What shows once the list is there, when it is not a table. */
  ready?: (page: Page) => Locator;
};

/** Invoices are shown per publisher, chosen in the lookup. */
async function choosePublisher(page: Page) {
  await page.getByRole('combobox', { name: 'Uitgever' }).fill(DEMO_PUBLISHER_NAME.split(' ')[1]!);
  await page
    .getByRole('option', { name: new RegExp(DEMO_PUBLISHER_NAME) })
    .first()
    .click();
}

/** Each list of issue 20, by route. */
const LISTS: readonly List[] = [
  { spec: '/accounts', path: '/accounts' },
  { spec: '/tlinks', path: '/tlinks' },
  { spec: '/ecklicenties', path: '/ecklicenties' },
  { spec: '/policenties', path: '/policenties' },
  { spec: '/producten', path: '/producten' },
  { spec: '/orders', path: '/orders' },
  { spec: '/orderbalans', path: '/orderbalans' },
  { spec: '/organisaties', path: '/organisaties' },
  { spec: '/beheerders', path: '/beheerders' },
  { spec: '/rollen', path: '/rollen' },
  { spec: '/oauthclients', path: '/oauthclients' },
  { spec: '/invoices', path: '/invoices?month=2026-09', prepare: choosePublisher },
  { spec: '/schoolcontracts', path: '/schoolcontracts' },
  { spec: '/contractbalances', path: '/contractbalances' },
  { spec: '/contractspecifications', path: '/contractspecifications' },
  { spec: '/audit', path: '/audit' },
  // The log entries are the log search on /home (logentries_inzien), shown for a meldcode.
  {
    spec: '/home',
    path: `/home?meldcode=${meldcode(0)}`,
    right: 'logentries_inzien',
    ready: (page) => page.getByRole('list', { name: 'Logregels' }),
  },
  { spec: '/myexports', path: '/myexports' },
  { spec: '/tlinklicentiesperschool', path: '/tlinklicentiesperschool' },
  { spec: '/tlinkstatusoverview', path: '/tlinkstatusoverview' },
];

type Me = { id: number; rol: { rechten: string[] }; uitgever: { id: number } | null };

/** Signs in through the real login page and returns the administrator as the route table sees them. */
async function signedIn(page: Page, who: { email: string; password: string }): Promise<AdminPrincipal> {
  await signIn(page, who);
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  const reply = await page.request.get('/api/administrators/me', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  const me = (await reply.json()) as Me;
  return { id: me.id, rechten: me.rol.rechten, uitgeverId: me.uitgever?.id ?? null };
}

/** What sticks out on the current page: the page itself, table scroll boxes and cut column titles. */
function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const table of document.querySelectorAll('table')) {
      let box: HTMLElement | null = table;
      while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? 'table';
      if (box && box.scrollWidth > box.clientWidth) {
        problems.push(`${name}: scroll box ${box.scrollWidth} > ${box.clientWidth}`);
      }
      if (table.getBoundingClientRect().right > root.clientWidth + 0.5) {
        problems.push(`${name}: right edge ${Math.round(table.getBoundingClientRect().right)}`);
      }
      // A day, a moment or a number is read whole or not at all: such a cell is never cut.
      for (const td of table.querySelectorAll<HTMLElement>('tbody td')) {
        const text = td.textContent?.trim() ?? '';
        const isFixed = /^\d{2}-\d{2}-\d{4}( \d{2}:\d{2}(:\d{2})?)?$|^-?[\d.,]+$/.test(text);
        if (isFixed && td.scrollWidth > td.clientWidth + 1) problems.push(`${name}: '${text}' is cut`);
      }
      for (const th of table.querySelectorAll('thead th')) {
        const text = th.textContent?.trim() ?? '';
        const inner = th.querySelector('button') ?? th;
        const cut = inner.scrollWidth > inner.clientWidth + 1 || th.scrollWidth > th.clientWidth + 1;
        if (text && cut) problems.push(`${name}: column title '${text}' is cut`);
      }
    }
    return problems;
  });
}

/** Opens every list the administrator may open and collects what overflows, per address. */
async function sweepLists(page: Page, admin: AdminPrincipal) {
  const opened: string[] = [];
  for (const list of LISTS) {
    if (!mayOpen(admin, routeEntry(list.spec))) continue;
    if (list.right && !passes(admin, { right: list.right })) continue;
    opened.push(list.path);
    await page.goto(list.path);
    await expect(page.getByRole('heading', { level: 1 }), `heading of ${list.path}`).toBeVisible();
    await list.prepare?.(page);
    const firstRow = page.locator('tbody tr').first();
    const ready = list.ready?.(page) ?? firstRow.or(page.getByText(/Geen (resultaten|gegevens)/)).first();
    await expect(ready, `list on ${list.path}`).toBeVisible();
    // Rows come in after the first paint; measure once the table has settled.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect.soft(await overflowOf(page), `overflow on ${list.path}`).toEqual([]);
  }
  return opened;
}

for (const [role, who, least] of [
  ['the superuser', DEMO.superuser, LISTS.length],
  ['the support desk', DEMO.support, 5],
  ['a publisher-bound administrator', DEMO.uitgever, 4],
] as const) {
  test(`every list fits 1440 x 900 without sideways scrolling for ${role}`, async ({ page }) => {
    test.setTimeout(180_000);
    const admin = await signedIn(page, who);
    const opened = await sweepLists(page, admin);
    expect(opened.length, 'lists this role may open').toBeGreaterThanOrEqual(least);
  });
}
