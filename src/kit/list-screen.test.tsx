// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ItemRange, ListSource } from '../api/list';
import { renderInRouter } from '../test-support/render-in-router';
import { stubApi } from '../test-support/stub-api';
import type { Column } from './infinite-table';
import { defineListFilters, textFilter } from './list-filters';
import { useListRoute } from './list-route';
import { type IdListOfScreen, ListScreen } from './list-screen';

type Person = { id: number; name: string };
type Search = { q?: string; ids?: string[]; emails?: string[]; sort?: string };

const filters = defineListFilters([textFilter('q', 'Zoek')], { idLists: ['ids', 'emails'] });
const columns: Column<Person>[] = [{ id: 'name', header: 'Naam', cell: (p) => p.name, sortField: 'name' }];

/** A source of two people that records every range asked. */
function peopleSource(requests: ItemRange[]): ListSource<Person> {
  return {
    queryKey: ['people'],
    fetchPage: async (range) => {
      requests.push(range);
      return { items: [{ id: 1, name: 'Anna' }], total: 1 };
    },
  };
}

type Extra = { subtitle?: string; chooseFirst?: string; idList?: IdListOfScreen[] };

/** A list whose URL state is a plain `useState`, so a test sees what the screen writes. */
function PeopleList(props: {
  initial: Search;
  requests: ItemRange[];
  unsortable?: string[];
  extra?: Extra;
  onSearch?: (search: Search) => void;
}) {
  const [search, setSearch] = useState(props.initial);
  const route = {
    useSearch: () => search,
    useNavigate: () => (options: { search: (current: Search) => Search }) => {
      const next = options.search(search);
      props.onSearch?.(next);
      setSearch(next);
    },
  };
  const list = useListRoute(route, filters, 'ASC-id', [], props.unsortable);
  return (
    <ListScreen
      title="Mensen"
      list={list}
      source={peopleSource(props.requests)}
      columns={columns}
      rowKey={(p) => p.id}
      {...props.extra}
    />
  );
}

describe('ListScreen', () => {
  it('shows the subtitle under the title', async () => {
    renderInRouter(
      <PeopleList initial={{}} requests={[]} extra={{ subtitle: '2025-2026 · De Linde' }} />,
      stubApi({}),
    );
    const heading = await screen.findByRole('heading', { name: 'Mensen' });
    expect(heading.parentElement).toHaveTextContent('2025-2026 · De Linde');
  });

  it('asks to choose first instead of drawing the table, and fetches nothing', async () => {
    const requests: ItemRange[] = [];
    renderInRouter(
      <PeopleList initial={{}} requests={requests} extra={{ chooseFirst: 'Kies eerst een uitgever.' }} />,
      stubApi({}),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Kies eerst een uitgever.');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mensen zoeken' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('names the pasted column the URL holds, and shows the whole list again by clearing every kind', async () => {
    const searches: Search[] = [];
    renderInRouter(
      <PeopleList
        initial={{ emails: ['a@example.nl', 'b@example.nl'] }}
        requests={[]}
        onSearch={(search) => searches.push(search)}
        extra={{
          idList: [
            { key: 'ids', noun: 'accountnummers', all: 'Alle mensen tonen' },
            { key: 'emails', noun: 'e-mailadressen', all: 'Alle mensen tonen' },
          ],
        }}
      />,
      stubApi({}),
    );
    expect(await screen.findByText('Alleen de 2 geplakte e-mailadressen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alle mensen tonen' }));
    expect(searches.at(-1)).toEqual({ ids: undefined, emails: undefined });
    expect(screen.queryByText(/geplakte/)).not.toBeInTheDocument();
  });

  it('reads a sort on a field the administrator may not use as the default', async () => {
    const requests: ItemRange[] = [];
    renderInRouter(
      <PeopleList initial={{ sort: 'DESC-name' }} requests={requests} unsortable={['name']} />,
      stubApi({}),
    );
    const header = await screen.findByRole('columnheader', { name: /Naam/ });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(header).not.toHaveAttribute('aria-sort');
  });
});
