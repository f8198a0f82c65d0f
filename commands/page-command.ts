import type { EntityKind } from '../domain/entity-kinds';
import {
  type Command,
  type CommandIcon,
  type EntityRef,
  type Keywords,
  numericId,
  withWords,
} from './command';
import type { RouteLink } from './route-link';

/**
 * The commands that open a page, by kind: an area file says only what differs (id, Dutch title,
 * its own keywords, access, the page), the builder adds the group, the target and, for the common
 * kinds, the button's icon, the key and the words every command of that kind is found by.
 *
 *   export const editRoleCommand = editCommand({
 *     id: 'roles.edit', title: 'Rol bewerken', keywords: { nl: ['rol'], en: ['role'] },
 *     access: { right: 'rollen_aanpassen' }, scope: 'role', page: '/rollen/$id/edit',
 *   });
 */

type Described = Pick<Command, 'id' | 'title' | 'keywords' | 'access'>;

/** A palette action that opens a page of its own ('Accounts samenvoegen', 'Orders importeren (CSV)'). */
export function pageCommand({ link, ...command }: Described & { link: RouteLink }): Command {
  return { ...command, group: 'Acties', target: { kind: 'route', link } };
}

const NEW_WORDS: Keywords = { nl: ['nieuw'], en: ['new', 'add', 'create'] };

/** 'X toevoegen': the page that creates one. */
export function newCommand({ keywords, ...command }: Described & { link: RouteLink }): Command {
  return pageCommand({ ...command, keywords: withWords(NEW_WORDS, keywords) });
}

/**
 * A palette action a list screen carries out: it opens `link`, whose `?actie=` the screen runs once
 * (src/kit/use-actie.ts), as 'Gebruikers exporteren als excel' opens /accounts?actie=export.
 */
export function actieCommand({ link, ...command }: Described & { link: RouteLink }): Command {
  return {
    ...command,
    group: 'Acties',
    target: {
      kind: 'action',
      run(context) {
        context.navigate(link);
      },
    },
  };
}

type ItemSpec = Described & Pick<Command, 'shortcut' | 'appliesTo'> & { scope: EntityKind };

/** A button of the entity in view (and its palette item 'Dit item') that opens one of its pages. */
export function entityPageCommand({
  link,
  ...command
}: ItemSpec & { icon: CommandIcon; link: (entity: EntityRef) => RouteLink }): Command {
  return { ...command, group: 'Dit item', target: { kind: 'route', link } };
}

/** A console path whose one param is the item's numeric `$id` ('/rollen/$id/edit'). */
export type ItemPath = {
  [P in RouteLink['to']]: { to: P; params: { id: number } } extends RouteLink ? P : never;
}[RouteLink['to']];

/** The link to the entity's page at `path`, its id filled in. */
export const itemLink =
  (path: ItemPath) =>
  (entity: EntityRef): RouteLink => ({ to: path, params: numericId(entity) });

const VIEW_WORDS: Keywords = { nl: ['bekijken', 'overzicht'], en: ['view', 'show'] };

/** The entity's overview ('Gebruiker bekijken'). */
export function viewCommand({ page, keywords, ...command }: ItemSpec & { page: ItemPath }): Command {
  return entityPageCommand({
    ...command,
    icon: 'view',
    keywords: withWords(VIEW_WORDS, keywords),
    link: itemLink(page),
  });
}

const EDIT_WORDS: Keywords = { nl: ['bewerken', 'wijzigen'], en: ['edit', 'change'] };

/** The entity's edit form ('Gebruiker bewerken'), also on the key 'e' in its view. */
export function editCommand({ page, keywords, ...command }: ItemSpec & { page: ItemPath }): Command {
  return entityPageCommand({
    ...command,
    icon: 'edit',
    shortcut: 'e',
    keywords: withWords(EDIT_WORDS, keywords),
    link: itemLink(page),
  });
}
