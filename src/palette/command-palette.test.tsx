// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckColumn, Column } from '../../commands/column';
import type { ActionContext, Command, EntityRef } from '../../commands/command';
import type { RecentEntity } from '../../commands/recent';
import type { Lookup, LookupCall } from '../../commands/resolve';
import type { TicketItem } from '../../commands/ticket';
import type { AdminPrincipal } from '../../domain/rights';
import { renderWithQuery } from '../test-support/render';
import { CommandPalette, type PaletteOpening } from './command-palette';

const ADMIN: AdminPrincipal = { id: 7, rechten: ['is_superuser'], uitgeverId: null };
const ANNA = {
  id: 1234567,
  email: 'anna@school.test',
  attributes: { first_name: 'Anna', tussenvoegsels: 'de', family_name: 'Vries' },
};
const ACCOUNT: EntityRef = { kind: 'account', id: '5', label: 'Bram (5)' };

const revoke = vi.fn();
const COMMANDS: Command[] = [
  {
    id: 'test:edit-account',
    title: 'Account bewerken',
    keywords: { nl: [], en: ['edit'] },
    group: 'Acties',
    access: { right: 'gebruikers_aanpassen' },
    scope: 'account',
    target: {
      kind: 'route',
      link: (entity) => ({ to: '/accounts/$id/edit', params: { id: Number(entity.id) } }),
    },
  },
  {
    id: 'test:revoke',
    title: 'Licentie intrekken',
    keywords: { nl: [], en: ['revoke'] },
    group: 'Acties',
    access: {},
    target: {
      kind: 'action',
      args: [
        {
          name: 'code',
          label: 'TLink-code',
          validate: (v) => (/^[A-Z0-9]{8}$/.test(v) ? null : 'Acht tekens'),
        },
        { name: 'reden', label: 'Reden' },
      ],
      confirm: () => 'De licentie wordt ingetrokken.',
      run: (_context, input) => revoke(input),
    },
  },
  {
    id: 'nav:/accounts',
    title: 'Gebruikers',
    keywords: { nl: [], en: ['users'] },
    group: 'Navigatie',
    access: {},
    shortcut: 'g a',
    target: { kind: 'route', link: { to: '/accounts' } },
  },
];

/** A hand-written lookup: the account exists, nothing else; calls are recorded, answers can wait. */
function fakeLookup(options: { gate?: Promise<void> } = {}) {
  const calls: LookupCall[] = [];
  const lookup: Lookup = async (call) => {
    calls.push(call);
    await options.gate;
    if (call.path === 'accounts/1234567') return { kind: 'ok', body: ANNA };
    // Only the look-alike list call knows 22275UYK; the typed 2227SUYK does not exist.
    if (call.params?.licenseCodes?.split(',').includes('22275UYK'))
      return { kind: 'ok', body: [{ id: 9, licenseCode: '22275UYK', licenseState: 'ACTIVE' }] };
    return call.list ? { kind: 'ok', body: [] } : { kind: 'notFound' };
  };
  return { calls, lookup };
}

function renderPalette(
  options: {
    entity?: EntityRef;
    lookup?: Lookup;
    checkColumn?: CheckColumn;
    opening?: PaletteOpening;
    recent?: RecentEntity[];
    ticket?: TicketItem[];
  } = {},
) {
  const navigate = vi.fn<ActionContext['navigate']>();
  const onClose = vi.fn();
  const onJump = vi.fn();
  const onTicket = vi.fn();
  const lookup = options.lookup ?? fakeLookup().lookup;
  const palette = (entity: EntityRef | undefined) => (
    <CommandPalette
      opening={options.opening ?? {}}
      onClose={onClose}
      commands={COMMANDS}
      admin={ADMIN}
      entityInView={entity}
      recent={options.recent ?? []}
      fullNames
      lookup={lookup}
      checkColumn={options.checkColumn ?? (async () => null)}
      context={{
        admin: ADMIN,
        navigate,
        call: vi.fn(),
        remove: vi.fn(),
        download: vi.fn(),
        notify: { success: vi.fn(), error: vi.fn() },
      }}
      onJump={onJump}
      ticket={options.ticket ?? []}
      onTicket={onTicket}
    />
  );
  const view = renderWithQuery(palette(options.entity));
  // The shell's entity in view changes while the palette stays open (a screen that loads after Ctrl-K).
  const showInView = (entity: EntityRef | undefined) => view.rerender(palette(entity));
  return { ...view, showInView, navigate, onClose, onJump, onTicket, input: screen.getByRole('combobox') };
}

