import { type Command, type EntityRef, linkOf } from '../../commands/command';

/** Whether the palette can offer the command now: actions always, routes when their link is made. */
export function isRunnable(command: Command, entity: EntityRef | undefined): boolean {
  return command.target.kind === 'action' || linkOf(command, entity) !== null;
}
