import { PRODUCT, PRODUCT_ENUM } from './product';

/** Every enumeration of both spec documents, as const arrays with their union types. */
export const TLINK_LICENSE_STATES = [
  'AVAILABLE',
  'ACTIVE',
  'EXPIRED',
  'DEACTIVATED',
  'DESPECIFIED',
  'REVOKED',
  'BLOCKED',
  'REVOKED_BY_MERGE',
  'REVOKED_BY_EXTENSION',
  'RESERVED',
  'PAUSED',
  'PREACTIVE',
] as const;
export type TLinkLicenseState = (typeof TLINK_LICENSE_STATES)[number];

export const LICENSE_TYPES = [
  'VRIJE_LICENTIE',
  'VASTE_DATUM',
  'VASTE_PERIODE',
  'SCHOOLJAARLICENTIE',
  'AANTAL',
  'ABONNEMENT',
] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

export const LICENSE_ACTIVATION_TYPES = ['PERIODE', 'EINDE_PRODUCT', 'KANTELDATUM', 'AANTAL_DAGEN'] as const;
export type LicenseActivationType = (typeof LICENSE_ACTIVATION_TYPES)[number];

export const PRODUCT_STATES = [
  'NOG_NIET_LEVERBAAR',
  'BEPERKT_LEVERBAAR',
  'LEVERBAAR',
  'TIJDELIJK_NIET_LEVERBAAR',
  'NIET_MEER_LEVERBAAR',
  'ZAL_NIET_VERSCHIJNEN',
] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

