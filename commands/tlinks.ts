import { parseToken } from '../domain/tokens';
import type { Command, EntityRef } from './command';
import { lookupCommand } from './lookup-command';
import { actieCommand, entityPageCommand, itemLink, newCommand } from './page-command';

/**
 * The TLink commands (spec 001 §2 Licences): open a TLink by code, new TLinks, reserve, change a
 * TLink's state. Actions that need the API open the
 * screen that owns the call (reserving opens /tlinks with `actie=reserveren`).
 */

/** The TLink code in typed text ('tlink: ab12cd34', 'AB12-CD34'), upper-cased; null when none. */
export function tlinkCodeOf(text: string): string | null {
  const candidate = parseToken(text.trim()).find((token) => token.kind === 'tlinkCode');
  return candidate ? candidate.value : null;
}

/** A TLink as the entity in view or in a row. */
export function tlinkRef(licence: { id: number; licenseCode: string }): EntityRef {
  return { kind: 'tlink', id: String(licence.id), label: `TLink ${licence.licenseCode}` };
}

export const TLINK_CODE_HINT = 'Vul een TLink-code van 8 letters en cijfers in.';

export const openTlinkByCodeCommand = lookupCommand({
  id: 'tlinks.openByCode',
  title: 'TLink openen op code',
  keywords: {
    nl: ['tlink', 'licentie', 'code', 'zoeken', 'openen', 'activeringscode'],
    en: ['open', 'find', 'search', 'license', 'licence', 'code'],
  },
  access: { right: ['tlinklicenties_inzien', 'tlinklicenties_aanpassen'] },
  arg: { name: 'code', label: 'TLink-code', placeholder: 'AB12CD34' },
  hint: TLINK_CODE_HINT,
  open: (value) => {
    const code = tlinkCodeOf(value);
    return code ? { to: '/tlinks/code/$code', params: { code } } : null;
  },
});

export const newTlinksCommand = newCommand({
  id: 'tlinks.newTlinks',
  title: 'TLinks aanmaken',
  keywords: {
    nl: ['tlink', 'licenties', 'aanmaken', 'toevoegen', 'codes'],
    en: ['generate', 'licenses', 'licences'],
  },
  access: { right: 'tlinklicenties_toevoegen' },
  link: { to: '/tlinks/new' },
});

export const reserveTlinksCommand = actieCommand({
  id: 'tlinks.reserve',
  title: 'TLinks reserveren',
  keywords: {
    nl: ['reserveren', 'tlink', 'licenties', 'school'],
    en: ['reserve', 'licenses', 'licences', 'book'],
  },
  access: { right: 'tlinklicenties_reserveren' },
  link: { to: '/tlinks', search: { actie: 'reserveren' } },
});

/** The TLink's edit form is where its state changes; it keeps the edit button's icon and key. */
export const changeTlinkStateCommand = entityPageCommand({
  id: 'tlinks.changeState',
  icon: 'edit',
  title: 'Status van TLink wijzigen',
  keywords: {
    nl: ['status', 'intrekken', 'blokkeren', 'tlink', 'wijzigen', 'bewerken', 'deactiveren'],
    en: ['revoke', 'block', 'state', 'status', 'edit', 'change', 'deactivate'],
  },
  access: { right: 'tlinklicenties_aanpassen' },
  scope: 'tlink',
  shortcut: 'e',
  link: itemLink('/tlinks/$id/edit'),
});

export const TLINK_COMMANDS: readonly Command[] = [
  openTlinkByCodeCommand,
  newTlinksCommand,
  reserveTlinksCommand,
  changeTlinkStateCommand,
];
