import type {
  AccessUrlType,
  ExternAccountType,
  IdentityProvider,
  PoRole,
  ProfileRole,
  SupportEntryStatus,
} from '../enums';
import { PRODUCT, PRODUCT_ENUM } from '../product';

export const EXTERN_ACCOUNT_TYPE_LABELS: Record<ExternAccountType, string> = {
  KNF: 'Kennisnet',
  BP: 'Basispoort',
};

const ORG = `${PRODUCT_ENUM}_ORG` as const;
export const IDENTITY_PROVIDER_LABELS: Record<IdentityProvider, string> = {
  KENNISNET_FEDERATIE: 'Kennisnet Federatie',
  [ORG]: `${PRODUCT}-account`,
  BASISPOORT: 'Basispoort',
};

export const PO_ROLE_LABELS: Record<PoRole, string> = {
  leerling: 'Leerling',
  leerkracht: 'Leerkracht',
};

export const PROFILE_ROLE_LABELS: Record<ProfileRole, string> = {
  student: 'Leerling',
  teacher: 'Docent',
};

export const ACCESS_URL_TYPE_LABELS: Record<AccessUrlType, string> = {
  ACTIVATION: 'Activatie',
  PASSWORD_RESET: 'Wachtwoord herstellen',
  CONTACT_CHANGE: 'Contactgegevens wijzigen',
};

export const SUPPORT_ENTRY_STATUS_LABELS: Record<SupportEntryStatus, string> = {
  open: 'Open',
  closed: 'Gesloten',
};

/** How an activity group of the account overview ended (spec 000 §2, §4), beside its colour. */
type ActivityOutcome = 'success' | 'error' | 'pending';
export const ACTIVITY_OUTCOME_LABELS: Record<ActivityOutcome, string> = {
  success: 'gelukt',
  error: 'fout',
  pending: 'in behandeling',
};
