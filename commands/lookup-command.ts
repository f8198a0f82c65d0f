import type { Command } from './command';
import type { RouteLink } from './route-link';

type LookupSpec = Omit<Command, 'group' | 'target'> & {
  /** The one value the palette asks for, on a page of its own. */
  arg: { name: string; label: string; placeholder: string };
  /** Said under the field while the typed value opens nothing. */
  hint: string;
  /** The page the typed value opens, or null when it names none. */
  open: (value: string) => RouteLink | null;
};

/**
 * A palette action that asks one value and opens the page it names ('Account openen', 'TLink
 * openen op code'): the value is valid exactly when it opens a page, so validation and the jump
 * read the same `open`. Without a typed value the entity in scope stands in (a log entry's meldcode).
 */
export function lookupCommand({ arg, hint, open, ...command }: LookupSpec): Command {
  return {
    ...command,
    group: 'Acties',
    target: {
      kind: 'action',
      args: [{ ...arg, validate: (value) => (open(value) === null ? hint : null) }],
      run(context, { args, entity }) {
        const link = open(args[arg.name] ?? entity?.label ?? '');
        if (link) context.navigate(link);
      },
    },
  };
}
