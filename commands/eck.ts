import type { Command } from './command';
import { lookupCommand } from './lookup-command';

/** The ECK licences' commands (spec 001 §2 /ecklicenties): open ECK licences by reference. */

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
  return [openEckLicenseCommand];
}
