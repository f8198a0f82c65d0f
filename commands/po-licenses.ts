import { poLicenceMessages } from '../domain/messages';
import type { Command, EntityRef } from './command';
import { deleteCommand } from './delete-command';

/** The PO licences' commands (spec 001 §2 /policenties): delete one. */

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
  return [deletePoLicenseCommand];
}
