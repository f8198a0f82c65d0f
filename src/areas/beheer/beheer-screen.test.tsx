// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { administrator, json, stubApi } from '../../test/stub-api';

describe('/beheer product import (spec 001 §5, §8)', () => {
  it("answers a file that is not valid JSON with the spec's import failure text and sends nothing", async () => {
    const api = stubApi({ '/api/administrators/me': () => json(administrator(['is_superuser'])) });
    renderApp('/beheer', api);
    const input = await screen.findByLabelText('JSON-bestand', undefined, { timeout: 20_000 });
    const user = userEvent.setup();
    await user.upload(
      input,
      new File(['{"producten": [kapot'], 'producten.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'Producten importeren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Het importeren van de producten is niet gelukt\. Probeer het opnieuw$/,
    );
    expect(api.requests.some((request) => request.url.includes('products/import'))).toBe(false);
  });

  it("takes only a .json file: another file is 'Er is geen bestand geselecteerd'", async () => {
    const api = stubApi({ '/api/administrators/me': () => json(administrator(['is_superuser'])) });
    renderApp('/beheer', api);
    const input = await screen.findByLabelText('JSON-bestand', undefined, { timeout: 20_000 });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['[]'], 'producten.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Producten importeren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Er is geen bestand geselecteerd$/);
    expect(api.requests.some((request) => request.url.includes('products/import'))).toBe(false);
  });
});
