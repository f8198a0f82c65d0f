import { normaliseMeldcodeInput } from '../domain/schemas/log-entry';
import type { Command } from './command';
import { lookupCommand } from './lookup-command';

/** The home log search's commands (spec 001 §2 /home): search log entries by meldcode. */

export const MELDCODE_HINT = 'Vul minimaal 3 tekens van een meldcode in, bijvoorbeeld ABC-1234.';

export function meldcodeQueryOf(text: string): string | null {
  const code = normaliseMeldcodeInput(text.replace(/^meldcode:\s*/i, ''));
  return /^[A-Z0-9-]{3,8}$/.test(code) ? code : null;
}

export const searchLogEntriesCommand = lookupCommand({
  id: 'logs.searchMeldcode',
  title: 'Logregels zoeken op meldcode',
  keywords: {
    nl: ['meldcode', 'logregels', 'melding', 'ticket', 'zoeken'],
    en: ['log', 'logs', 'log entries', 'logentries', 'error code', 'search', 'find'],
  },
  access: { right: 'logentries_inzien' },
  scope: 'logEntry',
  arg: { name: 'meldcode', label: 'Meldcode', placeholder: 'ABC-1234' },
  hint: MELDCODE_HINT,
  open: (value) => {
    const meldcode = meldcodeQueryOf(value);
    return meldcode ? { to: '/home', search: { meldcode } } : null;
  },
});

export function logCommands(): Command[] {
  return [searchLogEntriesCommand];
}
