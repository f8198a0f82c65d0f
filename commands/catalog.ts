import { accountCommands } from './accounts';
import { administratorCommands } from './administrators';
import type { Command } from './command';
import { contractCommands } from './contracts';
import { invoiceCommands } from './invoices';
import { LICENSE_COMMANDS } from './licenses';
import { logCommands } from './logs';
import { navigationCommands } from './navigation';
import { oauthClientCommands } from './oauth-clients';
import { orderCommands } from './orders';
import { organisationCommands } from './organisations';
import { productCommands } from './products';
import { roleCommands } from './roles';
import { supportCommands } from './support';
import { wasWordtCommands } from './was-wordt';

/**
 * Every command of the console, assembled from the areas (cmdk's composition pattern). The
 * palette, the side menu, row and floating buttons and the shortcut sheet all read this list.
 * Areas add their `commands/<area>.ts` export below.
 */
export const COMMANDS: readonly Command[] = [
  ...navigationCommands(),
  ...accountCommands(),
  ...administratorCommands(),
  ...roleCommands(),
  ...organisationCommands(),
  ...oauthClientCommands(),
  ...LICENSE_COMMANDS,
  ...productCommands(),
  ...logCommands(),
  ...contractCommands(),
  ...orderCommands(),
  ...invoiceCommands(),
  ...wasWordtCommands(),
  ...supportCommands(),
];
