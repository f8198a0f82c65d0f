// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, SUPERUSER, startApiHarness } from '../server/test-support/api-harness';
import { addEdgeLicence, EDGE_CODE, firstValue } from '../server/test-support/edge-data';
import { readableText, unreadableIn } from './test-support/readable-text';
import { realApi } from './test-support/real-api';
import { renderApp } from './test-support/render-app';

/*
 * Issue 20 item 5: every screen a person reads shows Dutch labels, never a code value nor the
 * words JavaScript writes for a missing or boolean value. The lists and entity views are rendered
 * over the real API of a seeded database, with one licence whose every optional field is empty.
 */

let harness: ApiHarness;
let ids: Record<
  'product' | 'organisation' | 'account' | 'administrator' | 'oauthClient' | 'publisher',
  number
>;

let balanceChoice = '';

beforeAll(async () => {
  harness = await startApiHarness();
  const first = async (table: string, where = 'true') =>
    Number(await firstValue(harness, sql.raw(`select min(id) from ${table} where ${where}`)));
  ids = {
    product: await first('products'),
    organisation: await first('organisations'),
    account: await first('accounts'),
    administrator: await first('administrators'),
    oauthClient: await first('oauth_clients'),
    publisher: await first('organisations', "billing_model is not null and 'Uitgever' = any(type)"),
  };
  // The balance is one school's in one year (decision 560): the first contract's.
  const school = await firstValue(harness, sql`select school_id from school_contracts order by id limit 1`);
  const year = await firstValue(
    harness,
    sql`select y.name from school_contracts c join school_years y on y.id = c.school_year_id order by c.id limit 1`,
  );
  balanceChoice = `?schoolId=${school}&schoolyearName=${year}`;
  await addEdgeLicence(harness);
}, 240_000);
afterAll(() => harness?.close());
afterEach(cleanup);

/** Whether the screen shows its data: rows (or a list's empty text) and nothing still loading. */
function isLoaded(): boolean {
  const text = document.body.textContent ?? '';
  if (/Laden(…|\.\.\.)/.test(text)) return false;
  const grids = [...document.querySelectorAll('[role="grid"]')];
  if (grids.some((grid) => grid.getAttribute('aria-busy') === 'true')) return false;
  return document.querySelector('tbody tr') !== null || /Geen (gegevens|resultaten)/.test(text);
}

/** An entity view is there once its heading is and nothing loads any more. */
const isViewLoaded = () => !/Laden(…|\.\.\.)|aan het ophalen/.test(document.body.textContent ?? '');

/** Renders `path` as the superuser and waits until its heading and its data are there. */
async function open(path: string, loaded: () => boolean = isLoaded) {
  renderApp(path, realApi(harness, SUPERUSER));
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
  await waitFor(() => expect(loaded()).toBe(true), { timeout: 30_000 });
}

function expectReadable(path: string) {
  expect(unreadableIn(readableText()), `what ${path} shows`).toEqual([]);
}

const LISTS = [
  '/accounts?email=a',
  '/tlinks',
  `/tlinks?licenseCode=${EDGE_CODE}`,
  '/ecklicenties',
  '/policenties',
  '/producten',
  '/orders',
  '/orderbalans',
  '/organisaties',
  '/beheerders',
  '/rollen',
  '/oauthclients',
  '/schoolcontracts',
  '/contractbalances',
  '/contractspecifications',
  '/audit',
  '/myexports',
  '/tlinklicentiesperschool',
  '/tlinkstatusoverview',
];

describe('no code value and no true, false, null, undefined or NaN on screen (issue 20 item 5)', () => {
  it.each(LISTS)('list %s', async (path) => {
    await open(path === '/contractbalances' ? `${path}${balanceChoice}` : path);
    expectReadable(path);
  });

  it('the entity views and forms', async () => {
    const views = [
      `/tlinks/code/${EDGE_CODE}`,
      `/producten/${ids.product}/extended-view`,
      `/organisaties/${ids.organisation}/extended-view`,
      `/accounts/${ids.account}/extended-view`,
      `/beheerders/${ids.administrator}/extended-view`,
      `/oauthclients/${ids.oauthClient}/edit`,
      `/invoices?organisation=${ids.publisher}`,
      '/tlinks/new',
      `/producten/${ids.product}/edit`,
      `/organisaties/${ids.organisation}/edit`,
      `/accounts/${ids.account}/edit`,
      '/beheer',
      '/waswordt',
      '/home',
    ];
    for (const path of views) {
      await open(path, isViewLoaded);
      if (path === `/producten/${ids.product}/extended-view`)
        await userEvent.click(screen.getByRole('button', { name: 'Extra velden tonen' }));
      expectReadable(path);
      cleanup();
    }
  }, 120_000);
});
