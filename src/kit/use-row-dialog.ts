import { useState } from 'react';
import { mayRun } from '../../commands/available';
import type { Command, EntityRef } from '../../commands/command';
import { useCurrentPrincipal } from '../api/administrators';
import type { ListSource } from '../api/list';
import { useListRows } from './list-query';
import { useActie } from './use-actie';

/**
 * The row a row command's dialog is open for (decision 510): the command (`rowDialogCommand`,
 * commands/row-action.ts) opens the list's `?actie=` with the row's id in `rij`; this runs it once
 * and finds the row among the list's loaded rows (the table's own query, no second call). A row this
 * administrator may not run the command on opens nothing, as its button is not there either.
 */
export function useRowDialog<T extends { id: number }, A extends string>(
  source: ListSource<T>,
  search: { actie?: A | undefined; rij?: number | undefined },
  opens: { actie: A; command: Command; entityOf: (row: T) => EntityRef },
): { row: T | null; close: () => void } {
  const admin = useCurrentPrincipal();
  const [id, setId] = useState<number | null>(null);
  const handlers: Partial<Record<A, () => void>> = {};
  handlers[opens.actie] = () => setId(search.rij ?? null);
  useActie(search.actie, handlers);
  const { rows } = useListRows(source);
  const found = id === null ? undefined : rows.find((row) => row.id === id);
  const row = found && mayRun(opens.command, admin, opens.entityOf(found)) ? found : null;
  return { row, close: () => setId(null) };
}
