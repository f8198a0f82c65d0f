import type { AuditRequestType, Environment, WasWordtAttribute } from '../enums';

/**
 * The audit log records HTTP requests and the spec names its request types by their methods (spec
 * 000 §2): a superuser reads them as such, beside the request's URL.
 */
export const AUDIT_REQUEST_TYPE_LABELS: Record<AuditRequestType, string> = {
  PUT: 'PUT',
  POST: 'POST',
  DELETE: 'DELETE',
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
