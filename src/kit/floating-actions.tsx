/**
 * The round buttons at the bottom right of list and edit screens, each fed by a Command from
 * commands/, so a button and its palette entry are one definition. A button whose access rule
 * the administrator fails is not rendered (the server still enforces the right).
 *
 * Usage:
 *   <FloatingActions
 *     entity={{ kind: 'account', id: String(account.id), label: account.email ?? '' }}
 *     actions={[
 *       { command: mergeAccountsCommand, icon: <ArrowLeftRight className="size-5" /> }, // 'route'
 *       addAction(addAccountCommand),                                      // a plus
 *       { command: deleteAccountCommand, icon: <Trash className="size-5" />, isDestructive: true }, // asks first
 *     ]}
 *   />
 */
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { mayRun } from '../../commands/available';
import { type Command, type EntityRef, linkOf } from '../../commands/command';
import type { AdminPrincipal } from '../../domain/rights';
import { useCurrentPrincipal } from '../api/administrators';
import { useRunCommand } from './use-run-command';

export type FloatingAction = {
  command: Command;
  /** A lucide-react icon (decision 232); the command's title is its accessible name and tooltip. */
  icon: ReactNode;
  isDestructive?: boolean;
};

/** A list's round 'new …' button: its add command under a plus. */
export const addAction = (command: Command): FloatingAction => ({
  command,
  icon: <Plus className="size-5" />,
});

type FloatingActionsProps = {
  actions: readonly FloatingAction[];
  /** The entity in view: fills route params and is passed to actions. */
  entity?: EntityRef;
};

/** The actions this administrator may use here: the rule passes, routes resolve, no palette-only args. */
export function visibleActions(
  actions: readonly FloatingAction[],
  admin: AdminPrincipal,
  entity: EntityRef | undefined,
): FloatingAction[] {
  return actions.filter(({ command }) => {
    if (!mayRun(command, admin, entity)) return false;
    if (command.target.kind === 'route') return linkOf(command, entity) !== null;
    // Commands that ask for arguments belong to the palette, which has a page for them.
    return (command.target.args ?? []).length === 0;
  });
}

const buttonClass = (isDestructive: boolean | undefined) =>
  `focus-ring flex size-14 items-center justify-center rounded-full text-xl text-white shadow-lg ${
    isDestructive ? 'bg-red-700 hover:bg-red-800' : 'bg-sky-700 hover:bg-sky-800'
  }`;

export function FloatingActions({ actions, entity }: FloatingActionsProps) {
  const admin = useCurrentPrincipal();
  const runCommand = useRunCommand();
  const shown = visibleActions(actions, admin, entity);
  if (shown.length === 0) return null;
  const run = (command: Command) => runCommand(command, entity);

  return (
    <div
      role="toolbar"
      aria-label="Acties"
      className="fixed right-6 bottom-6 z-40 flex flex-col-reverse gap-3"
    >
      {shown.map(({ command, icon, isDestructive }) => {
        const link = linkOf(command, entity);
        return link !== null ? (
          <Link
            key={command.id}
            {...link}
            aria-label={command.title}
            title={command.title}
            className={buttonClass(isDestructive)}
          >
            <span aria-hidden="true">{icon}</span>
          </Link>
        ) : (
          <button
            key={command.id}
            type="button"
            aria-label={command.title}
            title={command.title}
            onClick={() => void run(command)}
            className={buttonClass(isDestructive)}
          >
            <span aria-hidden="true">{icon}</span>
          </button>
        );
      })}
    </div>
  );
}
