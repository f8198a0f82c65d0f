// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityCommands } from '../../../commands/available';
import { COMMANDS } from '../../../commands/catalog';
import type { AdminPrincipal } from '../../../domain/rights';
import { fileApiHarness, SUPERUSER } from '../../../server/test-support/api-harness';
import { createWebProduct } from '../../../server/test-support/product-body';
import { realApi } from '../../test-support/real-api';
import { renderApp } from '../../test-support/render-app';

const harness = fileApiHarness();
const SUPERUSER_PRINCIPAL: AdminPrincipal = { id: 1, rechten: ['is_superuser'], uitgeverId: null };
let productId: number;

beforeAll(async () => {
  productId = await createWebProduct(harness.as(SUPERUSER), '9789000077018', 'Overzichtproef online');
});

describe('product overview and form by right (spec 001 §2, §4)', () => {
  it('shows the edit button with producten_aanpassen and the service windows with producten_servicewindows_leskluis', async () => {
    const editor = await harness.staffWith('product-bewerker', ['producten_inzien', 'producten_aanpassen']);
    const first = renderApp(`/producten/${productId}/extended-view`, realApi(harness, editor));
    expect(await screen.findByRole('heading', { name: 'Overzichtproef online' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product bewerken' })).toHaveAttribute(
      'href',
      `/producten/${productId}/edit`,
    );
    expect(screen.queryByRole('heading', { name: 'Service Windows' })).not.toBeInTheDocument();
    first.unmount();

    const viewer = await harness.staffWith('product-lezer', [
      'producten_inzien',
      'producten_servicewindows_leskluis',
    ]);
    renderApp(`/producten/${productId}/extended-view`, realApi(harness, viewer));
    expect(await screen.findByRole('heading', { name: 'Overzichtproef online' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Product bewerken/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Service Windows' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Service window toevoegen' }).length).toBeGreaterThan(0);
  });

  it('is an ItemPage: the title row with its subtitle and every command, the facts, the extra fields and the service windows', async () => {
    const user = userEvent.setup();
    renderApp(`/producten/${productId}/extended-view`, realApi(harness, SUPERUSER));
    const title = await screen.findByRole('heading', { level: 1, name: 'Overzichtproef online' });
    const header = title.closest('header') as HTMLElement;
    expect(within(header).getByText(/^EAN 9789000077018 · \S/)).toBeInTheDocument();
    // The commands a superuser may run on a product, each by its title, on the title row.
    const commands = within(header).getByRole('group', { name: 'Acties voor Overzichtproef online' });
    const expected = entityCommands(COMMANDS, SUPERUSER_PRINCIPAL, {
      kind: 'product',
      id: String(productId),
      label: 'Overzichtproef online',
    }).map((command) => command.title);
    expect(expected).toContain('Product bewerken');
    expect(Array.from(commands.querySelectorAll('a, button'), (button) => button.textContent)).toEqual(
      expected,
    );

    const facts = title.closest('section')!.querySelector('dl') as HTMLElement;
    expect(within(facts).getByText('Titel').nextSibling).toHaveTextContent('Overzichtproef online');
    expect(within(facts).getByText('Producttype')).toBeInTheDocument();
    expect(screen.queryByLabelText('Extra velden')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Extra velden tonen' }));
    expect(screen.getByLabelText('Extra velden')).toHaveTextContent('Laatst gewijzigd');
    expect(screen.getByRole('button', { name: 'Extra velden verbergen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Service Windows' })).toBeInTheDocument();
  });

  it('disables and clears ECK orders allowed while the catalogue item is off', async () => {
    const user = userEvent.setup();
    renderApp(`/producten/${productId}/edit`, realApi(harness, SUPERUSER));
    const catalogue = await screen.findByRole('checkbox', { name: 'Leveren in catalogusservice' });
    const eckOrders = screen.getByRole('checkbox', { name: 'ECK bestellingen toegestaan' });
    if (!(catalogue as HTMLInputElement).checked) await user.click(catalogue);
    expect(eckOrders).toBeEnabled();
    if (!(eckOrders as HTMLInputElement).checked) await user.click(eckOrders);
    expect(eckOrders).toBeChecked();

    await user.click(catalogue);
    expect(eckOrders).not.toBeChecked();
    expect(eckOrders).toBeDisabled();
    await user.click(catalogue);
    expect(eckOrders).toBeEnabled();
    expect(eckOrders).not.toBeChecked();
  });

  it("saves with 'Het product is opgeslagen.', names a failed save 'Er is iets misgegaan bij het opslaan van het product' with the reason, and deletes after 'Weet je het zeker?'", async () => {
    // Pasted, not typed, and without a pause per event: the form renders again per character, which
    // under a loaded machine's CPU took this test past its timeout; what is saved is all it proves.
    const user = userEvent.setup({ delay: null });
    const id = await createWebProduct(harness.as(SUPERUSER), '9789000077025', 'Verwijderproef online');

    const form = renderApp(`/producten/${id}/edit`, realApi(harness, SUPERUSER));
    const title = await screen.findByLabelText(/^Titel/);
    await user.clear(title);
    await user.paste('Verwijderproef online 2');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het product is opgeslagen.')).toBeInTheDocument();
    await waitFor(() => expect(form.router.state.location.pathname).toBe(`/producten/${id}/extended-view`));
    const saved = (await (await harness.as(SUPERUSER)(`/api/products/${id}`)).json()) as { title: string };
    expect(saved.title).toBe('Verwijderproef online 2');
    form.unmount();

    const again = renderApp(`/producten/${id}/edit`, realApi(harness, SUPERUSER));
    const ean = await screen.findByLabelText(/^EAN/);
    await user.clear(ean);
    await user.paste('9789000077018');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText(/^Er is iets misgegaan bij het opslaan van het product \S/),
    ).toBeInTheDocument();
    again.unmount();

    const remover = renderApp(`/producten/${id}/edit`, realApi(harness, SUPERUSER));
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Weet je het zeker?');
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Het product is verwijderd.')).toBeInTheDocument();
    await waitFor(() => expect(remover.router.state.location.pathname).toBe('/producten'));
    expect((await harness.as(SUPERUSER)(`/api/products/${id}`)).status).toBe(404);
  });
});
