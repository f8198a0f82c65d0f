import type { AuditObjectType } from '../enums';
import { ACCESS_URL_TYPE_LABELS, SUPPORT_ENTRY_STATUS_LABELS } from './accounts';
import { ACTIVATION_TYPE_LABELS, LICENSE_SOURCE_LABELS, LICENSE_TYPE_LABELS } from './licences';
import {
  BILLING_MODEL_LABELS,
  OAUTH_CLIENT_ROLE_LABELS,
  ORGANISATION_TYPE_LABELS,
  SECTOR_LABELS,
} from './organisations';
import { PRODUCT_VALUE_LABELS } from './products';
import { RIGHT_LABELS } from './rights';
import { TLINK_STATE_LABELS } from './tlink-states';

/** What an audit entry changed, as the list's "Objecttype" and its details name it. */
export const AUDIT_OBJECT_TYPE_LABELS: Record<AuditObjectType, string> = {
  AccessUrl: 'Bevestigingslink',
  Account: 'Account',
  Beheerder: 'Beheerder',
  GenerateLicenseMessage: 'Licentiebericht',
  Invoice: 'Factuur',
  OAuthClient: 'OAuth client',
  OAuthClientCache: 'OAuth client cache',
  Order: 'Order',
  OrderDetail: 'Orderregel',
  Organisatie: 'Organisatie',
  Organisatiestijl: 'Organisatiestijl',
  PoLicense: 'PO licentie',
  Product: 'Product',
  ProductImport: 'Productimport',
  PseudoId: 'Pseudo-id',
  Rol: 'Rol',
  ServiceWindow: 'Service window',
  Session: 'Sessie',
  SupportEntry: 'Supportmelding',
  TLinkLicense: 'TLink',
  WasWordt: 'Was/wordt',
};

type FieldCatalogues = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The catalogue of each enumerated field an object type's audit details hold, by the field's name
 * (the last part of the difference's dot path): the details show the value's label, not its code.
 */
export const AUDIT_VALUE_LABELS: Partial<Record<AuditObjectType, FieldCatalogues>> = {
  Rol: { rechten: RIGHT_LABELS },
  TLinkLicense: {
    licenseState: TLINK_STATE_LABELS,
    licenseType: LICENSE_TYPE_LABELS,
    activationMethod: ACTIVATION_TYPE_LABELS,
    creationMethod: LICENSE_SOURCE_LABELS,
  },
  Product: PRODUCT_VALUE_LABELS,
  Organisatie: { type: ORGANISATION_TYPE_LABELS, sector: SECTOR_LABELS, billingModel: BILLING_MODEL_LABELS },
  Invoice: { billingModel: BILLING_MODEL_LABELS },
  OAuthClient: { rol: OAUTH_CLIENT_ROLE_LABELS },
  AccessUrl: { type: ACCESS_URL_TYPE_LABELS },
  SupportEntry: { status: SUPPORT_ENTRY_STATUS_LABELS },
};
