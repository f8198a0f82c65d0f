import type { AdminPrincipal } from '../domain/rights';
import { passes } from '../domain/rights';
import type { Command, EntityRef } from './command';

/**
 * Whether this administrator may run the command on the entity in view: its access rule passes, and a
 * scoped command needs an entity of its kind that its own rule (`appliesTo`) accepts. Screens ask this
 * before they show a button or link for a command, so they offer what the palette offers.
 */
export function mayRun(command: Command, admin: AdminPrincipal, entity: EntityRef | undefined): boolean {
  if (!passes(admin, command.access)) return false;
  if (command.scope === undefined) return true;
  if (command.scope !== entity?.kind) return false;
  return command.appliesTo?.(admin, entity) ?? true;
}

/**
 * The commands that apply to this entity for this administrator, in catalogue order: the row's
 * buttons, the entity view's buttons and the palette's 'Dit item' group all come from here, so they
 * cannot disagree. Commands that ask for arguments are left to the palette, which has a page for them.
 */
export function entityCommands(
  commands: readonly Command[],
  admin: AdminPrincipal,
  entity: EntityRef,
): Command[] {
  return commands.filter(
    (command) =>
      command.scope === entity.kind &&
      mayRun(command, admin, entity) &&
      (command.target.kind === 'route' || (command.target.args ?? []).length === 0),
  );
}

/**
 * The commands this administrator may run now: the access rule passes, and a scoped command only
 * while an entity of its kind is in view that its own rule accepts. Scoped commands come first.
 */
export function availableCommands(
  commands: readonly Command[],
  admin: AdminPrincipal,
  entity: EntityRef | undefined,
): Command[] {
  const allowed = commands.filter((command) => mayRun(command, admin, entity));
  const scoped = allowed.filter((command) => command.scope !== undefined);
  const general = allowed.filter((command) => command.scope === undefined);
  return [...scoped, ...general];
}
