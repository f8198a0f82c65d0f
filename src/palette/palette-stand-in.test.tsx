// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Lookup, LookupCall } from '../../commands/resolve';
import type { AdminPrincipal } from '../../domain/rights';
import { paletteProps } from '../test-support/palette-props';
import { testQueryClient } from '../test-support/render';
import { CommandPalette } from './command-palette';
import { type EarlyInput, PaletteStandIn } from './palette-stand-in';

const ADMIN: AdminPrincipal = { id: 7, rechten: ['is_superuser'], uitgeverId: null };
const ANNA = { id: 1234567, email: 'anna@school.test', attributes: { first_name: 'Anna' } };

/**
 * The shell's switch (src/palette/palette-context.tsx): 'k' in the field opens the palette, the
 * stand-in until the dialog's code is there.
 */
function Shell({ isLoaded, lookup }: { isLoaded: boolean; lookup: Lookup }) {
  const early = useRef<EarlyInput | null>(null);
  const [isOpen, setOpen] = useState(false);
  const open = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'k') return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <input aria-label="Veld" onKeyDown={open} />
      {isOpen && !isLoaded ? <PaletteStandIn early={early} onClose={() => setOpen(false)} /> : null}
      {isOpen && isLoaded ? (
        <CommandPalette
          {...paletteProps(ADMIN, lookup)}
          early={early.current}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

const client = testQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

const nothing: Lookup = async () => ({ kind: 'notFound' });

/** Opens the palette from the field, as Ctrl-K does from a text field. */
async function openFromField(user: ReturnType<typeof userEvent.setup>) {
  const field = screen.getByLabelText('Veld');
  await user.click(field);
  await user.keyboard('k');
  return field;
}

describe('palette stand-in (decision 426)', () => {
  it('keeps what was pasted before the dialog’s code arrived, and the dialog looks it up at once', async () => {
    const user = userEvent.setup();
    const calls: LookupCall[] = [];
    const lookup: Lookup = async (call) => {
      calls.push(call);
      return call.path === 'accounts/1234567' ? { kind: 'ok', body: ANNA } : { kind: 'notFound' };
    };
    const { rerender } = render(<Shell isLoaded={false} lookup={lookup} />, { wrapper });
    await openFromField(user);
    const standIn = screen.getByRole('combobox');
    expect(standIn).toHaveFocus();
    // A ticket's line breaks become spaces, as in the dialog's own field.
    await user.paste('1234567\n');
    expect(standIn).toHaveValue('1234567 ');

    rerender(<Shell isLoaded lookup={lookup} />);
    const field = screen.getByRole('combobox');
    expect(field).not.toBe(standIn);
    expect(field).toHaveValue('1234567 ');
    expect(field).toHaveFocus();
    // Pasted, so looked up without waiting for typing to pause.
    expect(await screen.findByRole('option', { name: /Anna/ })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('accounts/1234567');
  });

  it('keeps typed keys, and the dialog gives focus back to the field the stand-in was opened from', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Shell isLoaded={false} lookup={nothing} />, { wrapper });
    const field = await openFromField(user);
    await user.keyboard('gebr');
    rerender(<Shell isLoaded lookup={nothing} />);
    expect(screen.getByRole('combobox')).toHaveValue('gebr');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Opdrachtenpalet' })).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('closes on Escape before the dialog arrived and gives focus back to the field it was opened from', async () => {
    const user = userEvent.setup();
    render(<Shell isLoaded={false} lookup={nothing} />);
    const field = await openFromField(user);
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('abc{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Opdrachtenpalet' })).not.toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
  });
});
