// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tlinkLicence } from '../../../domain/test-support/tlink-licence';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

const licence = tlinkLicence(31, 'AB2CD3EF');

const apiFor = (rechten: string[]) =>
  signedInApi(administrator(rechten), {
    '/api/tlinklicenses': () => listPage([licence]),
  });

describe('/tlinks/code/{code} (issue 18 A5)', () => {
  it('links the product only for those who may open it', async () => {
    renderApp('/tlinks/code/AB2CD3EF', apiFor(['tlinklicenties_inzien']));
    expect(await screen.findByRole('heading', { name: 'TLink AB2CD3EF' }, { timeout: 20_000 })).toBeVisible();
    expect(screen.getAllByText('Wiskunde Plus (9789000000017)').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Wiskunde Plus (9789000000017)' })).toBeNull();
  });

  it('links the product overview with producten_inzien', async () => {
    renderApp('/tlinks/code/AB2CD3EF', apiFor(['tlinklicenties_inzien', 'producten_inzien']));
    expect(
      await screen.findByRole('link', { name: 'Wiskunde Plus (9789000000017)' }, { timeout: 20_000 }),
    ).toHaveAttribute('href', '/producten/4/extended-view');
  });
});

describe('/tlinks/code/{code} not found', () => {
  it('says not found for a code no licence can have (300 characters), without asking the server', async () => {
    const api = signedInApi(administrator(['tlinklicenties_inzien']), {
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
