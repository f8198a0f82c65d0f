import type {
  BillingModel,
  OAuthClientRole,
  OrganisationStyleName,
  OrganisationType,
  Sector,
} from '../enums';
import { PRODUCT } from '../product';

/** The spec's own words are Dutch already; the map keeps them in one place with the rest. */
export const ORGANISATION_TYPE_LABELS: Record<OrganisationType, string> = {
  School: 'School',
  Uitgever: 'Uitgever',
  Distributeur: 'Distributeur',
};

/** The sector abbreviations are what Dutch education itself writes. */
export const SECTOR_LABELS: Record<Sector, string> = {
  PO: 'PO',
  VO: 'VO',
  MBO: 'MBO',
  HO: 'HO',
  WO: 'WO',
};

export const BILLING_MODEL_LABELS: Record<BillingModel, string> = {
  Percentage: 'Percentage',
  'Vaste Prijs': 'Vaste prijs',
};

export const OAUTH_CLIENT_ROLE_LABELS: Record<OAuthClientRole, string> = {
  DistributeurApp: 'Distributeur-app',
  InternalApp: `Interne ${PRODUCT}-app`,
  UitgeverApp: 'Uitgever-app',
};

/** The brand names of the organisation style and of the ECK REST target (one value set). */
export const ORGANISATION_STYLE_LABELS: Record<OrganisationStyleName, string> = {
  [PRODUCT]: PRODUCT,
  THIEME: 'Thieme',
};
