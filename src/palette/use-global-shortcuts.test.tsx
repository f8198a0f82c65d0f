// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Command } from '../../commands/command';
import { CHORD_TIMEOUT_MS } from '../../commands/shortcuts';
import { useGlobalShortcuts } from './use-global-shortcuts';

const command = (id: string, shortcut: string): Command => ({
  id,
  title: id,
  keywords: { nl: [], en: [] },
  group: 'Navigatie',
  access: {},
  shortcut,
  target: { kind: 'route', link: { to: '/home' } },
});
const COMMANDS = [
  command('accounts', 'g a'),
  command('tlinks', 'g t'),
  command('edit', 'e'),
  command('sheet', '?'),
];

let ran: string[] = [];
let isSuspended = false;

function Keys({
  children,
  commands = COMMANDS,
  isRegistryLoaded = true,
}: {
  children?: ReactNode;
  commands?: Command[];
  isRegistryLoaded?: boolean;
}) {
  useGlobalShortcuts({
    commands,
    isRegistryLoaded,
    isSuspended: () => isSuspended,
    onPaletteKey: () => ran.push('palette'),
    onCommand: (c) => ran.push(c.id),
  });
  return <>{children}</>;
}

/** Renders the keys (with `children` around them) and a user who types; every test starts so. */
function renderKeys(ui: ReactNode = <Keys />) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}

beforeEach(() => {
  ran = [];
  isSuspended = false;
});
afterEach(() => vi.useRealTimers());

describe('the console’s global keys', () => {
  it('runs a chord typed before the command registry arrived once it is there (decision 427)', async () => {
    const { user, rerender } = renderKeys(<Keys commands={[]} isRegistryLoaded={false} />);
    await user.keyboard('ga');
    expect(ran).toEqual([]);
    rerender(<Keys />);
    expect(ran).toEqual(['accounts']);
    await user.keyboard('gt');
    expect(ran).toEqual(['accounts', 'tlinks']);
  });

  it('forgets a chord begun before the registry when Ctrl-K follows it', async () => {
    const { user, rerender } = renderKeys(<Keys commands={[]} isRegistryLoaded={false} />);
    await user.keyboard('g{Control>}k{/Control}a');
    rerender(<Keys />);
    expect(ran).toEqual(['palette']);
  });

  it('opens the palette with Ctrl-K and Cmd-K inside a text field, before the field’s own key handler', async () => {
    const fieldKeys: string[] = [];
    const { user } = renderKeys(
      <Keys>
        <input aria-label="Zoeken" onKeyDown={(event) => fieldKeys.push(event.key)} />
      </Keys>,
    );
    await user.click(screen.getByLabelText('Zoeken'));
    await user.keyboard('{Control>}k{/Control}{Meta>}k{/Meta}');
    expect(ran).toEqual(['palette', 'palette']);
    expect(fieldKeys).not.toContain('k');
    expect(screen.getByLabelText('Zoeken')).toHaveValue('');
  });

  it('runs chords, e and ? outside fields, and none of them while typing in a field', async () => {
    const { user } = renderKeys(
      <Keys>
        <input aria-label="Naam" />
        <textarea aria-label="Opmerking" />
        <p contentEditable suppressContentEditableWarning>
          Rijke tekst
        </p>
      </Keys>,
    );
    for (const label of ['Naam', 'Opmerking']) {
      await user.click(screen.getByLabelText(label));
      await user.keyboard('g a e ?');
      expect(screen.getByLabelText(label)).toHaveValue('g a e ?');
    }
    await user.click(screen.getByText('Rijke tekst'));
    await user.keyboard('gae?');
    expect(ran).toEqual([]);

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('ga');
    await user.keyboard('e');
    await user.keyboard('?');
    expect(ran).toEqual(['accounts', 'edit', 'sheet']);
  });

  it('takes a chord typed with the first key still held, and a broken chord starts over', async () => {
    const { user } = renderKeys();
    await user.keyboard('{g>}a{/g}');
    await user.keyboard('gxgt');
    expect(ran).toEqual(['accounts', 'tlinks']);
  });

  it('reads Shift+letter as another key: Shift+G, Shift+A is no chord', async () => {
    const { user } = renderKeys();
    await user.keyboard('{Shift>}ga{/Shift}{Shift>}e{/Shift}');
    expect(ran).toEqual([]);
  });

  it('lets a chord time out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = renderKeys();
    await user.keyboard('g');
    vi.setSystemTime(Date.now() + CHORD_TIMEOUT_MS + 1);
    await user.keyboard('a');
    expect(ran).toEqual([]);
    await user.keyboard('ga');
    expect(ran).toEqual(['accounts']);
  });

  it('leaves a key to the component that handled it (prevented its default)', async () => {
    const { user } = renderKeys(
      <Keys>
        <button type="button" onKeyDown={(event) => event.preventDefault()}>
          Menu
        </button>
        <button type="button">Knop</button>
      </Keys>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('e');
    expect(ran).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Knop' }));
    await user.keyboard('e');
    expect(ran).toEqual(['edit']);
  });

  it('listens only to Ctrl-K inside a dialog or while the palette is open', async () => {
    const { user, rerender } = renderKeys(
      <Keys>
        <div role="dialog" aria-label="Vraag">
          <button type="button">Nee</button>
        </div>
      </Keys>,
    );
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    await user.keyboard('ga?e');
    expect(ran).toEqual([]);

    rerender(
      <Keys>
        <button type="button">Buiten</button>
      </Keys>,
    );
    isSuspended = true;
    await user.click(screen.getByRole('button', { name: 'Buiten' }));
    await user.keyboard('ga?e');
    await user.keyboard('{Control>}k{/Control}');
    expect(ran).toEqual(['palette']);
  });

  it('uses the keys in a read-only field, which takes no text', async () => {
    const { user } = renderKeys(
      <Keys>
        <textarea aria-label="Codes" readOnly defaultValue="ABC" />
      </Keys>,
    );
    await user.click(screen.getByLabelText('Codes'));
    await user.keyboard('gt');
    expect(ran).toEqual(['tlinks']);
  });

  it('binds each key once when the live commands change (a new entity in view)', async () => {
    const { user, rerender } = renderKeys(<Keys />);
    rerender(<Keys commands={[...COMMANDS, command('product', 'g p')]} />);
    rerender(<Keys commands={[command('product', 'g p')]} />);
    await user.keyboard('{Control>}k{/Control}gpga');
    expect(ran).toEqual(['palette', 'product']);
  });
});
