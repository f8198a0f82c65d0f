import { createContext, type ReactNode, use } from 'react';
import type { Environment } from '../../domain/enums';

export type ShellSession = {
  environment: Environment;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<ShellSession | null>(null);

/** Gives the shell the environment name and the sign-out action. */
export function SessionProvider({ value, children }: { value: ShellSession; children: ReactNode }) {
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useShellSession(): ShellSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useShellSession needs a <SessionProvider>');
  return session;
}
