import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CheckColumn } from '../../commands/column';
import { useApi } from '../api/api-context';
import { clientLookup } from './client-lookup';
import { CommandPalette, type CommandPaletteProps } from './command-palette';

/**
 * The palette's dialog as the shell loads it, right after the first paint (decision 426): cmdk,
 * the result groups, the argument pages and the identifier resolution come with it.
 */
export function PaletteDialog(props: Omit<CommandPaletteProps, 'lookup' | 'checkColumn'>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const lookup = useMemo(() => clientLookup(api, queryClient), [api, queryClient]);
  // A pasted column is rare: its lists' API modules load when one is checked, not with the dialog.
  const checkColumn = useMemo<CheckColumn>(
    () => async (column) => (await import('./column-list')).columnListCheck(api, queryClient)(column),
    [api, queryClient],
  );
  return <CommandPalette {...props} lookup={lookup} checkColumn={checkColumn} />;
}

/** The command registry loads with the dialog: the global keys' chords work once it is there (decision 427). */
export { COMMANDS } from '../../commands/catalog';
