import {
  type BillingModel,
  type OAuthClientRole,
  ORGANISATION_TYPES,
  type OrganisationStyleName,
  SECTORS,
} from '../enums';
import { PRODUCT } from '../product';
import { asWritten } from './label';

/** The spec's own words (School, Uitgever, Distributeur) are Dutch already. */
export const ORGANISATION_TYPE_LABELS = asWritten(ORGANISATION_TYPES);

/** The sector abbreviations (PO, VO, MBO, HO, WO) are what Dutch education itself writes. */
export const SECTOR_LABELS = asWritten(SECTORS);

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
