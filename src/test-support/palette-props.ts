import { vi } from 'vitest';
import type { Lookup } from '../../commands/resolve';
import type { AdminPrincipal } from '../../domain/rights';
import type { CommandPaletteProps } from '../palette/command-palette';

/**
 * The props of a plain palette for `admin` who may see full names: no commands, nothing recent,
 * every callback a spy, a pasted column never checked.
 */
export function paletteProps(admin: AdminPrincipal, lookup: Lookup): CommandPaletteProps {
  return {
    opening: {},
    onClose: vi.fn(),
    commands: [],
    admin,
    entityInView: undefined,
    recent: [],
    fullNames: true,
    lookup,
    checkColumn: async () => null,
    context: {
      admin,
      navigate: vi.fn(),
      call: vi.fn(),
      remove: vi.fn(),
      download: vi.fn(),
      notify: { success: vi.fn(), error: vi.fn() },
    },
    onJump: vi.fn(),
    ticket: [],
    onTicket: vi.fn(),
  };
}
