// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, SUPERUSER, startApiHarness } from '../server/test-support/api-harness';
import { addEdgeLicence, EDGE_CODE, firstValue } from '../server/test-support/edge-data';
import { realApi } from './test-support/real-api';
import { renderApp } from './test-support/render-app';

/*
 * Issue 20 item 5: a code reads as its Dutch label from domain/labels, and stays findable: the code
 * is the label's tooltip. Rendered over the real API of a seeded database.
 */

let harness: ApiHarness;
beforeAll(async () => {
  harness = await startApiHarness();
  await addEdgeLicence(harness);
}, 240_000);
afterAll(() => harness?.close());

const open = (path: string) => renderApp(path, realApi(harness, SUPERUSER));
const LONG = { timeout: 30_000 };

/** The element that reads `label`, inside `scope`, whose tooltip is `code`. */
async function expectLabel(label: string, code: string, scope: HTMLElement = document.body) {
  const shown = await within(scope).findAllByText(label, { exact: true }, LONG);
  expect(shown.map((element) => element.getAttribute('title'))).toContain(code);
}

describe('labels with the code as tooltip (issue 20 item 5)', () => {
  it('the TLink list: state, source, and the filters’ choices', async () => {
    open(`/tlinks?licenseCode=${EDGE_CODE}`);
    const grid = await screen.findByRole('grid', { name: 'TLinks' }, LONG);
    await expectLabel('Ingetrokken (samengevoegd)', 'REVOKED_BY_MERGE', grid);
    await expectLabel('ELF-specificatie', 'ELF_SPECIFICATIE', grid);
    // The filter's listbox button sits beside its 'Status' caption.
    const caption = screen.getByText('Status', { selector: 'span' });
    await userEvent.click(caption.parentElement!.querySelector('button')!);
    expect(await screen.findByRole('option', { name: /Ingetrokken$/ })).toHaveAttribute('title', 'REVOKED');
  });

  it('a state typed as its code in the URL still filters', async () => {
    open('/tlinks?licenseState=REVOKED_BY_MERGE');
    const grid = await screen.findByRole('grid', { name: 'TLinks' }, LONG);
    expect(await within(grid).findByText(EDGE_CODE, {}, LONG)).toBeInTheDocument();
    expect(within(grid).queryByText('Actief')).toBeNull();
  });

  it('the TLink code view: state, source and a boolean as Nee', async () => {
    open(`/tlinks/code/${EDGE_CODE}`);
    await expectLabel('Ingetrokken (samengevoegd)', 'REVOKED_BY_MERGE');
    await expectLabel('ELF-specificatie', 'ELF_SPECIFICATIE');
    const autoRenew = screen.getByText('Automatisch verlengen').nextElementSibling;
    expect(autoRenew).toHaveTextContent('Nee');
  });

  it('the palette’s TLink item', async () => {
    const user = userEvent.setup();
    open('/home');
    await screen.findByRole('heading', { name: /Welkom/ }, LONG);
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard(`tlink: ${EDGE_CODE}`);
    const dialog = await screen.findByRole('dialog', { name: 'Opdrachtenpalet' });
    const item = await within(dialog).findByText(
      new RegExp(`^${EDGE_CODE} · Ingetrokken \\(samengevoegd\\)`),
      {},
      LONG,
    );
    expect(item).toHaveAttribute('title', 'REVOKED_BY_MERGE');
  });

  it('products: type and status', async () => {
    const type = await firstValue(
      harness,
      sql.raw(`select product_type from products order by title limit 1`),
    );
    open('/producten?sort=ASC-title');
    const grid = await screen.findByRole('grid', { name: 'Producten' }, LONG);
    await within(grid).findAllByText(
      /Webbrowser|Boek|Downloadbare installer|Anders|CD-ROM|USB|DVD/,
      {},
      LONG,
    );
    expect(within(grid).getAllByTitle(type).length).toBeGreaterThan(0);
    expect(within(grid).queryByText(type, { exact: true })).toBeNull();
  });

  it('organisations: the billing model on the view', async () => {
    const id = await firstValue(
      harness,
      sql.raw(`select min(id) from organisations where 'Uitgever' = any(type)`),
    );
    await harness.db.execute(
      sql`update organisations set billing_model = 'Vaste Prijs', billing_price = 100 where id = ${Number(id)}`,
    );
    open(`/organisaties/${id}/extended-view`);
    await expectLabel('Vaste prijs', 'Vaste Prijs');
  });

  it('OAuth clients: the role', async () => {
    open('/oauthclients');
    const grid = await screen.findByRole('grid', { name: 'OAuth clients' }, LONG);
    const role = await firstValue(
      harness,
      sql.raw(`select rol from oauth_clients order by client_id limit 1`),
    );
    const label = {
      DistributeurApp: 'Distributeur-app',
      InternalApp: 'Interne Leskluis-app',
      UitgeverApp: 'Uitgever-app',
    }[role]!;
    await expectLabel(label, role, grid);
  });

  it('orders: the source and the Prius state', async () => {
    open('/orders');
    const grid = await screen.findByRole('grid', { name: 'Orders' }, LONG);
    await within(grid).findAllByTitle(/^(ECK|API)$/, {}, LONG);
    expect(within(grid).getAllByText(/^(Klaargezet|Verstuurd|Mislukt)$/).length).toBeGreaterThan(0);
  });

  it('licence messages: the delivery state', async () => {
    open('/ecklicenties');
    await userEvent.click(await screen.findByRole('switch', { name: 'Licentieberichten' }, LONG));
    const grid = await screen.findByRole('grid', { name: 'Licentieberichten' }, LONG);
    await expectLabel('Mislukt', 'Error', grid);
  });
});
