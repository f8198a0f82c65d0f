import { useEffect, useRef } from 'react';
import type { AccountIntent } from '../../../commands/accounts';

/**
 * Runs a command's one-shot action once when the URL carries it, after clearing it from the URL
 * (replace), so a reload or the back button does not run it again.
 */
export function useAccountIntent(
  current: AccountIntent | undefined,
  handlers: Partial<Record<AccountIntent, () => void>>,
  clear: () => void,
): void {
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!current || handled.current === current) return;
    handled.current = current;
    clear();
    handlers[current]?.();
  }, [current, handlers, clear]);
}
