// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { administrator, json, stubApi } from '../../test/stub-api';

describe('/tlinks/code/{code}', () => {
  it('says not found for a code no licence can have (300 characters), without asking the server', async () => {
    const api = stubApi({
      '/api/administrators/me': () => json(administrator(['tlinklicenties_inzien'])),
      // What the server answers a licenseCode over 200 characters.
      '/api/tlinklicenses': () =>
        json(
          {
            message: 'Mag maximaal 200 tekens zijn',
            errors: [{ path: 'licenseCode', message: 'Mag maximaal 200 tekens zijn' }],
          },
          { status: 400 },
        ),
    });
    renderApp(`/tlinks/code/${'A'.repeat(300)}`, api);
    expect(
      await screen.findByRole('heading', { name: 'Niet gevonden' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Opgevraagde TLink bestaat niet.')).toBeInTheDocument();
    expect(screen.queryByText('Onbekende fout')).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.url.includes('/api/tlinklicenses'))).toBe(false);
  });
});
