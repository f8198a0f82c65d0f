// @vitest-environment jsdom
process.env.TZ = 'America/New_York';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER } from '../../../server/test-support/api-harness';
import { createWebProduct } from '../../../server/test-support/product-body';
import { realApi } from '../../test-support/real-api';
import { renderApp } from '../../test-support/render-app';

const harness = fileApiHarness();
let productId: number;
const EAN = '9789000077001';

beforeAll(async () => {
  productId = await createWebProduct(harness.as(SUPERUSER), EAN, 'Datumproef online', {
    introductionDate: '2026-12-01',
    endOfLifeDate: '2031-08-01',
  });
});

describe('product dates in a browser in New York', () => {
  it('shows the Amsterdam day the form stored on the list, the overview and the (de)activate dialog', async () => {
    expect(new Date(2026, 11, 1).getTimezoneOffset()).toBe(300);
    const list = renderApp(`/producten?ean=${EAN}`, realApi(harness, SUPERUSER));
    const row = (await screen.findByText('Datumproef online')).closest('tr') as HTMLElement;
    expect(within(row).getByText('01-08-2031')).toBeInTheDocument();
    list.unmount();

    const overview = renderApp(`/producten/${productId}/extended-view`, realApi(harness, SUPERUSER));
    const intro = (await screen.findByText('Introductiedatum')).parentElement as HTMLElement;
    expect(intro).toHaveTextContent('01-12-2026');
    expect(screen.getByText('End of life datum').parentElement).toHaveTextContent('01-08-2031');
    overview.unmount();

    renderApp(`/producten/${productId}/edit`, realApi(harness, SUPERUSER));
    expect(await screen.findByLabelText(/Introductiedatum/)).toHaveValue('01-12-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Deactiveren' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Huidige einddatum').nextElementSibling).toHaveTextContent('01-08-2031');

    // A past day before the introduction (01-12-2026, an Amsterdam day) is refused by the API on
    // the dialog's date field: the day typed reached the server as that day.
    const end = dialog.getByLabelText(/^Einddatum/);
    await userEvent.clear(end);
    await userEvent.type(end, '01-01-2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Deactiveren' }));
    await waitFor(
      () => expect(end).toHaveAccessibleDescription(/Datum mag niet voor introductiedatum liggen/),
      {
        timeout: 10_000,
      },
    );
  });
});
