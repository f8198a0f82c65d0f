import { useEffect, useRef } from 'react';
import { ACCOUNT_INTENTS, type AccountIntent } from '../../../commands/accounts';

/** Reads the `actie` search param of a command (commands/accounts.ts); anything else is dropped. */
export function intentOf(raw: Record<string, unknown>): AccountIntent | undefined {
  const value = raw.actie;
  return typeof value === 'string' && (ACCOUNT_INTENTS as readonly string[]).includes(value)
    ? (value as AccountIntent)
    : undefined;
}

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

/** validateSearch of the account screens: only a command's `actie`, optional, so links need no search. */
export function intentSearch(raw: Record<string, unknown>): { actie?: AccountIntent } {
  const actie = intentOf(raw);
  return actie ? { actie } : {};
}
