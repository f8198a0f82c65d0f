// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SchoolContractRow } from '../../../domain/schemas/contract';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

const contract: SchoolContractRow = {
  id: 5,
  contractReferenceId: 'SJC000123',
  schoolyearName: '2025-2026',
  endDate: null,
  schoolId: 21,
  schoolName: 'Basisschool De Linde',
  schoolEsn: 'ESN-21',
  schoolBrin: '12AB',
  subjectId: 8,
  subjectTitle: 'Rekenen',
  subjectEan: '9789000000080',
  distributorId: null,
  distributorName: null,
  grades: [3, 4],
  specifiedAmount: 40,
};

function api() {
  return signedInApi(administrator(['schooljaarvakcontracten_inzien']), {
    '/api/schoolcontracts': () => listPage([contract]),
    '/api/contractbalances': () => listPage([]),
    '/api/organisations/21': () => json({ id: 21, name: 'Basisschool De Linde' }),
  });
}

describe('/schoolcontracts', () => {
  it("opens a row's balance from the row, on its contract, school and year", async () => {
    const { router } = renderApp('/schoolcontracts?schooljaar=current', api());
    const grid = await screen.findByRole('grid', { name: 'Schoolcontracten' }, { timeout: 20_000 });
    fireEvent.click(await within(grid).findByText('Rekenen'));
    expect(await screen.findByRole('heading', { name: 'Contractbalans' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contractbalances');
    expect(router.state.matches.at(-1)?.search).toEqual({
      contractReferenceId: 'SJC000123',
      schoolId: 21,
      schoolyearName: '2025-2026',
    });
  });

  it("offers a row's balance and specifications as its commands, with its contract, school and year as the lists' own filters", async () => {
    renderApp('/schoolcontracts', api());
    const grid = await screen.findByRole('grid', { name: 'Schoolcontracten' }, { timeout: 20_000 });
    const row = (await within(grid).findByText('Basisschool De Linde')).closest('tr')!;
    const commands = within(row).getByRole('group', { name: 'Acties voor SJC000123' });
    // Plain text as the lists' search schemas read it: no JSON quotes around the year.
    const query = '?contractReferenceId=SJC000123&schoolId=21&schoolyearName=2025-2026';
    expect(within(commands).getByRole('link', { name: 'Contractbalans: SJC000123' })).toHaveAttribute(
      'href',
      `/contractbalances${query}`,
    );
    expect(within(commands).getByRole('link', { name: 'Contractspecificaties: SJC000123' })).toHaveAttribute(
      'href',
      `/contractspecifications${query}`,
    );
  });

  it("runs a command's key on the focused row: 's' opens its specifications", async () => {
    const { router } = renderApp('/schoolcontracts', api());
    const grid = await screen.findByRole('grid', { name: 'Schoolcontracten' }, { timeout: 20_000 });
    const row = (await within(grid).findByText('Basisschool De Linde')).closest('tr')!;
    row.focus();
    await userEvent.setup().keyboard('s');
    expect(await screen.findByRole('heading', { name: 'Contractspecificaties' })).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.search).toMatchObject({
      contractReferenceId: 'SJC000123',
      schoolId: 21,
      schoolyearName: '2025-2026',
    });
  });
});
