// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntryJson } from '../../../domain/schemas/audit';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, stubApi } from '../../test-support/stub-api';
import { showsMore } from './audit-screen';

const entry = (id: number): AuditEntryJson => ({
  id,
  requested_on: '2024-03-01T09:15:00.000Z',
  signed_in_on: '2024-03-01T09:00:00.000Z',
  account_name: 'Sam Beheerder (sam@leskluis.test)',
  request_type: 'PUT',
  request: {
    put: { info: { id: String(id), objecttype: 'Account' }, difference: { email: ['a@x.nl', 'b@x.nl'] } },
  },
  auth_role: { rechten: ['gebruikers_aanpassen'] },
  warning: id === 1 ? 'Vastgelegd na de wijziging' : null,
  url: `/api/accounts/${id}`,
});

/** An audit log of `total` entries that answers `amount` of them, recording each amount asked. */
function auditApi(total: number) {
  const amounts: string[] = [];
  const api = stubApi({
    '/api/administrators/me': () => json(administrator(['is_superuser'])),
    '/api/es/auditlog': (url) => {
      const amount = url.searchParams.get('amount') ?? '20';
      amounts.push(amount);
      const count = Math.min(total, Number(amount));
      return json(
        Array.from({ length: count }, (_, i) => entry(i + 1)),
        { headers: { 'Content-Range': `items 0-${count - 1}/${total}` } },
      );
    },
  });
  return { api, amounts };
}

describe('/audit (spec 000 §2, §4, §9)', () => {
  it('asks 20 rows, 10 more per Meer while the count is a multiple of 10, and 20 again after a filter change', async () => {
    const user = userEvent.setup();
    const { api, amounts } = auditApi(35);
    renderApp('/audit', api);
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Meer' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(30));
    await user.click(screen.getByRole('button', { name: 'Meer' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(35));
    expect(screen.queryByRole('button', { name: 'Meer' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type verzoek'), 'PUT');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(amounts.at(-1)).toBe('20'));
    expect(amounts).toEqual(['20', '30', '40', '20']);
  });

  it('shows in a collapsible row the times, administrator, type, object, URL, rights, difference and warning', async () => {
    const user = userEvent.setup();
    renderApp('/audit', auditApi(1).api);
    const [row] = await screen.findAllByTestId('audit-row');
    const details = within(row!);
    expect(row).not.toHaveAttribute('open');
    await user.click(row!.querySelector('summary')!);
    expect(row).toHaveAttribute('open');
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
    expect(details.getAllByText('/api/accounts/1').length).toBeGreaterThan(0);
    expect(details.getByText('gebruikers_aanpassen')).toBeInTheDocument();
    expect(row).toHaveTextContent('b@x.nl');
    expect(row).toHaveTextContent('Vastgelegd na de wijziging');
  });
});

describe('the audit more button', () => {
  it('shows more while the count is a multiple of 10', () => {
    expect(showsMore(20)).toBe(true);
    expect(showsMore(25)).toBe(false);
    expect(showsMore(0)).toBe(false);
  });
});