export const PRODUCT_TYPES = [
  'WEB_BROWSER',
  'DOWNLOADABLE_INSTALLER',
  'BOEK',
  'USB',
  'CD_ROM',
  'DVD',
  'ANDERS',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PLATFORM_TYPES = ['IOS', 'ANDROID', 'WINDOWS', 'HTML5'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

export const DEVICE_TYPES = ['PC_READY', 'MOBILE_READY', 'TABLET_READY'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const BROWSER_TYPES = ['FIREFOX', 'CHROME', 'EDGE', 'SAFARI', 'IE', 'OPERA', 'OVERIGE'] as const;
export type BrowserType = (typeof BROWSER_TYPES)[number];

export const PRODUCT_USAGES = [
  'LEERBOEK',
  'WERKBOEK',
  'EXAMENBUNDEL',
  'OEFENMATERIAAL',
  'NASLAGWERK',
  'ANDERS',
] as const;
export type ProductUsage = (typeof PRODUCT_USAGES)[number];

export const EDUCATIONAL_YEARS = [
  'JAAR_1',
  'JAAR_2',
  'JAAR_3',
  'JAAR_4',
  'JAAR_5',
  'JAAR_6',
  'JAAR_7',
  'JAAR_8',
  'ONDERBOUW',
  'BOVENBOUW',
] as const;
export type EducationalYear = (typeof EDUCATIONAL_YEARS)[number];

export const SECTORS = ['PO', 'VO', 'MBO', 'HO', 'WO'] as const;
export type Sector = (typeof SECTORS)[number];

export const END_USER_ROLES = ['Onderwijsgever', 'Onderwijsvolger', 'Beheerder'] as const;
export type EndUserRole = (typeof END_USER_ROLES)[number];

export const PO_ROLES = ['leerling', 'leerkracht'] as const;
export type PoRole = (typeof PO_ROLES)[number];

export const PROFILE_ROLES = ['student', 'teacher'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

export const ECK_REST_TARGETS = [PRODUCT, 'THIEME'] as const;
export type EckRestTarget = (typeof ECK_REST_TARGETS)[number];

export const CHAIN_TYPES = ['ECK', 'BASISPOORT'] as const;
export type ChainType = (typeof CHAIN_TYPES)[number];

export const BILLING_MODELS = ['Percentage', 'Vaste Prijs'] as const;
export type BillingModel = (typeof BILLING_MODELS)[number];

export const IDENTITY_PROVIDERS = ['KENNISNET_FEDERATIE', `${PRODUCT_ENUM}_ORG`, 'BASISPOORT'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

export const AUTHENTICATION_TYPES = [`${PRODUCT_ENUM}_SSO`, 'OAUTH2'] as const;
export type AuthenticationType = (typeof AUTHENTICATION_TYPES)[number];

export const PRODUCT_SYNC_ERROR_CODES = {
  SUCCESS: 0,
  MISSING_PARAMETERS: 1,
  FAILED: 2,
  INVALID_VALUES: 3,
} as const;

export const EXTERN_ACCOUNT_TYPES = ['KNF', 'BP'] as const;
export type ExternAccountType = (typeof EXTERN_ACCOUNT_TYPES)[number];

export const ORGANISATION_TYPES = ['School', 'Uitgever', 'Distributeur'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const ORGANISATION_STYLE_NAMES = [PRODUCT, 'THIEME'] as const;
export type OrganisationStyleName = (typeof ORGANISATION_STYLE_NAMES)[number];

export const OAUTH_CLIENT_ROLES = ['DistributeurApp', 'InternalApp', 'UitgeverApp'] as const;
export type OAuthClientRole = (typeof OAUTH_CLIENT_ROLES)[number];

export const LICENSE_SOURCES = [
  'ACTIVERINGSCODE',
  'API',
  'BASISPOORT',
  'BEHEER',
  'SERVICE',
  'ELF_SPECIFICATIE',
  'ILF_SPECIFICATIE',
  'VRIJE_LICENTIE',
  'SCHOOLJAAR_CONTRACT',
] as const;
export type LicenseSource = (typeof LICENSE_SOURCES)[number];

export const ECK_STATUS_FILTERS = [
  'actief',
  'nietActief',
  'verlopen',
  'geblokkeerd',
  'nogNietActiveerbaar',
  'gereserveerd',
  'gedespecificeerd',
] as const;
export type EckStatusFilter = (typeof ECK_STATUS_FILTERS)[number];

export const ORDER_SOURCES = ['ECK', 'API'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const WAS_WORDT_ATTRIBUTES = ['nlEduPersonProfileId', 'nlEduPersonRealId'] as const;
export type WasWordtAttribute = (typeof WAS_WORDT_ATTRIBUTES)[number];

export const AUDIT_REQUEST_TYPES = ['PUT', 'POST', 'DELETE'] as const;
export type AuditRequestType = (typeof AUDIT_REQUEST_TYPES)[number];

/** The object types an audit entry's `info.objecttype` names: what the API writes (server/areas). */
export const AUDIT_OBJECT_TYPES = [
  'AccessUrl',
  'Account',
  'Beheerder',
  'GenerateLicenseMessage',
  'Invoice',
  'OAuthClient',
  'OAuthClientCache',
  'Order',
  'OrderDetail',
  'Organisatie',
  'Organisatiestijl',
  'PoLicense',
  'Product',
  'ProductImport',
  'PseudoId',
  'Rol',
  'ServiceWindow',
  'Session',
  'SupportEntry',
  'TLinkLicense',
  'WasWordt',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const ENVIRONMENTS = ['local', 'ontwikkel', 'buildstraat', 'test', 'productie'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Purpose of a confirmation link (accessurl); the spec names the field `type` without values. */
export const ACCESS_URL_TYPES = ['ACTIVATION', 'PASSWORD_RESET', 'CONTACT_CHANGE'] as const;
export type AccessUrlType = (typeof ACCESS_URL_TYPES)[number];

/** Delivery state of a licence message (generatelicensemessages) to ECK; retry at Error with retryCount >= 5. */
export const LICENSE_MESSAGE_STATUSES = ['Pending', 'Success', 'Error'] as const;
export type LicenseMessageStatus = (typeof LICENSE_MESSAGE_STATUSES)[number];

/** Delivery state of an order detail to Prius (the resend outbox). */
export const PRIUS_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type PriusStatus = (typeof PRIUS_STATUSES)[number];

/** A support ticket is open until a support administrator closes it (PUT supportentries). */
export const SUPPORT_ENTRY_STATUSES = ['open', 'closed'] as const;
export type SupportEntryStatus = (typeof SUPPORT_ENTRY_STATUSES)[number];
