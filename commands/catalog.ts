import type { Command } from './command';
import { navigationCommands } from './navigation';

/**
 * Every command of the console, assembled from the areas (cmdk's composition pattern). The
 * palette, the side menu, row and floating buttons and the shortcut sheet all read this list.
 * Areas add their `commands/<area>.ts` export below.
 */
export const COMMANDS: readonly Command[] = [...navigationCommands()];
