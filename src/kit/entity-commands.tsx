import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { entityCommands } from '../../commands/available';
import { COMMANDS } from '../../commands/catalog';
import { type Command, type EntityRef, linkOf, OPEN_PALETTE_EVENT } from '../../commands/command';
import type { AdminPrincipal } from '../../domain/rights';
import { useCurrentPrincipal } from '../api/administrators';
import { CommandIcon } from './command-icon';
import type { Column, RowCommands } from './infinite-table';
import { useRunCommand } from './use-run-command';

/*
 * The commands that apply to one entity, as icon buttons: a list's row, an entity view's buttons
 * and the palette's 'Dit item' group all read `entityCommands` (commands/available.ts), so a row
 * never offers what the palette does not, nor the other way round (docs/decisions/212-row-commands.md).
 */

const buttonClass =
  'focus-ring inline-flex size-8 shrink-0 items-center justify-center rounded text-slate-700 hover:bg-slate-100';

/**
 * What an entity's commands depend on, by value: the administrator's rights and publisher, and every
 * field of the ref (a command's rule reads its id, types, owner, state or school year). A screen
 * builds a new ref on each render and a refetch of equal data a new entity, neither of which
 * changes this key.
 */
const commandsKey = (admin: AdminPrincipal, entity: EntityRef) =>
  JSON.stringify([
    admin.id,
    admin.uitgeverId,
    admin.rechten,
    entity.kind,
    entity.id,
    entity.label,
    entity.types,
    entity.ownerId,
    entity.state,
    entity.schoolyearName,
  ]);

/** The commands that apply to the entity, computed again only when what they read changes. */
export function useEntityCommands(entity: EntityRef): Command[] {
  const admin = useCurrentPrincipal();
  const key = commandsKey(admin, entity);
  // biome-ignore lint/correctness/useExhaustiveDependencies: admin and entity are read through their key.
  return useMemo(() => entityCommands(COMMANDS, admin, entity), [key]);
}

/** An entity view's header button: the icon and the command's title as its visible name. */
const labelledClass =
  'focus-ring inline-flex items-center gap-1.5 rounded border border-sky-700 bg-white px-3 py-1.5 text-sm font-semibold text-sky-800 hover:bg-sky-50';

type CommandButtonProps = { command: Command; entity: EntityRef; labelled: boolean };

function CommandButton({ command, entity, labelled }: CommandButtonProps) {
  const runCommand = useRunCommand();
  const link = linkOf(command, entity);
  const isDelete = command.icon === 'delete';
  const face = labelled ? (
    <>
      <CommandIcon name={command.icon ?? 'more'} />
      {command.title}
    </>
  ) : (
    <CommandIcon name={command.icon ?? 'more'} />
  );
  const className = labelled
    ? `${labelledClass}${isDelete ? ' border-red-700 text-red-800 hover:bg-red-50' : ''}`
    : `${buttonClass}${isDelete ? ' text-red-800 hover:bg-red-50' : ''}`;
  // A row opens on click; its buttons do their own thing only.
  const stop = (event: { stopPropagation(): void }) => event.stopPropagation();
  // An icon button names its entity: a screen reader's list of links tells the rows' buttons apart.
  // A labelled one (one entity in view) is named by its visible text.
  const name = labelled ? undefined : `${command.title}: ${entity.label}`;
  return link ? (
    <Link {...link} aria-label={name} title={command.title} className={className} onClick={stop}>
      {face}
    </Link>
  ) : (
    <button
      type="button"
      aria-label={name}
      title={command.title}
      className={className}
      onClick={(event) => {
        stop(event);
        void runCommand(command, entity);
      }}
    >
      {face}
    </button>
  );
}

type EntityCommandsProps = {
  entity: EntityRef;
  /**
   * At most this many buttons (a list row): when more commands apply, the last button is 'Meer
   * acties', the palette scoped to the entity, which offers them all. Without it every command shows.
   */
  max?: number;
  /**
   * An entity view's header: each button shows the command's title beside its icon (the spec's
   * 'Samenvoegen met...'), instead of a row's icon with the title as tooltip.
   */
  labelled?: boolean;
};

/** The buttons of the commands that apply to this entity for the signed-in administrator. */
export function EntityCommands({ entity, max, labelled = false }: EntityCommandsProps) {
  const commands = useEntityCommands(entity);
  const isCut = max !== undefined && commands.length > max;
  const shown = isCut ? commands.slice(0, max - 1) : commands;
  if (commands.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset.
    <span
      role="group"
      aria-label={`Acties voor ${entity.label}`}
      className={`flex items-center ${labelled ? 'flex-wrap gap-2' : 'gap-1'}`}
    >
      {shown.map((command) => (
        <CommandButton key={command.id} command={command} entity={entity} labelled={labelled} />
      ))}
      {isCut ? (
        <button
          type="button"
          aria-label={`Meer acties: ${entity.label}`}
          title="Meer acties"
          className={buttonClass}
          onClick={(event) => {
            event.stopPropagation();
            window.dispatchEvent(new CustomEvent<EntityRef>(OPEN_PALETTE_EVENT, { detail: entity }));
          }}
        >
          <CommandIcon name="more" />
        </button>
      ) : null}
    </span>
  );
}

/** Buttons a list row shows before 'Meer acties' takes the rest. */
const ROW_BUTTONS = 3;

/**
 * A list's row commands for InfiniteTable's `rowCommands`: the 'Acties' column and the keys of the
 * focused row (a command's single-key shortcut, `e` for edit, runs it on that row's entity).
 */
export function useRowCommands<T>(
  entityOf: (row: T) => EntityRef,
  /**
   * Buttons the row shows before 'Meer acties'. A list whose rows have one command (an order
   * line's resend) takes 1: a narrow column whose title is read by screen readers only.
   */
  buttons = ROW_BUTTONS,
): RowCommands<T> {
  const admin = useCurrentPrincipal();
  const runCommand = useRunCommand();
  const onKey = useCallback(
    (key: string, row: T) => {
      const entity = entityOf(row);
      const command = entityCommands(COMMANDS, admin, entity).find((candidate) => candidate.shortcut === key);
      if (!command) return false;
      void runCommand(command, entity);
      return true;
    },
    [admin, entityOf, runCommand],
  );
  const column = useMemo<Column<T>>(
    () => ({
      id: 'acties',
      // A one-button column is narrower than its title; TableHeader reads '' as 'Acties' to screen readers.
      header: buttons === 1 ? '' : 'Acties',
      // Fixed: each row is a grid of its own, so a content-sized track would differ per row.
      // 2 rem a button, 0.5 rem between, 1 rem padding.
      width: `${buttons * 2.5 + 0.5}rem`,
      csv: false,
      cell: (row) => <EntityCommands entity={entityOf(row)} max={buttons} />,
    }),
    [entityOf, buttons],
  );
  return useMemo(() => ({ column, onKey }), [column, onKey]);
}
