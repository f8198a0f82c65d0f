import type { AuditRequestType, Environment, WasWordtAttribute } from '../enums';

/** What an audited request did. */
export const AUDIT_REQUEST_TYPE_LABELS: Record<AuditRequestType, string> = {
  POST: 'Aangemaakt',
  PUT: 'Gewijzigd',
  DELETE: 'Verwijderd',
};

export const ENVIRONMENT_LABELS: Record<Environment, string> = {
  local: 'Lokaal',
  ontwikkel: 'Ontwikkel',
  buildstraat: 'Buildstraat',
  test: 'Test',
  productie: 'Productie',
};

/** The attributes are named as the identity federations name them: the administrator types those names. */
export const WAS_WORDT_ATTRIBUTE_LABELS: Record<WasWordtAttribute, string> = {
  nlEduPersonProfileId: 'nlEduPersonProfileId',
  nlEduPersonRealId: 'nlEduPersonRealId',
};
