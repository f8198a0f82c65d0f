import { AUDIT_REQUEST_TYPES, type Environment, WAS_WORDT_ATTRIBUTES } from '../enums';
import { asWritten } from './label';

/**
 * The audit log records HTTP requests and the spec names its request types by their methods (spec
 * 000 §2): a superuser reads them as such, beside the request's URL.
 */
export const AUDIT_REQUEST_TYPE_LABELS = asWritten(AUDIT_REQUEST_TYPES);

export const ENVIRONMENT_LABELS: Record<Environment, string> = {
  local: 'Lokaal',
  ontwikkel: 'Ontwikkel',
  buildstraat: 'Buildstraat',
  test: 'Test',
  productie: 'Productie',
};

/** The attributes are named as the identity federations name them: the administrator types those names. */
export const WAS_WORDT_ATTRIBUTE_LABELS = asWritten(WAS_WORDT_ATTRIBUTES);
