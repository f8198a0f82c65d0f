import type { ReactNode } from 'react';
import type { Environment } from '../../domain/enums';
import { requiredContext, useRequired } from '../kit/required-context';

export type ShellSession = {
  environment: Environment;
  signOut: () => Promise<void>;
};

const sessionContext = requiredContext<ShellSession>('useShellSession needs a <SessionProvider>');

/** Gives the shell the environment name and the sign-out action. */
export function SessionProvider({ value, children }: { value: ShellSession; children: ReactNode }) {
  return <sessionContext.Context value={value}>{children}</sessionContext.Context>;
}

export function useShellSession(): ShellSession {
  return useRequired(sessionContext);
}
