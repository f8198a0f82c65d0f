import type { Command, EntityRef } from './command';
import { lookupCommand } from './lookup-command';
import { rowDialogCommand } from './row-action';

/**
 * The ECK licences' commands (spec 001 §2 /ecklicenties): open ECK licences by reference, a row's
 * reference history.
 */

/** The state of an ECK licence's ref whose reference changed, so its history applies. */
const HAS_HISTORY = 'referentie gewijzigd';

/** An ECK licence as the entity of a row: named by its reference, with a history or not. */
export function eckLicenseRef(licence: {
  id: number;
  referenceId: string;
  eckLicenseReferenceIdTransitions: readonly unknown[];
}): EntityRef {
  return {
    kind: 'eckLicense',
    id: String(licence.id),
    label: licence.referenceId,
    ...(licence.eckLicenseReferenceIdTransitions.length > 0 ? { state: HAS_HISTORY } : {}),
  };
}

/** 'Historie van de referentie': the reference changes of a row (spec 001 §3), in a dialog on the list. */
export const eckHistoryCommand = rowDialogCommand({
  id: 'eck.history',
  icon: 'history',
  title: 'Historie van de referentie',
  keywords: {
    nl: ['historie', 'geschiedenis', 'referentie', 'gewijzigd', 'eck'],
    en: ['history', 'reference', 'changes', 'transitions'],
  },
  access: { right: 'ecklicenties_inzien' },
  scope: 'eckLicense',
  appliesTo: (_admin, licence) => licence.state === HAS_HISTORY,
  link: (licence) => ({ to: '/ecklicenties', search: { actie: 'historie', rij: Number(licence.id) } }),
});

export const ECK_REFERENCE_HINT = 'Vul minimaal 3 tekens van de referentie in.';

export const openEckLicenseCommand = lookupCommand({
  id: 'eck.openByReference',
  title: 'ECK licentie openen op referentie',
  keywords: {
    nl: ['eck', 'licentie', 'referentie', 'zoeken', 'openen'],
    en: ['reference', 'license', 'licence', 'find', 'search', 'open'],
  },
  access: { right: 'ecklicenties_inzien' },
  arg: { name: 'reference', label: 'Referentie, user id of ECK iD', placeholder: 'ECK500123' },
  hint: ECK_REFERENCE_HINT,
  open: (value) => (value.trim().length >= 3 ? { to: '/ecklicenties', search: { q: value.trim() } } : null),
});

export function eckCommands(): Command[] {
  return [openEckLicenseCommand, eckHistoryCommand];
}
