import { parseToken } from '../domain/tokens';
import type { Command, EntityRef } from './command';

/**
 * The licence area's commands (spec 001 §2 Licences): open a TLink by code, new TLinks, reserve,
 * change a licence's state, open an ECK licence by reference. Actions that need the API open the
 * screen that owns the call (reserving opens /tlinks with `actie=reserveren`).
 */

/** The TLink code in typed text ('tlink: ab12cd34', 'AB12-CD34'), upper-cased; null when none. */
export function tlinkCodeOf(text: string): string | null {
  const candidate = parseToken(text.trim()).find((token) => token.kind === 'tlinkCode');
  return candidate ? candidate.value : null;
}

export const TLINK_CODE_HINT = 'Vul een TLink-code van 8 letters en cijfers in.';

export const openTlinkByCodeCommand: Command = {
  id: 'licenses.openByCode',
  title: 'TLink openen op code',
  keywords: ['tlink', 'licentie', 'code', 'zoeken', 'open', 'activeringscode'],
  group: 'Acties',
  access: { right: ['tlinklicenties_inzien', 'tlinklicenties_aanpassen'] },
  target: {
    kind: 'action',
    args: [
      {
        name: 'code',
        label: 'TLink-code',
        placeholder: 'AB12CD34',
        validate: (value) => (tlinkCodeOf(value) === null ? TLINK_CODE_HINT : null),
      },
    ],
    run(context, { args }) {
      const code = tlinkCodeOf(args.code ?? '');
      if (code) context.navigate(`/tlinks/code/${code}`);
    },
  },
};

export const newTlinksCommand: Command = {
  id: 'licenses.newTlinks',
  title: 'TLinks aanmaken',
  keywords: ['nieuw', 'tlink', 'licenties', 'aanmaken', 'toevoegen', 'new'],
  group: 'Acties',
  access: { right: 'tlinklicenties_toevoegen' },
  target: { kind: 'route', path: '/tlinks/new' },
};

export const reserveTlinksCommand: Command = {
  id: 'licenses.reserve',
  title: 'TLinks reserveren',
  keywords: ['reserveren', 'tlink', 'licenties', 'school', 'reserve'],
  group: 'Acties',
  access: { right: 'tlinklicenties_reserveren' },
  target: {
    kind: 'action',
    run(context) {
      context.navigate('/tlinks?actie=reserveren');
    },
  },
};

export const changeTlinkStateCommand: Command = {
  id: 'licenses.changeState',
  title: 'Status van TLink wijzigen',
  keywords: ['status', 'intrekken', 'revoke', 'blokkeren', 'tlink', 'wijzigen', 'bewerken'],
  group: 'Dit item',
  access: { right: 'tlinklicenties_aanpassen' },
  scope: 'tlink',
  shortcut: 'e',
  target: { kind: 'route', path: '/tlinks/{id}/edit', params: (entity: EntityRef) => ({ id: entity.id }) },
};

export const ECK_REFERENCE_HINT = 'Vul minimaal 3 tekens van de referentie in.';

export const openEckLicenseCommand: Command = {
  id: 'licenses.openEck',
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
      if (q.length >= 3) context.navigate(`/ecklicenties?q=${encodeURIComponent(q)}`);
    },
  },
};

export const LICENSE_COMMANDS: readonly Command[] = [
  openTlinkByCodeCommand,
  newTlinksCommand,
  reserveTlinksCommand,
  changeTlinkStateCommand,
  openEckLicenseCommand,
];
