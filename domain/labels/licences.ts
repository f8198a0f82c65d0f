import type {
  EckStatusFilter,
  LicenseActivationType,
  LicenseMessageStatus,
  LicenseSource,
  LicenseType,
} from '../enums';

/** Licence types (product form, TLink view, school overview filter). */
export const LICENSE_TYPE_LABELS: Record<LicenseType, string> = {
  VRIJE_LICENTIE: 'Vrije licentie',
  VASTE_DATUM: 'Vaste datum',
  VASTE_PERIODE: 'Vaste periode',
  SCHOOLJAARLICENTIE: 'Schooljaarlicentie',
  AANTAL: 'Aantal keer inloggen',
  ABONNEMENT: 'Abonnement',
};

export const ACTIVATION_TYPE_LABELS: Record<LicenseActivationType, string> = {
  PERIODE: 'Periode',
  EINDE_PRODUCT: 'Tot einde product',
  KANTELDATUM: 'Kanteldatum',
  AANTAL_DAGEN: 'Aantal dagen',
};

/** How a licence came to be: the TLink list's and view's "Bron". */
export const LICENSE_SOURCE_LABELS: Record<LicenseSource, string> = {
  ACTIVERINGSCODE: 'Activeringscode',
  API: 'API',
  BASISPOORT: 'Basispoort',
  BEHEER: 'Beheer',
  SERVICE: 'Service',
  ELF_SPECIFICATIE: 'ELF-specificatie',
  ILF_SPECIFICATIE: 'ILF-specificatie',
  VRIJE_LICENTIE: 'Vrije licentie',
  SCHOOLJAAR_CONTRACT: 'Schooljaarcontract',
};

/** The ECK status filter words (spec 001 §7) and the ECK list's status column. */
export const ECK_STATUS_LABELS: Record<EckStatusFilter, string> = {
  actief: 'Actief',
  nietActief: 'Niet actief',
  verlopen: 'Verlopen',
  geblokkeerd: 'Geblokkeerd',
  nogNietActiveerbaar: 'Nog niet activeerbaar',
  gereserveerd: 'Gereserveerd',
  gedespecificeerd: 'Gedespecificeerd',
};

/** Delivery of a licence message to ECK. */
export const LICENSE_MESSAGE_STATUS_LABELS: Record<LicenseMessageStatus, string> = {
  Pending: 'Wachtend',
  Success: 'Verstuurd',
  Error: 'Mislukt',
};

/** The school groups 1-8 (spec 001 §9): the "Groep" filter of the PO licences and of every contract list. */
export const GRADE_OPTIONS = ['1', '2', '3', '4', '5', '6', '7', '8'].map((grade) => ({
  value: grade,
  label: `Groep ${grade}`,
}));
