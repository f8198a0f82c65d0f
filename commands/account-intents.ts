/**
 * The one-shot screen actions an account command can ask for (`?actie=`). Its own module: the
 * account routes' search schemas are startup code, the account commands load after the first
 * paint (decision 427).
 */
export const ACCOUNT_INTENTS = ['resend', 'pseudo-id', 'sessions', 'export'] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];
