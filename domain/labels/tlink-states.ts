import type { TLinkLicenseState } from '../enums';

/**
 * The TLink states as the console shows them. A file of its own because the palette, which is in
 * the startup bundle (decision 130), shows them on its TLink items; the other maps load with the
 * screens that show them.
 */
export const TLINK_STATE_LABELS: Record<TLinkLicenseState, string> = {
  AVAILABLE: 'Beschikbaar',
  ACTIVE: 'Actief',
  EXPIRED: 'Verlopen',
  DEACTIVATED: 'Gedeactiveerd',
  DESPECIFIED: 'Gedespecificeerd',
  REVOKED: 'Ingetrokken',
  BLOCKED: 'Geblokkeerd',
  REVOKED_BY_MERGE: 'Ingetrokken (samengevoegd)',
  REVOKED_BY_EXTENSION: 'Ingetrokken (verlengd)',
  RESERVED: 'Gereserveerd',
  PAUSED: 'Gepauzeerd',
  PREACTIVE: 'Preactief',
};
