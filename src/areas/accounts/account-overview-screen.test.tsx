// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tlinkLicence } from '../../../domain/test-support/tlink-licence';
import { renderApp } from '../../test-support/render-app';
import { account, administrator, json, listPage, signedInApi, stubApi } from '../../test-support/stub-api';

function apiFor(rechten: string[], reply: () => Response) {
  return signedInApi(administrator(rechten), { '/api/accounts/5': reply });
}

describe('/accounts/{id}/extended-view', () => {
  it('shows dates in Dutch format, contact detail, names, status and pseudoId', async () => {
    const api = apiFor(['gebruikers_inzien'], () => json(account(5, { createdAt: '2024-03-01T09:15:00' })));
    renderApp('/accounts/5/extended-view', api);
    expect(await screen.findByRole('heading', { name: 'Anna de Vries5' })).toBeInTheDocument();
    const details = within(screen.getByRole('main'));
    expect(details.getByText('01-03-2024 09:15')).toBeInTheDocument();
    expect(details.getByText('gebruiker5@school.test')).toBeInTheDocument();
    expect(details.getByText('pseudo-5')).toBeInTheDocument();
    expect(details.getAllByText('Bevestigd')).toHaveLength(2); // badge and status field
    expect(details.queryByText('Schooljaar')).not.toBeInTheDocument();
  });

  it("says 'Niet bevestigd' without contact details and shows school year with the right", async () => {
    const api = apiFor(['gebruikers_inzien', 'schooljaarvakcontracten_inzien'], () =>
      json(account(5, { email: null, telephone: null, grades: 'JAAR_1,JAAR_2' })),
    );
    renderApp('/accounts/5/extended-view', api);
    expect(await screen.findAllByText('Niet bevestigd')).toHaveLength(2);
    expect(screen.getByText('Schooljaar')).toBeInTheDocument();
    expect(screen.getByText('1, 2')).toBeInTheDocument();
  });

  it('names each TLink product once, with its EAN once', async () => {
    const licence = tlinkLicence(81, 'KMN4P7QX', {
      product: {
        id: 3,
        title: 'Rekenrijk groep 5',
        ean: '9789000005062',
        toString: 'Rekenrijk groep 5 (9789000005062)',
        publisher: { id: 2, toString: 'Uitgeverij Noorderlicht' },
        endOfLifeDate: '2030-07-31',
      },
      startDate: '2025-08-01',
      endDate: '2026-07-31',
      licenseState: 'ACTIVE',
      createdAt: '2025-08-01T08:00:00Z',
      updatedAt: '2025-08-01T08:00:00Z',
    });

    const api = signedInApi(administrator(['gebruikers_inzien', 'tlinklicenties_inzien']), {
      '/api/accounts/5': () => json(account(5)),
      '/api/tlinklicenses': () => listPage([licence]),
    });
    renderApp('/accounts/5/extended-view', api);
    const code = await screen.findByRole('link', { name: 'KMN4P7QX' }, { timeout: 20_000 });
    const row = code.closest('tr') as HTMLElement;
    expect(row.textContent?.match(/9789000005062/g)).toHaveLength(1);
    expect(within(row).getByText('Rekenrijk groep 5 (9789000005062)')).toBeInTheDocument();
  });

  it.each([
    [403, 'Je bent niet bevoegd om dit account in te zien.'],
    [404, 'Account bestaat niet (meer). Mogelijk is dit account eerder samengevoegd met een ander account.'],
    [500, 'Het ophalen van het account is mislukt'],
  ])('shows the spec text for a %i', async (status, text) => {
    renderApp(
      '/accounts/5/extended-view',
      apiFor(['gebruikers_inzien'], () => json({ message: 'x' }, { status })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('lists the support tickets and closes an open one after confirmation with support_afmelden', async () => {
    const ticket = (id: number, key: string, status: 'open' | 'closed') => ({
      id,
      key,
      account: 5,
      subject: `Vraag ${key}`,
      status,
      createdAt: '2024-03-01T09:15:00',
      updatedAt: '2024-03-01T09:15:00',
      closedAt: status === 'closed' ? '2024-03-02T10:00:00' : null,
    });
    const closed: string[] = [];
    const api = stubApi({
      '/api/administrators/me': () =>
        json(administrator(['gebruikers_inzien', 'support_inzien', 'support_afmelden'])),
      '/api/accounts/5': () => json(account(5)),
      '/api/supportentries': async (url, request) => {
        if (request.method === 'PUT') {
          const { key } = (await request.json()) as { key: string };
          closed.push(key);
          return json(ticket(1, key, 'closed'));
        }
        expect(url.searchParams.get('account')).toBe('5');
        return json(
          [ticket(1, 'SUP-1', closed.includes('SUP-1') ? 'closed' : 'open'), ticket(2, 'SUP-2', 'closed')],
          {
            headers: { 'Content-Range': 'items 0-1/2' },
          },
        );
      },
    });
    renderApp('/accounts/5/extended-view', api);
    const tickets = within(await screen.findByRole('region', { name: 'Supportmeldingen' }));
    expect(await tickets.findByText('Vraag SUP-1')).toBeInTheDocument();
    expect(tickets.getByText(/Afgemeld 02-03-2024/)).toBeInTheDocument();

    await userEvent.click(tickets.getByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByText('Melding SUP-1 afmelden?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(closed).toEqual(['SUP-1']));
    await waitFor(() => expect(tickets.queryByRole('button', { name: 'Afmelden' })).not.toBeInTheDocument());
  });

  it('shows no tickets block without support_inzien', async () => {
    renderApp(
      '/accounts/5/extended-view',
      apiFor(['gebruikers_inzien'], () => json(account(5))),
    );
    expect(await screen.findByRole('heading', { name: 'Anna de Vries5' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Supportmeldingen' })).not.toBeInTheDocument();
  });

  it('leaves the TLinks block out, and asks nothing, without tlinklicenties_inzien (issue 18 A5)', async () => {
    const api = signedInApi(administrator(['gebruikers_inzien']), {
      '/api/accounts/5': () => json(account(5)),
      '/api/tlinklicenses': () => json({ message: 'Niet bevoegd voor deze actie.' }, { status: 403 }),
    });
    renderApp('/accounts/5/extended-view', api);
    expect(await screen.findByRole('heading', { name: 'Anna de Vries5' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Externe accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'TLinks' })).toBeNull();
    expect(screen.queryByText(/Niet bevoegd/)).toBeNull();
    expect(api.requests.some((request) => request.url.includes('/api/tlinklicenses'))).toBe(false);
  });
});
