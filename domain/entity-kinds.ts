/**
 * The kinds of entity a view, a row, a command's scope or a palette result can be about. Here in
 * domain/ rather than beside the commands, so their Dutch names live in the one label catalogue
 * (domain/labels/entity-kinds.ts), which may not import commands/ (decision 260).
 */
export const ENTITY_KINDS = [
  'account',
  'tlink',
  'product',
  'organisation',
  'administrator',
  'role',
  'eckLicense',
  'logEntry',
  'oauthClient',
  'poLicense',
  'accessUrl',
  'orderLine',
  'licenseMessage',
  'exportJob',
  'schoolContract',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
