// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportJob } from '../../../domain/schemas/export-job';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

const HOUR = 3_600_000;

function job(id: number, overrides: Partial<ExportJob>): ExportJob {
  return {
    id,
    hasFinished: false,
    exportRoute: 'accounts',
    createdAt: new Date(Date.UTC(2024, 4, 2, 13, id)).toISOString(),
    downloadableUntil: null,
    url: null,
    status: 'queued',
    rowCount: null,
    rowsDone: 0,
    rowsTotal: null,
    error: null,
    ...overrides,
  };
}

const finished = (id: number, until: number): Partial<ExportJob> => ({
  hasFinished: true,
  status: 'finished',
  rowCount: 1234,
  downloadableUntil: new Date(Date.now() + until).toISOString(),
  url: until > 0 ? `/api/exportjobs/${id}/download` : null,
});

let saved: { name: string; href: string }[] = [];
const originalClick = HTMLAnchorElement.prototype.click;
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs and no downloads: record what would be saved.
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  };
});
afterEach(() => {
  HTMLAnchorElement.prototype.click = originalClick;
});

describe('/myexports', () => {
  it('lists the exports newest first with status, rows and a download only while downloadable', async () => {
    const jobs = [
      job(4, { status: 'running' }),
      job(3, finished(3, 24 * HOUR)),
      job(2, finished(2, -HOUR)),
      job(1, { status: 'failed', error: 'De export is drie keer mislukt.' }),
    ];
    const api = signedInApi(administrator([]), {
      '/api/exportjobs': () => listPage(jobs),
      '/api/exportjobs/3/download': () =>
        new Response('\uFEFFGegeven;E-mail\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="accounts-2024-05-02-3.csv"',
          },
        }),
    });
    renderApp('/myexports', api);
    expect(await screen.findByRole('heading', { name: 'Mijn Exports' })).toBeInTheDocument();
    await screen.findByText('Bezig...');
    const rows = within(screen.getByRole('grid', { name: 'Mijn Exports' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Bezig...',
      'Klaar',
      'Klaar',
      'Mislukt: De export is drie keer mislukt.',
    ]);
    // A failure reason the column cuts is read whole in the cell's tooltip (list-layout e2e).
    expect(within(rows[3] as HTMLElement).getAllByRole('cell')[2]).toHaveAttribute(
      'title',
      'Mislukt: De export is drie keer mislukt.',
    );
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('Gebruikers');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('1.234');
    expect(within(rows[2] as HTMLElement).getByText('Verlopen')).toBeInTheDocument();
    // The row's download is the command exports.download, named with the export it saves.
    const downloads = screen.getAllByRole('button', { name: /^Downloaden: Gebruikers / });
    expect(downloads).toHaveLength(1);

    const request = api.requests.find((r) => new URL(r.url).pathname === '/api/exportjobs');
    expect(new URL(request?.url ?? '').searchParams.get('sort')).toBe('DESC-createdAt');

    await userEvent.setup().click(downloads[0] as HTMLElement);
    await waitFor(() => expect(saved).toEqual([{ name: 'accounts-2024-05-02-3.csv', href: 'blob:export' }]));
    const download = api.requests.find((r) => r.url.endsWith('/api/exportjobs/3/download'));
    expect(download?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('refreshes while an export is unfinished, showing its rows done of the total, until it is done', async () => {
    let calls = 0;
    const states = [
      job(5, { status: 'queued' }),
      job(5, { status: 'running', rowsDone: 400_000, rowsTotal: 1_000_000 }),
      job(5, finished(5, HOUR)),
    ];
    const api = signedInApi(administrator([]), {
      '/api/exportjobs': () => {
        calls += 1;
        return json([states[Math.min(calls, states.length) - 1]]);
      },
    });
    renderApp('/myexports', api);
    expect(await screen.findByText('Bezig...')).toBeInTheDocument();
    expect(await screen.findByText('400.000 van 1.000.000 rijen', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Klaar', {}, { timeout: 3000 })).toBeInTheDocument();
    const settled = calls;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls).toBe(settled);
  }, 15_000);

  it('asks again within a few hundred milliseconds while an export is young, so a small one shows as ready at once (decision 734)', async () => {
    const started = Date.now();
    const states = [
      job(6, { status: 'queued', createdAt: new Date().toISOString() }),
      job(6, { ...finished(6, HOUR), createdAt: new Date().toISOString() }),
    ];
    const asked: number[] = [];
    const api = signedInApi(administrator([]), {
      '/api/exportjobs': () => {
        asked.push(Date.now() - started);
        return json([states[Math.min(asked.length, states.length) - 1]]);
      },
    });
    renderApp('/myexports', api);
    expect(await screen.findByText('Klaar', {}, { timeout: 3000 })).toBeInTheDocument();
    // Asked again a quarter of a second after the first answer, not a second.
    expect(asked[1]! - asked[0]!).toBeLessThan(900);
  });

  it('fetches a double-clicked download once: the second click is a no-op while the first runs', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = signedInApi(administrator([]), {
      '/api/exportjobs': () => json([job(8, finished(8, HOUR))]),
      '/api/exportjobs/8/download': async () => {
        await answered;
        return new Response('\uFEFFGegeven\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="accounts-8.csv"' },
        });
      },
    });
    renderApp('/myexports', api);
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('button', { name: /^Downloaden: / }));
    const downloads = () => api.requests.filter((r) => r.url.endsWith('/api/exportjobs/8/download'));
    await waitFor(() => expect(downloads()).toHaveLength(1));
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloads()).toHaveLength(1);
    // Once the first has finished, a new click downloads again.
    await user.click(screen.getByRole('button', { name: /^Downloaden: / }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(downloads()).toHaveLength(2);
  });

  it('does not ask again while no export is queued or running', async () => {
    let calls = 0;
    const api = signedInApi(administrator([]), {
      '/api/exportjobs': () => {
        calls += 1;
        return json([job(9, finished(9, HOUR)), job(10, { status: 'failed', error: 'Mislukt.' })]);
      },
    });
    renderApp('/myexports', api);
    await screen.findByText('Klaar');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls).toBe(1);
  }, 10_000);

  it('says why a download failed', async () => {
    const api = signedInApi(administrator([]), {
      '/api/exportjobs': () => json([job(6, finished(6, HOUR))]),
      '/api/exportjobs/6/download': () =>
        json(
          { message: 'Deze export is verlopen en kan niet meer worden gedownload. Start de export opnieuw.' },
          { status: 410 },
        ),
    });
    renderApp('/myexports', api);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Downloaden/ }));
    expect(
      await screen.findByText(
        'Downloaden mislukt: Deze export is verlopen en kan niet meer worden gedownload. Start de export opnieuw.',
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    // The list was out of date: it is read again.
    const lists = () => api.requests.filter((r) => new URL(r.url).pathname === '/api/exportjobs');
    await waitFor(() => expect(lists().length).toBeGreaterThan(1));
  });

  it('sorts on Aangemaakt through the URL: oldest first, asked of the server', async () => {
    const api = signedInApi(administrator([]), {
      '/api/exportjobs': () => json([job(7, finished(7, HOUR))]),
    });
    const { router } = renderApp('/myexports', api);
    await screen.findByText('Klaar');
    await userEvent.setup().click(screen.getByRole('button', { name: /Aangemaakt/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'ASC-createdAt' }));
    await waitFor(() =>
      expect(
        api.requests
          .map((r) => new URL(r.url))
          .some((url) => url.searchParams.get('sort') === 'ASC-createdAt'),
      ).toBe(true),
    );
  });

  it('shows a pasted sort and says what went wrong when the list cannot be fetched', async () => {
    const api = signedInApi(administrator([]), {
      '/api/exportjobs': () => json({ message: 'Database niet bereikbaar' }, { status: 500 }),
    });
    renderApp('/myexports?sort=ASC-createdAt', api);
    expect(
      await screen.findAllByText('Probleem tijdens het ophalen: Database niet bereikbaar.'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: /Aangemaakt/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('says Geen gegevens without exports', async () => {
    const api = signedInApi(administrator([]), {
      '/api/exportjobs': () => json([]),
    });
    renderApp('/myexports', api);
    expect(await screen.findByText('Geen gegevens')).toBeInTheDocument();
  });
});
