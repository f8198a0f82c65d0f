import { organisationMessages } from '../domain/messages';
import { mayChangeOrganisation } from '../domain/organisation-access';
import type { AdminPrincipal } from '../domain/rights';
import type { Command, EntityRef } from './command';
import { type ItemArea, itemCommands } from './item-commands';
import { entityPageCommand } from './page-command';

/** The organisations area's commands (spec 001 §2): list, new, edit, overview, its TLinks, delete. */

/** An organisation as the entity in view or in a row: its types decide who may change it. */
export function organisationRef(org: { id: number; name: string; type: readonly string[] }): EntityRef {
  return { kind: 'organisation', id: String(org.id), label: org.name, types: org.type };
}

/**
 * Editing and deleting follow the server's rule (decision 153): types other than School need the
 * publishers right, and a publisher-bound administrator changes no publisher but their own. Types
 * not known (a recent entity) count as not a school.
 */
const mayChange = (admin: AdminPrincipal, entity: EntityRef) =>
  mayChangeOrganisation(admin, { id: Number(entity.id), type: entity.types ?? ['Uitgever'] });

/** The items' commands (organisations.new, organisations.view, organisations.edit, organisations.delete): commands/item-commands.ts. */
const ORGANISATION = {
  ids: 'organisations',
  collection: 'organisations',
  scope: 'organisation',
  list: '/organisaties',
  resource: 'organisations',
  messages: organisationMessages,
} as const satisfies ItemArea;

export const {
  new: addOrganisationCommand,
  view: viewOrganisationCommand,
  edit: editOrganisationCommand,
  delete: deleteOrganisationCommand,
} = itemCommands(ORGANISATION, {
  new: {
    title: 'Organisatie toevoegen',
    keywords: {
      nl: ['organisatie', 'school', 'uitgever', 'toevoegen'],
      en: ['organisation', 'organization', 'publisher'],
    },
    access: { right: 'organisaties_toevoegen' },
  },
  view: {
    title: 'Organisatie bekijken',
    keywords: { nl: ['organisatie', 'school'], en: ['details', 'organisation', 'organization'] },
    access: { right: 'organisaties_inzien' },
  },
  edit: {
    title: 'Organisatie bewerken',
    keywords: { nl: ['aanpassen', 'organisatie', 'school'], en: ['update', 'organisation', 'organization'] },
    access: { right: 'organisaties_aanpassen' },
    appliesTo: mayChange,
  },
  delete: {
    title: 'Organisatie verwijderen',
    keywords: { nl: ['organisatie', 'school'], en: ['organisation', 'organization'] },
    access: { right: 'organisaties_verwijderen' },
    appliesTo: mayChange,
    question: (entity) => `Organisatie ${entity.label} verwijderen?`,
  },
});

export const organisationTlinksCommand = entityPageCommand({
  id: 'organisations.tlinks',
  icon: 'list',
  title: 'TLinks van deze organisatie',
  keywords: {
    nl: ['tlinks', 'licenties', 'codes', 'organisatie', 'school'],
    en: ['licenses', 'licences', 'codes', 'organisation'],
  },
  access: { right: 'tlinklicenties_inzien' },
  scope: 'organisation',
  link: (entity) => ({ to: '/tlinks', search: { organisation: Number(entity.id) } }),
});

export function organisationCommands(): Command[] {
  return [
    addOrganisationCommand,
    viewOrganisationCommand,
    editOrganisationCommand,
    organisationTlinksCommand,
    deleteOrganisationCommand,
  ];
}
