import type { EntityKind } from '../entity-kinds';

/** Dutch names of entity kinds, for the palette's scope chip and result rows. */
export const ENTITY_KIND_LABELS: Record<EntityKind, string> = {
  account: 'Account',
  tlink: 'TLink',
  product: 'Product',
  organisation: 'Organisatie',
  administrator: 'Beheerder',
  role: 'Rol',
  eckLicense: 'ECK licentie',
  logEntry: 'Logregel',
  oauthClient: 'OAuth client',
  poLicense: 'PO licentie',
  accessUrl: 'Bevestigingslink',
  orderLine: 'Orderregel',
  licenseMessage: 'Licentiebericht',
  exportJob: 'Export',
  schoolContract: 'Schoolcontract',
};
