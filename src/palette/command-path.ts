import { type Command, type EntityRef, fillPath } from '../../commands/command';

/**
 * Where a route command goes: its path filled from the entity in scope (the command's own
 * `params`, else `{id}` from the entity); null when a param is missing or the command is an action.
 */
export function commandPath(command: Command, entity: EntityRef | undefined): string | null {
  const target = command.target;
  if (target.kind !== 'route') return null;
  if (!target.path.includes('{')) return target.path;
  if (!entity || (command.scope !== undefined && command.scope !== entity.kind)) return null;
  return fillPath(target.path, target.params ? target.params(entity) : { id: entity.id });
}

/** Whether the palette can offer the command now: actions always, routes when their path fills. */
export function isRunnable(command: Command, entity: EntityRef | undefined): boolean {
  return command.target.kind === 'action' || commandPath(command, entity) !== null;
}
