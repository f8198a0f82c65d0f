// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';
import { GROUPS_SAVED, GROUPS_TITLE } from './po-groups-dialog';

const licence = (id: number, groups: number[]) => ({
  id,
  product: { id: 4, title: 'Rekenrijk', ean: '9789000000017', toString: 'Rekenrijk (9789000000017)' },
  basispoortId: `BP${id}`,
  eckId: null,
  groups,
  organisation: { id: 12, toString: 'De Linde' },
  startDate: '2024-08-01',
  endDate: '2025-07-31',
  referenceId: `PO-${id}`,
  createdAt: '2024-08-01T10:00:00.000Z',
  updatedAt: '2024-08-01T10:00:00.000Z',
});

function apiFor(rechten: string[]) {
  const rows = [licence(1, [3]), licence(2, [5, 6])];
  return signedInApi(administrator(rechten), {
    '/api/policenses': () => listPage(rows),
    '/api/policenses/actions/adjustGroups': async (_url, request) => {
      const body = (await request.json()) as { id: number; groepen: string };
      const row = rows.find((candidate) => candidate.id === body.id)!;
      row.groups = body.groepen.split(',').map(Number);
      return json(row);
    },
  });
}

const rowOf = async (reference: string) =>
  within((await screen.findAllByText(reference, {}, { timeout: 20_000 }))[0]!.closest('tr')!);

describe("/policenties row command 'Groepen aanpassen' (issue 20 item 2)", () => {
  it('opens the groups of that row, keeps the filters, saves and refreshes only the PO lists', async () => {
    const api = apiFor(['policenties_inzien', 'policenties_groepen_aanpassen']);
    const { router } = renderApp('/policenties?group=5', api);
    const row = await rowOf('PO-2');
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Groepen aanpassen: PO-2 van Rekenrijk' }));
    const dialog = within(await screen.findByRole('dialog', { name: GROUPS_TITLE }));
    const groups = dialog.getByRole('textbox', { name: /Groepen/ });
    expect(groups).toHaveValue('5,6');
    await waitFor(() => expect(router.state.location.search).toEqual({ group: '5' }));
    const listCalls = () => api.requests.filter((request) => request.method === 'GET').length;
    const before = listCalls();
    await user.clear(groups);
    await user.type(groups, '7');
    await user.click(dialog.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(GROUPS_SAVED, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: GROUPS_TITLE })).toBeNull());
    // The write refreshed the PO list on screen, and nothing else (no second refresh by the screen).
    await waitFor(() => expect(row.getByText('7')).toBeInTheDocument());
    const after = api.requests.filter((request) => request.method === 'GET').slice(before);
    expect(after.map((request) => new URL(request.url).pathname)).toEqual(['/api/policenses']);
    expect(listCalls() - before).toBe(1);
  });

  it('is not offered, nor opened from the URL, without policenties_groepen_aanpassen', async () => {
    renderApp('/policenties?actie=groepen&rij=2', apiFor(['policenties_inzien']));
    const row = await rowOf('PO-2');
    expect(row.queryByRole('button', { name: /Groepen aanpassen/ })).toBeNull();
    expect(screen.queryByRole('dialog', { name: GROUPS_TITLE })).toBeNull();
  });
});
