// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ItemRange, ListPage, ListSource } from '../api/list';
import { renderWithQuery } from '../test-support/render';
import { type Column, InfiniteTable, type RowCommands } from './infinite-table';

type Person = { id: number; name: string };

/** A list source over `count` generated people that records every requested range. */
function peopleSource(count: number, requests: ItemRange[] = []): ListSource<Person> {
  return {
    queryKey: ['people', count],
    fetchPage: async (range): Promise<ListPage<Person>> => {
      requests.push(range);
      const items: Person[] = [];
      for (let id = range.start; id <= Math.min(range.end, count - 1); id++)
        items.push({ id, name: `Persoon ${id}` });
      return { items, total: count };
    },
  };
}

const columns: Column<Person>[] = [
  { id: 'id', header: 'Nummer', cell: (p) => p.id },
  { id: 'name', header: 'Naam', cell: (p) => p.name, sortField: 'name' },
];

function renderTable(
  props: Partial<Parameters<typeof InfiniteTable<Person>>[0]> & { source: ListSource<Person> },
) {
  return renderWithQuery(
    <InfiniteTable<Person>
      label="Mensen"
      columns={columns}
      rowKey={(p) => p.id}
      hasFilters={false}
      {...props}
    />,
  );
}

describe('InfiniteTable', () => {
  it('renders the first page of 100 with the total and an accessible grid', async () => {
    const requests: ItemRange[] = [];
    renderTable({ source: peopleSource(250, requests) });
    expect(await screen.findByText('Persoon 0')).toBeInTheDocument();
    expect(screen.getByText('250 resultaten')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Mensen' });
    expect(grid).toHaveAttribute('aria-rowcount', '251');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nummer', 'Naam']);
    expect(requests).toEqual([{ start: 0, end: 99 }]);
  });

  it('requests the next page once scrolling passes 90 % of the loaded rows', async () => {
    const requests: ItemRange[] = [];
    renderTable({ source: peopleSource(250, requests) });
    await screen.findByText('Persoon 0');
    const body = screen.getByRole('grid').parentElement as HTMLElement;

    body.scrollTop = 2000; // rows visible down to 2652 of 4800 px: not yet
    fireEvent.scroll(body);
    expect(requests).toHaveLength(1);

    body.scrollTop = 3700; // bottom at 4352 px, past 90 %
    fireEvent.scroll(body);
    await waitFor(() =>
      expect(requests).toEqual([
        { start: 0, end: 99 },
        { start: 100, end: 199 },
      ]),
    );
    body.scrollTop = 4600; // into the second page
    fireEvent.scroll(body);
    expect(await screen.findByText('Persoon 105')).toBeInTheDocument();
  });

  it('paints the rows scrolled to within the scroll event itself, so fast scrolling shows no blank rows', async () => {
    renderTable({ source: peopleSource(250) });
    await screen.findByText('Persoon 0');
    const body = screen.getByRole('grid').parentElement as HTMLElement;
    expect(screen.queryByText('Persoon 66')).toBeNull();

    // Delivered as the browser does, outside act: without the virtualiser's flushSync React would
    // paint the new range only after the event (decision 705).
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      body.scrollTop = 3000; // rows 62 to 76 in view
      body.dispatchEvent(new Event('scroll'));
      expect(screen.getByText('Persoon 66')).toBeInTheDocument();
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
  });

  it("says 'Geen gegevens' without filters and 'Geen resultaten' with filters", async () => {
    const first = renderTable({ source: peopleSource(0) });
    expect(await screen.findByText('Geen gegevens')).toBeInTheDocument();
    expect(screen.getByText('0 resultaten')).toBeInTheDocument();
    first.unmount();
    renderTable({ source: peopleSource(0), hasFilters: true });
    expect(await screen.findByText('Geen resultaten')).toBeInTheDocument();
  });

  it('opens a row on click and on Enter, and moves focus with the arrow keys', async () => {
    const opened: number[] = [];
    const user = userEvent.setup();
    renderTable({ source: peopleSource(5), onRowClick: (p) => opened.push(p.id) });
    await user.click(await screen.findByText('Persoon 2'));
    expect(opened).toEqual([2]);

    const rowOf = (name: string) => screen.getByText(name).closest('tr');
    expect(rowOf('Persoon 2')).toHaveFocus();
    expect(rowOf('Persoon 2')).toHaveAttribute('tabindex', '0');
    expect(rowOf('Persoon 0')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(rowOf('Persoon 3')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(opened).toEqual([2, 3]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(rowOf('Persoon 1')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(opened).toEqual([2, 3, 1]);
  });

  it("runs a command's key on the focused row only, never while typing in a field or with a modifier", async () => {
    const ran: string[] = [];
    const user = userEvent.setup();
    const rowCommands: RowCommands<Person> = {
      column: { id: 'acties', header: 'Acties', cell: () => null, csv: false },
      onKey: (key, p) => {
        if (key !== 'e') return false;
        ran.push(`${key}:${p.id}`);
        return true;
      },
    };
    renderWithQuery(
      <>
        <input aria-label="Zoeken" />
        <InfiniteTable<Person>
          label="Mensen"
          source={peopleSource(5)}
          columns={columns}
          rowKey={(p) => p.id}
          hasFilters={false}
          rowCommands={rowCommands}
        />
      </>,
    );
    const rowOf = (name: string) => screen.getByText(name).closest('tr');
    expect(await screen.findByRole('columnheader', { name: 'Acties' })).toBeInTheDocument();
    await user.click(await screen.findByText('Persoon 1'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(rowOf('Persoon 2')).toHaveFocus());
    await user.keyboard('e');
    expect(ran).toEqual(['e:2']);
    await user.keyboard('{Control>}e{/Control}x');
    expect(ran).toEqual(['e:2']);

    await user.click(screen.getByRole('textbox', { name: 'Zoeken' }));
    await user.keyboard('eee');
    expect(ran).toEqual(['e:2']);
  });

  it('keeps row actions out of the Tab order and reaches them with ArrowRight / ArrowLeft', async () => {
    const opened: number[] = [];
    const acted: number[] = [];
    const user = userEvent.setup();
    const withAction: Column<Person>[] = [
      ...columns,
      {
        id: 'action',
        header: '',
        cell: (p) => (
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              acted.push(p.id);
            }}
          >
            {`Actie ${p.id}`}
          </button>
        ),
      },
    ];
    renderTable({ source: peopleSource(5), columns: withAction, onRowClick: (p) => opened.push(p.id) });
    const action = await screen.findByRole('button', { name: 'Actie 0' });
    await waitFor(() => expect(action).toHaveAttribute('tabindex', '-1'));

    // One Tab stop for the whole list: Tab reaches the first row, and the next Tab leaves the grid.
    const row = action.closest('tr');
    for (let i = 0; i < 5 && document.activeElement !== row; i++) await user.tab();
    expect(row).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('grid').contains(document.activeElement)).toBe(false);

    await user.tab({ shift: true });
    expect(row).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(action).toHaveFocus();
    // Enter on the action runs the action, not the row.
    await user.keyboard('{Enter}');
    expect(acted).toEqual([0]);
    expect(opened).toEqual([]);
    await user.keyboard('{ArrowLeft}');
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual([0]);
  });

  it('toggles the sort from a header by click and by Enter', async () => {
    const sorts: string[] = [];
    const user = userEvent.setup();
    const view = renderTable({
      source: peopleSource(3),
      sort: 'DESC-updatedAt',
      onSortChange: (s) => sorts.push(s),
    });
    const header = await screen.findByRole('button', { name: /Naam/ });
    await user.click(header);
    expect(sorts).toEqual(['ASC-name']);
    view.unmount();

    renderTable({ source: peopleSource(3), sort: 'ASC-name', onSortChange: (s) => sorts.push(s) });
    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'ascending');
    screen.getByRole('button', { name: /Naam/ }).focus();
    await user.keyboard('{Enter}');
    expect(sorts).toEqual(['ASC-name', 'DESC-name']);
  });

  it('shows a toast when the list cannot be fetched', async () => {
    renderTable({
      source: { queryKey: ['broken'], fetchPage: () => Promise.reject(new Error('server onbereikbaar')) },
    });
    const text = 'Probleem tijdens het ophalen: server onbereikbaar.';
    // The table's own line, and the toast in its live region.
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('cuts long text with the whole text as its tooltip and puts number columns at the end', async () => {
    const wide: Column<Person>[] = [
      { id: 'id', header: 'Nummer', cell: (p) => p.id, align: 'end', width: '5rem' },
      { id: 'name', header: 'Naam', cell: (p) => `${p.name} van de Openbare Basisschool De Linde` },
      { id: 'badge', header: 'Soort', cell: (p) => <b>{p.name}</b>, text: (p) => `soort ${p.id}` },
    ];
    renderTable({ source: peopleSource(1), columns: wide });
    const name = await screen.findByText('Persoon 0 van de Openbare Basisschool De Linde');
    expect(name).toHaveAttribute('title', 'Persoon 0 van de Openbare Basisschool De Linde');
    expect(name).toHaveClass('truncate');
    expect(screen.getByText('Persoon 0', { selector: 'b' }).closest('td')).toHaveAttribute(
      'title',
      'soort 0',
    );
    const number = screen.getByText('0', { selector: 'td' });
    expect(number).toHaveClass('text-right');
    expect(screen.getByRole('columnheader', { name: 'Nummer' })).toHaveClass('justify-end');
    expect(
      screen.getByRole('columnheader', { name: 'Nummer' }).parentElement?.style.gridTemplateColumns,
    ).toMatch(/^max\(5rem, calc\([\d.]+em \+ 1rem\)\) minmax\(/);
  });

  it('draws the header and every row 48 px high in a table 700 px high by default (spec 000 §9)', async () => {
    renderTable({ source: peopleSource(250) });
    const row = (await screen.findByText('Persoon 0')).closest('tr') as HTMLElement;
    expect(row.style.height).toBe('48px');
    const grid = screen.getByRole('grid', { name: 'Mensen' });
    const header = within(grid).getAllByRole('columnheader')[0]!.closest('tr') as HTMLElement;
    expect(header.style.height).toBe('48px');
    expect((grid.parentElement as HTMLElement).style.height).toBe('700px');
  });
});
