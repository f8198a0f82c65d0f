import { poLicenceMessages } from '../domain/messages';
import type { Command, EntityRef } from './command';
import { deleteCommand } from './delete-command';
import { rowDialogCommand } from './row-action';

/** The PO licences' commands (spec 001 §2 /policenties): adjust a row's groups, delete one. */

/** A PO licence as the entity of a row: its reference (else id) and product. */
export function poLicenseRef(licence: {
  id: number;
  referenceId: string | null;
  product: { title: string };
}): EntityRef {
  return {
    kind: 'poLicense',
    id: String(licence.id),
    label: `${licence.referenceId ?? licence.id} van ${licence.product.title}`,
  };
}

/** 'Groepen aanpassen' (spec 001 §5 adjustGroups): the row's groups, in a dialog on the list. */
export const adjustPoGroupsCommand = rowDialogCommand({
  id: 'poLicenses.groups',
  icon: 'edit',
  title: 'Groepen aanpassen',
  keywords: {
    nl: ['groepen', 'groep', 'aanpassen', 'wijzigen', 'po', 'basispoort'],
    en: ['groups', 'group', 'edit', 'change', 'license', 'licence'],
  },
  access: { right: 'policenties_groepen_aanpassen' },
  scope: 'poLicense',
  link: (licence) => ({ to: '/policenties', search: { actie: 'groepen', rij: Number(licence.id) } }),
});

export const deletePoLicenseCommand = deleteCommand({
  id: 'poLicenses.delete',
  title: 'PO licentie verwijderen',
  keywords: { nl: ['po', 'basispoort', 'licentie'], en: ['license', 'licence', 'primary'] },
  access: { right: 'policenties_verwijderen' },
  scope: 'poLicense',
  collection: 'policenses',
  resource: 'poLicenses',
  question: (entity) => `PO licentie ${entity.label} verwijderen?`,
  messages: poLicenceMessages,
  list: { to: '/policenties' },
});

export function poLicenseCommands(): Command[] {
  return [adjustPoGroupsCommand, deletePoLicenseCommand];
}
