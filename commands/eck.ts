import type { Command } from './command';

/** The ECK licences' commands (spec 001 §2 /ecklicenties): open ECK licences by reference. */

export const ECK_REFERENCE_HINT = 'Vul minimaal 3 tekens van de referentie in.';

export const openEckLicenseCommand: Command = {
  id: 'eck.openByReference',
  title: 'ECK licentie openen op referentie',
  keywords: ['eck', 'licentie', 'referentie', 'reference', 'zoeken'],
  group: 'Acties',
  access: { right: 'ecklicenties_inzien' },
  target: {
    kind: 'action',
    args: [
      {
        name: 'reference',
        label: 'Referentie, user id of ECK iD',
        placeholder: 'ECK500123',
        validate: (value) => (value.trim().length < 3 ? ECK_REFERENCE_HINT : null),
      },
    ],
    run(context, { args }) {
      const q = (args.reference ?? '').trim();
      if (q.length >= 3) context.navigate({ to: '/ecklicenties', search: { q } });
    },
  },
};

export function eckCommands(): Command[] {
  return [openEckLicenseCommand];
}
