import { organisationMessages } from '../domain/messages';
import { mayChangeOrganisation } from '../domain/organisation-access';
import type { AdminPrincipal } from '../domain/rights';
import type { Command, EntityRef } from './command';
import { deleteCommand } from './delete-command';
import { editCommand, entityPageCommand, newCommand, viewCommand } from './page-command';

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

export const addOrganisationCommand = newCommand({
  id: 'organisations.new',
  title: 'Organisatie toevoegen',
  keywords: {
    nl: ['organisatie', 'school', 'uitgever', 'toevoegen'],
    en: ['organisation', 'organization', 'publisher'],
  },
  access: { right: 'organisaties_toevoegen' },
  link: { to: '/organisaties/new' },
});

export const editOrganisationCommand = editCommand({
  id: 'organisations.edit',
  title: 'Organisatie bewerken',
  keywords: { nl: ['aanpassen', 'organisatie', 'school'], en: ['update', 'organisation', 'organization'] },
  access: { right: 'organisaties_aanpassen' },
  scope: 'organisation',
  appliesTo: mayChange,
  page: '/organisaties/$id/edit',
});

export const viewOrganisationCommand = viewCommand({
  id: 'organisations.view',
  title: 'Organisatie bekijken',
  keywords: { nl: ['organisatie', 'school'], en: ['details', 'organisation', 'organization'] },
  access: { right: 'organisaties_inzien' },
  scope: 'organisation',
  page: '/organisaties/$id/extended-view',
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

export const deleteOrganisationCommand = deleteCommand({
  id: 'organisations.delete',
  title: 'Organisatie verwijderen',
  keywords: { nl: ['organisatie', 'school'], en: ['organisation', 'organization'] },
  access: { right: 'organisaties_verwijderen' },
  scope: 'organisation',
  appliesTo: mayChange,
  collection: 'organisations',
  resource: 'organisations',
  question: (entity) => `Organisatie ${entity.label} verwijderen?`,
  messages: organisationMessages,
  list: { to: '/organisaties' },
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
