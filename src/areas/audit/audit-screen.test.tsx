// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntryJson } from '../../../domain/schemas/audit';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

const entry = (id: number): AuditEntryJson => ({
  id,
  requested_on: '2024-03-01T09:15:00.000Z',
  signed_in_on: '2024-03-01T09:00:00.000Z',
  account_name: 'Sam Beheerder (sam@leskluis.test)',
  request_type: 'PUT',
  request: {
    put: {
      info: { id: String(id), objecttype: 'Account' },
      difference: { email: { old: 'a@x.nl', new: 'b@x.nl' } },
    },
  },
  auth_role: { rechten: ['gebruikers_aanpassen'] },
  warning: id === 1 ? 'Vastgelegd na de wijziging' : null,
  url: `/api/accounts/${id}`,
});

/** An audit log of `total` entries that answers the Range asked, recording each range. */
function auditApi(total: number, answer?: () => Response) {
  const ranges: string[] = [];
  const api = signedInApi(administrator(['is_superuser']), {
    '/api/es/auditlog': (_url, request) => {
      if (answer) return answer();
      const range = request.headers.get('Range') ?? '';
      ranges.push(range);
      const [start, end] = range.replace('items=', '').split('-').map(Number) as [number, number];
      const ids = Array.from(
        { length: Math.max(0, Math.min(end, total - 1) - start + 1) },
        (_, i) => start + i + 1,
      );
      return json(ids.map(entry), {
        headers: {
          'Content-Range': ids.length
            ? `items ${start}-${start + ids.length - 1}/${total}`
            : `items */${total}`,
        },
      });
    },
  });
  return { api, ranges };
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Auditlog' }))
    .getAllByRole('row')
    .slice(1);

describe('/audit on the list kit (spec 000 §2, §4, §9)', () => {
  it('asks 20 rows, 10 more per Meer while there are more, and 20 again after a filter change', async () => {
    const user = userEvent.setup();
    const { api, ranges } = auditApi(35);
    const { router } = renderApp('/audit', api);
    await screen.findByText('/api/accounts/1');
    expect(dataRows()).toHaveLength(20);
    // The table renders only the rows in view (virtualised): the requests say what was loaded.
    await user.click(screen.getByRole('button', { name: 'Meer' }));
    await waitFor(() => expect(ranges).toEqual(['items=0-19', 'items=20-29']));
    await user.click(await screen.findByRole('button', { name: 'Meer' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Meer' })).not.toBeInTheDocument());
    expect(ranges).toEqual(['items=0-19', 'items=20-29', 'items=30-39']);

    await user.selectOptions(screen.getByLabelText('Type verzoek'), 'PUT');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ requestType: 'PUT' }));
    await waitFor(() => expect(ranges.at(-1)).toBe('items=0-19'));
    expect(ranges).toEqual(['items=0-19', 'items=20-29', 'items=30-39', 'items=0-19']);
    const last = api.requests.at(-1);
    expect(new URL(last?.url ?? '').searchParams.get('requestType')).toBe('PUT');
  });

  it('reads its filters from a pasted URL and drops a date not in dd-MM-yyyy', async () => {
    const { api } = auditApi(1);
    renderApp('/audit?email=sam%40&requestType=DELETE&startDate=01-03-2024&endDate=2024-03-31', api);
    await screen.findByText('/api/accounts/1');
    const sent = new URL(api.requests.find((r) => r.url.includes('auditlog'))?.url ?? '');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      email: 'sam@',
      requestType: 'DELETE',
      startDate: '01-03-2024',
    });
    expect(screen.getByLabelText('E-mail')).toHaveValue('sam@');
    expect(screen.getByLabelText('Datum vanaf')).toHaveValue('01-03-2024');
  });

  it('opens a row to the times, administrator, type, object, URL, rights, difference and warning, and closes it', async () => {
    const user = userEvent.setup();
    renderApp('/audit', auditApi(1).api);
    await user.click(await screen.findByText('/api/accounts/1'));
    const details = within(screen.getByRole('region', { name: 'Details van het verzoek' }));
    for (const label of [
      'Tijdstip verzoek',
      'Aangemeld op',
      'Beheerder',
      'Type verzoek',
      'Objecttype',
      'URL',
      'Rechten',
    ])
      expect(details.getByText(label)).toBeInTheDocument();
    expect(details.getAllByText('Account').length).toBeGreaterThan(0);
    expect(details.getByText('Gebruikers aanpassen')).toHaveAttribute('title', 'gebruikers_aanpassen');
    expect(details.getByText(/b@x\.nl/)).toBeInTheDocument();
    expect(details.getByText('Vastgelegd na de wijziging')).toBeInTheDocument();
    await user.click(details.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('region', { name: 'Details van het verzoek' })).not.toBeInTheDocument();
  });

  it('reads rights, object types, enum values and yes/no by their Dutch labels, each code in its title', async () => {
    const user = userEvent.setup();
    const tlink: AuditEntryJson = {
      ...entry(1),
      url: '/api/tlinklicenses/9',
      auth_role: { rechten: ['gebruikers_aanpassen', 'tlinklicenties_aanpassen'] },
      request: {
        put: {
          info: { id: '9', objecttype: 'TLinkLicense' },
          difference: {
            licenseState: { old: 'ACTIVE', new: 'REVOKED' },
            'account.validated': { old: true, new: false },
            endDate: { old: null, new: '2026-08-01' },
          },
        },
      },
    };
    const role: AuditEntryJson = {
      ...entry(2),
      request_type: 'POST',
      url: '/api/roles',
      request: {
        post: { info: { id: 7, objecttype: 'Rol' }, body: { rechten: ['rollen_inzien'], isKiesbaar: true } },
      },
    };
    const api = auditApi(2, () => listPage([tlink, role])).api;
    renderApp('/audit', api);
    const grid = within(await screen.findByRole('grid', { name: 'Auditlog' }));
    expect(await grid.findByText('TLink')).toHaveAttribute('title', 'TLinkLicense');

    await user.click(grid.getByText('/api/tlinklicenses/9'));
    const region = screen.getByRole('region', { name: 'Details van het verzoek' });
    const details = within(region);
    expect(details.getByText('Gebruikers aanpassen, TLink licenties aanpassen')).toHaveAttribute(
      'title',
      'gebruikers_aanpassen, tlinklicenties_aanpassen',
    );
    expect(details.getByText('Actief')).toHaveAttribute('title', 'ACTIVE');
    expect(details.getByText('Ingetrokken')).toHaveAttribute('title', 'REVOKED');
    expect(details.getByText('Ja')).toBeInTheDocument();
    expect(details.getByText('Nee')).toBeInTheDocument();
    expect(region.textContent).not.toMatch(
      /\b(true|false|null|undefined|NaN|ACTIVE|REVOKED|TLinkLicense)\b|_/,
    );

    await user.click(grid.getByText('/api/roles'));
    const body = within(screen.getByRole('region', { name: 'Details van het verzoek' }));
    expect(body.getByText('Rollen inzien')).toHaveAttribute('title', 'rollen_inzien');
    expect(body.getByText('Ja')).toBeInTheDocument();
  });

  it('opens the focused row with Enter after the arrow keys, and a new search closes it', async () => {
    const user = userEvent.setup();
    renderApp('/audit', auditApi(3).api);
    await screen.findByText('/api/accounts/1');
    (dataRows()[0] as HTMLElement).focus();
    await user.keyboard('{ArrowDown}{Enter}');
    const details = await screen.findByRole('region', { name: 'Details van het verzoek' });
    expect(within(details).getByRole('heading')).toHaveTextContent('PUT /api/accounts/2');
    await user.type(screen.getByLabelText('Naam'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Details van het verzoek' })).not.toBeInTheDocument(),
    );
  });

  it('says Geen resultaten for a search without matches, and why the log failed', async () => {
    const { unmount } = renderApp('/audit?name=niemand', auditApi(0).api);
    expect(await screen.findByText('Geen resultaten')).toBeInTheDocument();
    unmount();
    renderApp(
      '/audit',
      auditApi(0, () => json({ message: 'Database niet bereikbaar' }, { status: 500 })).api,
    );
    expect(
      await within(await screen.findByRole('grid', { name: 'Auditlog' })).findByText(
        'Probleem tijdens het ophalen: Database niet bereikbaar.',
      ),
    ).toBeInTheDocument();
  });
});
