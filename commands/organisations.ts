import { organisationMessages } from '../domain/messages';
import { mayChangeOrganisation } from '../domain/organisation-access';
import type { AdminPrincipal } from '../domain/rights';
import { type Command, type EntityRef, numericId } from './command';
import { deleteCommand } from './delete-command';

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

export const addOrganisationCommand: Command = {
  id: 'organisations.new',
  title: 'Organisatie toevoegen',
  keywords: {
    nl: ['nieuw', 'organisatie', 'school', 'uitgever', 'toevoegen'],
    en: ['new', 'add', 'create', 'organisation', 'organization', 'publisher'],
  },
  group: 'Acties',
  access: { right: 'organisaties_toevoegen' },
  target: { kind: 'route', link: { to: '/organisaties/new' } },
};

export const editOrganisationCommand: Command = {
  id: 'organisations.edit',
  icon: 'edit',
  title: 'Organisatie bewerken',
  keywords: {
    nl: ['bewerken', 'wijzigen', 'aanpassen', 'organisatie', 'school'],
    en: ['edit', 'change', 'update', 'organisation', 'organization'],
  },
  group: 'Dit item',
  access: { right: 'organisaties_aanpassen' },
  scope: 'organisation',
  appliesTo: mayChange,
  shortcut: 'e',
  target: { kind: 'route', link: (entity) => ({ to: '/organisaties/$id/edit', params: numericId(entity) }) },
};

export const viewOrganisationCommand: Command = {
  id: 'organisations.view',
  icon: 'view',
  title: 'Organisatie bekijken',
  keywords: {
    nl: ['bekijken', 'overzicht', 'organisatie', 'school'],
    en: ['view', 'show', 'details', 'organisation', 'organization'],
  },
  group: 'Dit item',
  access: { right: 'organisaties_inzien' },
  scope: 'organisation',
  target: {
    kind: 'route',
    link: (entity) => ({ to: '/organisaties/$id/extended-view', params: numericId(entity) }),
  },
};

export const organisationTlinksCommand: Command = {
  id: 'organisations.tlinks',
  icon: 'list',
  title: 'TLinks van deze organisatie',
  keywords: {
    nl: ['tlinks', 'licenties', 'codes', 'organisatie', 'school'],
    en: ['licenses', 'licences', 'codes', 'organisation'],
  },
  group: 'Dit item',
  access: { right: 'tlinklicenties_inzien' },
  scope: 'organisation',
  target: {
    kind: 'route',
    link: (entity) => ({ to: '/tlinks', search: { organisation: Number(entity.id) } }),
  },
};

export const deleteOrganisationCommand = deleteCommand({
  id: 'organisations.delete',
  title: 'Organisatie verwijderen',
  keywords: { nl: ['organisatie', 'school'], en: ['organisation', 'organization'] },
  access: { right: 'organisaties_verwijderen' },
  scope: 'organisation',
  appliesTo: mayChange,
  apiPath: (entity) => `organisations/${encodeURIComponent(entity.id)}`,
  resource: 'organisations',
  question: (entity) => `Organisatie ${entity.label} verwijderen?`,
  texts: { success: organisationMessages.deleted, failed: organisationMessages.deleteFailed },
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
