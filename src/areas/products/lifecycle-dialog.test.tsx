// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/schemas/product';
import { ApiProvider } from '../../api/api-context';
import { testQueryClient } from '../../test-support/render';
import { stubApi } from '../../test-support/stub-api';
import { LifecycleDialog } from './lifecycle-dialog';

const product = (active: boolean) =>
  ({
    id: 4,
    active,
    endOfLifeDate: active ? '2031-08-01' : '2020-08-01',
    customProperties: { productState: active ? 'LEVERBAAR' : 'NIET_MEER_LEVERBAAR' },
  }) as unknown as Product;

function open(active: boolean) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <ApiProvider client={stubApi({}).client}>
        <LifecycleDialog product={product(active)} open onClose={() => {}} onSaved={() => {}} />
      </ApiProvider>
    </QueryClientProvider>,
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
});
