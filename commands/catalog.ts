import { accountCommands } from './accounts';
import { administratorCommands } from './administrators';
import type { Command } from './command';
import { contractCommands } from './contracts';
import { eckCommands } from './eck';
import { exportCommands } from './exports';
import { invoiceCommands } from './invoices';
import { licenseMessageCommands } from './license-messages';
import { logCommands } from './log-entries';
import { navigationCommands } from './navigation';
import { oauthClientCommands } from './oauth-clients';
import { orderCommands } from './orders';
import { organisationCommands } from './organisations';
import { poLicenseCommands } from './po-licenses';
import { productCommands } from './products';
import { roleCommands } from './roles';
import { supportCommands } from './support-entries';
import { TLINK_COMMANDS } from './tlinks';
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
  ...TLINK_COMMANDS,
  ...eckCommands(),
  ...licenseMessageCommands(),
  ...exportCommands(),
  ...poLicenseCommands(),
  ...productCommands(),
  ...logCommands(),
  ...contractCommands(),
  ...orderCommands(),
  ...invoiceCommands(),
  ...wasWordtCommands(),
  ...supportCommands(),
];
