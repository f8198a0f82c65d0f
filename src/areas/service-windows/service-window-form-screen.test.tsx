// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER } from '../../../server/test-support/api-harness';
import { createWebProduct } from '../../../server/test-support/product-body';
import { realApi } from '../../test-support/real-api';
import { renderApp } from '../../test-support/render-app';

const harness = fileApiHarness();
let productId: number;

beforeAll(async () => {
  productId = await createWebProduct(harness.as(SUPERUSER), '9789000077025', 'Servicewindowproef online');
});

describe('/producten/{product}/servicewindows/new', () => {
  it('shows a field error and the end-after-start rule together on the first submit', async () => {
    const api = realApi(harness, SUPERUSER);
    renderApp(`/producten/${productId}/servicewindows/new`, api);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Service window toevoegen' }, { timeout: 20_000 });
    await user.type(screen.getByLabelText(/^Startdatum/), '01-09-2026 10:00');
    await user.type(screen.getByLabelText(/^Einddatum/), '01-08-2026 10:00');
    const redirect = screen.getByLabelText(/^Doorsturen na/);
    await user.clear(redirect);
    await user.type(redirect, '6000');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(screen.getByLabelText(/^Einddatum/)).toHaveAccessibleDescription(
      'Einddatum moet na startdatum liggen.',
    );
    expect(redirect).toHaveAccessibleDescription(expect.stringContaining('Mag maximaal 5000 zijn'));
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
