// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../api/api-context';
import { renderWithQuery } from '../test-support/render';
import { json, stubApi } from '../test-support/stub-api';
import { csvColumnsOf, ExportButton, type ExportColumn } from './list-export';

type Row = { code: string; first: string; last: string };

const columns: ExportColumn<Row>[] = [
  { id: 'code', header: 'Code', cell: (r) => r.code, csv: 'licenseCode' },
  {
    id: 'name',
    header: 'Naam',
    cell: (r) => `${r.first} ${r.last}`,
    csv: [
      { label: 'Voornaam', field: 'first' },
      { label: 'Achternaam', field: 'last' },
    ],
  },
  { id: 'actions', header: '', cell: () => '✎', csv: false },
];

describe('the export of a list, derived from its columns', () => {
  it('exports each column under its header, splits the ones that say so and leaves out those without', () => {
    expect(csvColumnsOf(columns)).toEqual([
      { label: 'Code', field: 'licenseCode' },
      { label: 'Voornaam', field: 'first' },
      { label: 'Achternaam', field: 'last' },
    ]);
  });

  it('adds a column added to the list to its export', () => {
    const more: ExportColumn<Row>[] = [
      ...columns,
      { id: 'extra', header: 'Extra', cell: () => '', csv: 'x' },
    ];
    expect(csvColumnsOf(more).at(-1)).toEqual({ label: 'Extra', field: 'x' });
  });

  it('starts the server export job with the list filter, sort and the derived csvHeaders', async () => {
    const api = stubApi({ '/api/tlinklicenses': () => json({ id: 1 }, { status: 202 }) });
    renderWithQuery(
      <ApiProvider client={api.client}>
        <ExportButton
          path="tlinklicenses"
          params={{ code: 'AB12' }}
          sort="ASC-licenseCode"
          columns={columns}
        />
      </ApiProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporteren als excel' }));
    expect(await screen.findByText(/Export gestart/)).toBeInTheDocument();
    const request = api.requests[0];
    expect(request?.headers.get('Accept')).toBe('text/csv');
    expect(Object.fromEntries(new URL(request?.url ?? '').searchParams)).toEqual({
      code: 'AB12',
      sort: 'ASC-licenseCode',
      csvHeaders: 'Code=licenseCode|Voornaam=first|Achternaam=last',
    });
  });
});
