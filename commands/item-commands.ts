import type { EntityKind } from '../domain/entity-kinds';
import type { Resource } from './changes';
import type { ActionContext, Command, EntityRef } from './command';
import { type DeleteMessages, deleteCommand } from './delete-command';
import { editCommand, type ItemPath, newCommand, viewCommand } from './page-command';
import type { RouteLink } from './route-link';

/**
 * The four commands most areas have for their items: 'X toevoegen', its overview, its edit form
 * and its delete. Their ids, scope, pages and API item follow from the area, so an area declares
 * them as one table of what differs (title, keywords, access, and the delete's question):
 *
 *   const ROLE = { ids: 'roles', collection: 'roles', scope: 'role', list: '/rollen', ... } as const satisfies ItemArea;
 *   export const { new: addRoleCommand, edit: editRoleCommand } = itemCommands(ROLE, {
 *     new: { title: 'Rol toevoegen', keywords: { nl: ['rol'], en: ['role'] }, access: { ... } },
 *     edit: { title: 'Rol bewerken', keywords: ..., access: { right: 'rollen_aanpassen' } },
 *   });
 *
 * gives `roles.new` opening /rollen/new and `roles.edit` opening /rollen/$id/edit (key 'e'), both
 * with the words of their kind (commands/page-command.ts, commands/delete-command.ts). The ids are
 * typed literals (`roles.edit`) from the area's own `ids`, not from its API collection: the palette
 * keeps its habits by id (commands/usage.ts), so renaming an API path must not rename a command.
 */

type Paths = RouteLink['to'];

/** A list whose items have the console's pages: `${list}/new` and `${list}/$id/edit`. */
type ItemList = {
  [P in Paths]: P extends `${infer List}/$id/edit`
    ? List extends Paths
      ? `${List}/new` extends Paths
        ? List
        : never
      : never
    : never;
}[Paths];

export type ItemArea<List extends ItemList = ItemList, Ids extends string = string> = {
  /** The prefix of the commands' ids (`roles`: roles.new, roles.edit), as the area's other commands. */
  ids: Ids;
  /** The API collection below /api (`roles`: the item is roles/{id}). */
  collection: string;
  scope: EntityKind;
  /** The list page: new is `${list}/new`, view `${list}/$id/extended-view`, edit `${list}/$id/edit`. */
  list: List;
  /** What a delete refreshes, and its toasts (the area's catalogue in domain/messages.ts). */
  resource: Resource;
  messages: DeleteMessages;
};

/** What differs between two areas' commands of one kind. */
type ItemRow = Pick<Command, 'title' | 'keywords' | 'access' | 'appliesTo'>;

type DeleteRow = ItemRow & {
  /** The question of the 'Weet je het zeker?' dialog. */
  question: (entity: EntityRef) => string;
  /** What else follows a successful delete (a cache to clear). */
  afterDelete?: (context: ActionContext, entity: EntityRef) => Promise<void>;
};

/** The rows an area declares; an overview only where the list's items have one. */
type ItemRows<List extends string> = {
  new?: Omit<ItemRow, 'appliesTo'>;
  edit?: ItemRow;
  delete?: DeleteRow;
  view?: `${List}/$id/extended-view` extends ItemPath ? ItemRow : never;
};

/** A command whose id is known to the type: `roles.edit`. */
type ItemCommand<Id extends string> = Command & { id: Id };

/** The area's item commands, one a row, under the row's name, each with its typed id. */
export function itemCommands<List extends ItemList, Ids extends string, Rows extends ItemRows<List>>(
  area: ItemArea<List, Ids>,
  rows: Rows,
): { [Kind in keyof Rows & string]-?: ItemCommand<`${Ids}.${Kind}`> } {
  const { ids, collection, scope, list } = area;
  const idOf = (kind: string) => `${ids}.${kind}`;
  // `ItemList` allows only lists whose pages exist; TypeScript cannot follow a template of a
  // generic path, so the pages are named as what that type already checked.
  const item = (page: string) => `${list}/$id/${page}` as ItemPath;
  const built: Record<string, Command> = {};
  if (rows.new)
    built.new = newCommand({ ...rows.new, id: idOf('new'), link: { to: `${list}/new` } as RouteLink });
  if (rows.view)
    built.view = viewCommand({ ...rows.view, id: idOf('view'), scope, page: item('extended-view') });
  if (rows.edit) built.edit = editCommand({ ...rows.edit, id: idOf('edit'), scope, page: item('edit') });
  if (rows.delete)
    built.delete = deleteCommand({
      ...rows.delete,
      id: idOf('delete'),
      scope,
      collection,
      resource: area.resource,
      messages: area.messages,
      list: { to: list } as RouteLink,
    });
  return built as { [Kind in keyof Rows & string]-?: ItemCommand<`${Ids}.${Kind}`> };
}
