import { normaliseMeldcodeInput } from '../domain/schemas/log-entry';
import type { Command } from './command';

/** The home log search's commands (spec 001 §2 /home): search log entries by meldcode. */

export const MELDCODE_HINT = 'Vul minimaal 3 tekens van een meldcode in, bijvoorbeeld ABC-1234.';

export function meldcodeQueryOf(text: string): string | null {
  const code = normaliseMeldcodeInput(text.replace(/^meldcode:\s*/i, ''));
  return /^[A-Z0-9-]{3,8}$/.test(code) ? code : null;
}

export const searchLogEntriesCommand: Command = {
  id: 'logs.searchMeldcode',
  title: 'Logregels zoeken op meldcode',
  keywords: ['meldcode', 'log', 'logregels', 'logentries', 'melding', 'ticket', 'zoeken'],
  group: 'Acties',
  access: { right: 'logentries_inzien' },
  scope: 'logEntry',
  target: {
    kind: 'action',
    args: [
      {
        name: 'meldcode',
        label: 'Meldcode',
        placeholder: 'ABC-1234',
        validate: (value) => (meldcodeQueryOf(value) === null ? MELDCODE_HINT : null),
      },
    ],
    run(context, { args, entity }) {
      const code = meldcodeQueryOf(args.meldcode ?? entity?.label ?? '');
      if (code) context.navigate({ to: '/home', search: { meldcode: code } });
    },
  },
};

export function logCommands(): Command[] {
  return [searchLogEntriesCommand];
}
