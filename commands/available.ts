import type { AdminPrincipal } from '../domain/rights';
import { passes } from '../domain/rights';
import type { Command, EntityRef } from './command';

/**
 * The commands this administrator may run now: the access rule passes, and a scoped command only
 * while an entity of its kind is in view. Scoped commands come first.
 */
export function availableCommands(
  commands: readonly Command[],
  admin: AdminPrincipal,
  entity: EntityRef | undefined,
): Command[] {
  const allowed = commands.filter((command) => passes(admin, command.access));
  const scoped = allowed.filter((command) => command.scope !== undefined && command.scope === entity?.kind);
  const general = allowed.filter((command) => command.scope === undefined);
  return [...scoped, ...general];
}
