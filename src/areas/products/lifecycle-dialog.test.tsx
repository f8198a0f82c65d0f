// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/schemas/product';
import { renderInRouter } from '../../test-support/render-in-router';
import { type StubApi, stubApi } from '../../test-support/stub-api';
import { LifecycleDialog } from './lifecycle-dialog';

const product = (active: boolean) =>
  ({
    id: 4,
    active,
    endOfLifeDate: active ? '2031-08-01' : '2020-08-01',
    customProperties: { productState: active ? 'LEVERBAAR' : 'NIET_MEER_LEVERBAAR' },
  }) as unknown as Product;

function open(active: boolean, api: StubApi = stubApi({})) {
  return renderInRouter(
    <LifecycleDialog product={product(active)} open onClose={() => {}} onSaved={() => {}} />,
    api,
  );
}

describe('the product Deactivate/Activate dialog', () => {
  it("is titled 'Weet je het zeker?' (spec 001 §2) and names what it does", async () => {
    const deactivate = open(true);
    const dialog = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    expect(within(dialog).getByText('Product deactiveren')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deactiveren' })).toBeInTheDocument();
    deactivate.unmount();

    open(false);
    const again = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    expect(within(again).getByText('Product activeren')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Activeren' })).toBeInTheDocument();
  });

  it('refuses a deactivation date that is not in the past, in Dutch, and sends nothing', async () => {
    const api = stubApi({});
    open(true, api);
    const dialog = within(await screen.findByRole('dialog', { name: 'Weet je het zeker?' }));
    const date = dialog.getByLabelText(/^Einddatum/);
    const user = userEvent.setup();
    await user.clear(date);
    await user.type(date, '01-01-2099');
    await user.click(dialog.getByRole('button', { name: 'Deactiveren' }));
    expect(date).toHaveAccessibleDescription(/De einddatum moet in het verleden liggen\./);
    expect(api.requests).toHaveLength(0);
  });
});
