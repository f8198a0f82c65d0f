// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tlinkLicence } from '../../domain/test-support/tlink-licence';
import { renderApp } from '../test-support/render-app';
import { administrator, json, stubApi } from '../test-support/stub-api';

const EDITOR = ['tlinklicenties_inzien', 'tlinklicenties_aanpassen'];
const licences = [
  tlinkLicence(1, 'AAAA1111', { licenseState: 'ACTIVE' }),
  tlinkLicence(2, 'BBBB2222', { licenseState: 'ACTIVE' }),
  tlinkLicence(3, 'CCCC3333', { licenseState: 'REVOKED' }),
];

function apiFor(rechten: string[]) {
  const puts: { id: string; body: Record<string, unknown> }[] = [];
  const api = stubApi({
    '/api/administrators/me': () => json(administrator(rechten)),
    '/api/tlinklicenses': () => json(licences, { headers: { 'Content-Range': 'items 0-2/3' } }),
    ...Object.fromEntries(
      licences.map((licence) => [
        `/api/tlinklicenses/${licence.id}`,
        async (_url: URL, request: Request) => {
          const body = (await request.json()) as Record<string, unknown>;
          puts.push({ id: String(licence.id), body });
          if (licence.id === 2)
            return json({ message: 'Einddatum mag niet na einddatum product liggen' }, { status: 400 });
          return json({ ...licence, endDate: body.endDate, licenseState: body.licenseState });
        },
      ]),
    ),
  });
  return { api, puts };
}

const grid = () => screen.findByRole('grid', { name: 'TLinks' });
const rowOf = async (code: string) =>
  (await screen.findByRole('checkbox', { name: `Selecteer TLink ${code}` })).closest('tr') as HTMLElement;

describe('row selection and bulk commands on the TLinks list', () => {
  it('selects by keyboard: Space toggles the focused row, Shift+ArrowDown extends', async () => {
    const user = userEvent.setup();
    renderApp('/tlinks', apiFor(EDITOR).api);
    const first = await rowOf('AAAA1111');
    first.focus();
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('1 van 3 geselecteerd')).toBeInTheDocument();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(await rowOf('BBBB2222')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('2 van 3 geselecteerd')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(await rowOf('BBBB2222')).toHaveAttribute('aria-selected', 'false');
    expect(await grid()).toHaveAttribute('aria-multiselectable', 'true');
  });

  it('refuses a command that a selected row does not allow, and says which row and why', async () => {
    const user = userEvent.setup();
    renderApp('/tlinks', apiFor(EDITOR).api);
    await user.click(await screen.findByRole('checkbox', { name: 'Alle geladen rijen selecteren' }));
    expect(await screen.findByText('3 van 3 geselecteerd')).toBeInTheDocument();
    const revoke = screen.getByRole('button', { name: 'TLinks intrekken' });
    expect(revoke).toHaveAttribute('aria-disabled', 'true');
    await user.click(revoke);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'TLinks intrekken kan niet: 1 van 3 geselecteerde rijen staan het niet toe.',
    );
    expect(alert).toHaveTextContent('TLink CCCC3333 is al beëindigd (Ingetrokken)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('extends the end date row by row and reports each failure with the server message', async () => {
    const user = userEvent.setup();
    const { api, puts } = apiFor(EDITOR);
    renderApp('/tlinks', api);
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer TLink AAAA1111' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer TLink BBBB2222' }));
    await user.click(screen.getByRole('button', { name: 'Einddatum verlengen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einddatum verlengen' });
    await user.type(within(dialog).getByLabelText('Nieuwe einddatum'), '31-07-2028');
    expect(dialog).toHaveTextContent('De einddatum van 2 TLinks wordt 31-07-2028.');
    await user.click(within(dialog).getByRole('button', { name: 'Starten' }));
    expect(await within(dialog).findByText('Klaar: 1 gelukt, 1 mislukt.')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Mislukt' })).toHaveTextContent(
      'TLink BBBB2222: Einddatum mag niet na einddatum product liggen',
    );
    expect(puts.map((put) => [put.id, put.body.endDate, put.body.licenseState])).toEqual(
      expect.arrayContaining([
        ['1', '2028-07-31', 'ACTIVE'],
        ['2', '2028-07-31', 'ACTIVE'],
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    // What failed stays selected, ready to try again.
    await waitFor(() => expect(screen.getByText('1 van 3 geselecteerd')).toBeInTheDocument());
    expect(await rowOf('BBBB2222')).toHaveAttribute('aria-selected', 'true');
  });

  it('exports the selection through the list export job, narrowed to the selected codes', async () => {
    const user = userEvent.setup();
    const { api } = apiFor(['tlinklicenties_inzien']);
    renderApp('/tlinks', api);
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer TLink AAAA1111' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer TLink CCCC3333' }));
    // A viewer may export but change nothing: no state commands in the bar.
    expect(screen.queryByRole('button', { name: 'TLinks intrekken' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Selectie exporteren' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.headers.get('Accept') === 'text/csv')).toBe(true),
    );
    const exported = new URL(
      api.requests.find((request) => request.headers.get('Accept') === 'text/csv')!.url,
    );
    expect(exported.pathname).toBe('/api/tlinklicenses');
    expect(exported.searchParams.get('licenseCodes')).toBe('AAAA1111,CCCC3333');
    expect(exported.searchParams.get('csvHeaders')).toContain('Code=licenseCode');
  });
});