describe('command palette', () => {
  it('puts the entity in view first under a scope chip, and Backspace on an empty input leaves it', async () => {
    const user = userEvent.setup();
    const { input, navigate } = renderPalette({ entity: ACCOUNT });
    expect(screen.getByText('Account: Bram (5)')).toBeInTheDocument();
    const [first] = screen.getAllByRole('group');
    expect(first).toHaveAccessibleName('Dit item');
    expect(within(first!).getByRole('option', { name: 'Account bewerken' })).toBeInTheDocument();

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(navigate).toHaveBeenCalledWith({ to: '/accounts/$id/edit', params: { id: 5 } }, { newTab: true });

    await user.type(input, 'x{Backspace}');
    expect(screen.getByText('Account: Bram (5)')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(screen.queryByText('Account: Bram (5)')).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Account bewerken' })).not.toBeInTheDocument();
  });

  it('takes the entity in view that arrives while it is open (Ctrl-K pressed before the screen loaded), until the user leaves the scope', async () => {
    const user = userEvent.setup();
    const { showInView, input } = renderPalette();
    expect(screen.queryByRole('option', { name: 'Account bewerken' })).not.toBeInTheDocument();
    showInView(ACCOUNT);
    expect(await screen.findByText('Account: Bram (5)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Account bewerken' })).toBeInTheDocument();
    // Backspace on the empty input leaves the scope; the same entity still in view does not bring it back.
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(screen.queryByText('Account: Bram (5)')).not.toBeInTheDocument();
    showInView({ ...ACCOUNT });
    expect(screen.queryByText('Account: Bram (5)')).not.toBeInTheDocument();
  });

  it('announces the number of results politely', async () => {
    const user = userEvent.setup();
    const { input } = renderPalette();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('2 resultaten');
    await user.type(input, 'gebruik');
    await waitFor(() => expect(live).toHaveTextContent('1 resultaat'));
    await user.type(input, 'qqq');
    await waitFor(() => expect(live).toHaveTextContent('0 resultaten'));
    expect(screen.getByText('Geen resultaten')).toBeInTheDocument();
  });

  it('asks for each argument on a page of its own, goes back with Backspace, and confirms', async () => {
    const user = userEvent.setup();
    revoke.mockClear();
    const { input, onClose } = renderPalette();
    await user.type(input, 'intrekken');
    await user.keyboard('{Enter}');
    expect(screen.getByText('TLink-code (1/2)')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Vul een waarde in.');
    await user.type(input, 'kort{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Acht tekens');
    await user.clear(input);
    await user.type(input, 'KMN4P7QX{Enter}');
    expect(screen.getByText('Reden (2/2)')).toBeInTheDocument();

    await user.keyboard('{Backspace}');
    expect(screen.getByText('TLink-code (1/2)')).toBeInTheDocument();
    expect(input).toHaveValue('KMN4P7QX');
    await user.keyboard('{Enter}');
    await user.type(input, 'Dubbel besteld{Enter}');

    expect(screen.getByText('Weet je het zeker?')).toBeInTheDocument();
    expect(screen.getByText('De licentie wordt ingetrokken.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Reden (2/2)')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: 'Ja, doorgaan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(revoke).toHaveBeenCalledWith({ args: { code: 'KMN4P7QX', reden: 'Dubbel besteld' } });
  });

  it('finds a pasted account id at once and jumps on an Enter pressed before the answer came', async () => {
    const user = userEvent.setup();
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { calls, lookup } = fakeLookup({ gate });
    const { input, onJump } = renderPalette({ lookup });
    await user.click(input);
    await user.paste('1234567');
    expect(screen.getByText('Zoeken…')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onJump).not.toHaveBeenCalled();
    await waitFor(() => expect(calls).toEqual([{ path: 'accounts/1234567', list: false }]));
    await act(async () => open());
    await waitFor(() =>
      expect(onJump).toHaveBeenCalledWith(
        {
          entity: { kind: 'account', id: '1234567', label: 'Anna de Vries (1234567)' },
          link: { to: '/accounts/$id/extended-view', params: { id: 1234567 } },
        },
        false,
      ),
    );
  });

  it('keeps a pasted ticket: what it found becomes the ticket, which opens on its next unopened item', async () => {
    const user = userEvent.setup();
    const { input, onTicket } = renderPalette();
    await user.click(input);
    await user.paste('Hoi,\nmijn account is 1234567 en code 2227SUYK doet het niet.\nGroet');
    await waitFor(() =>
      expect(onTicket).toHaveBeenCalledWith([
        expect.objectContaining({ summary: 'Anna de Vries · anna@school.test' }),
      ]),
    );
  });

  it('walks through the ticket group by Enter, marks what was opened, and clears it', async () => {
    const user = userEvent.setup();
    const item = (id: string, opened: boolean): TicketItem => ({
      entity: { kind: 'account', id, label: `Account ${id}` },
      link: { to: '/accounts/$id/extended-view', params: { id: Number(id) } },
      summary: `Account ${id}`,
      opened,
    });
    const { onJump, onTicket } = renderPalette({ ticket: [item('11', true), item('22', false)] });
    const group = screen.getByRole('group', { name: 'Ticket' });
    expect(within(group).getByRole('option', { name: /Account 11\s*geopend/ })).toBeInTheDocument();
    expect(within(group).getByRole('option', { name: /Account 22$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(onJump).toHaveBeenCalledWith(expect.objectContaining({ entity: item('22', false).entity }), false);
    await user.click(within(group).getByRole('option', { name: 'Ticket wissen' }));
    expect(onTicket).toHaveBeenCalledWith([]);
  });

  it('opens a pasted column of codes as one list and says which were not found, checked once as a column', async () => {
    const user = userEvent.setup();
    const { calls, lookup } = fakeLookup();
    const checked: Column[] = [];
    const checkColumn: CheckColumn = async (column) => {
      checked.push(column);
      return ['ZX4P7KMN'];
    };
    const { input, navigate, onClose } = renderPalette({ lookup, checkColumn });
    await user.click(input);
    await user.paste('AB12CD34\nzx4p-7kmn\n22275UYK');
    const open = await screen.findByRole('option', { name: 'Open als lijst: 3 × TLink-code' });
    expect(await screen.findByText('2 gevonden, 1 niet gevonden: ZX4P7KMN.')).toBeInTheDocument();
    expect(checked.map((column) => column.values)).toEqual([['AB12CD34', 'ZX4P7KMN', '22275UYK']]);
    expect(calls).toEqual([]);
    expect(open).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith(
      { to: '/tlinks', search: { licenseCodes: ['AB12CD34', 'ZX4P7KMN', '22275UYK'] } },
      { newTab: false },
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('checks a column typed by hand once the typing stops, not once per keystroke', async () => {
    const user = userEvent.setup();
    const checked: Column[] = [];
    const checkColumn: CheckColumn = async (column) => {
      checked.push(column);
      return [];
    };
    const { input } = renderPalette({ checkColumn });
    await user.click(input);
    await user.type(input, 'AB12CD34 ZX4P7KMN 22275UYK');
    expect(await screen.findByText('Alle 3 gevonden.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(checked.map((column) => column.values)).toEqual([['AB12CD34', 'ZX4P7KMN', '22275UYK']]);
  });

  it('offers a look-alike as "Bedoelde je", opened only once chosen with the arrows', async () => {
    const user = userEvent.setup();
    const { input, onJump } = renderPalette();
    await user.click(input);
    await user.paste('2227SUYK');
    expect(await screen.findByText('Geen TLink met code 2227SUYK gevonden')).toBeInTheDocument();
    const option = await screen.findByRole('option', { name: /Bedoelde je\s*22275UYK/ });
    expect(option).toHaveTextContent('5 in plaats van S');
    await user.keyboard('{Enter}');
    expect(onJump).not.toHaveBeenCalled();
    expect(screen.getByText('Kies een suggestie met de pijltjes en druk dan op Enter.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onJump).toHaveBeenCalledWith(
      expect.objectContaining({ link: { to: '/tlinks/code/$code', params: { code: '22275UYK' } } }),
      false,
    );
  });

  it('waits for typing to pause, says what was not found, and Tab puts a found entity in scope', async () => {
    const user = userEvent.setup();
    const { calls, lookup } = fakeLookup();
    const { input } = renderPalette({ lookup });
    await user.type(input, 'ABCD2345');
    expect(await screen.findByText('Geen TLink met code ABCD2345 gevonden')).toBeInTheDocument();
    // One lookup for the settled text (and one for its look-alikes), none for the seven prefixes.
    expect(calls.map((c) => c.params?.licenseCode ?? Object.keys(c.params ?? {})[0])).toEqual([
      'ABCD2345',
      'licenseCodes',
    ]);

    await user.clear(input);
    await user.type(input, '9789006141776');
    expect(await screen.findByText('EAN 9789006141776: Controlecijfer klopt niet')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '1234567');
    const found = await screen.findByRole('option', { name: /Anna de Vries · anna@school.test/ });
    expect(found).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Tab}');
    expect(screen.getByText('Account: Anna de Vries (1234567)')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Account bewerken' })).toBeInTheDocument();
  });

  it('lists recent entities and closes on Escape', async () => {
    const user = userEvent.setup();
    const recent = [
      {
        entity: { kind: 'tlink', id: '88', label: 'KMN4P7QX' },
        link: { to: '/tlinks/code/$code', params: { code: 'KMN4P7QX' } },
      },
    ] as const;
    const { onClose, onJump } = renderPalette({ recent: [...recent] });
    const option = screen.getByRole('option', { name: /KMN4P7QX/ });
    await user.click(option);
    expect(onJump).toHaveBeenCalledWith(recent[0], false);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
