import type { EntityKind } from '../domain/entity-kinds';
import type { AccessRule } from '../domain/rights';
import type { Change, Resource } from './changes';
import { type ActionContext, type Command, type EntityRef, type Keywords, withWords } from './command';
import type { RouteLink } from './route-link';

type DeleteCommandSpec = {
  id: string;
  title: string;
  keywords: Keywords;
  access: AccessRule;
  scope: EntityKind;
  /** A rule on the entity itself (see Command.appliesTo). */
  appliesTo?: Command['appliesTo'];
  /** The API collection below /api, e.g. `roles`: the item is `roles/{id}`. */
  collection: string;
  /**
   * The resource the item belongs to: its detail is dropped and its lists refreshed after the
   * delete. Absent for an item that is only part of another's view (`alsoChanges` names that one).
   */
  resource?: Resource;
  /** What else the delete changes, as the spec says (a licence's account overview, say). */
  alsoChanges?: (entity: EntityRef) => readonly Change[];
  /** The question of the 'Weet je het zeker?' dialog, as the screen's delete button asks it. */
  question: (entity: EntityRef) => string;
  /**
   * The toasts, named as in an area's catalogue in domain/messages.ts, so an area passes its own
   * (`messages: roleMessages`); `deleting` only where the spec gives an area its own ('Aan het
   * verwijderen..').
   */
  messages: DeleteMessages;
  /**
   * Where to go once the item is gone: its list (a row's delete stays on the list as it is).
   * Absent: the screen stays, as for a confirmation link on its account's overview.
   */
  list?: RouteLink;
  /** What else follows a successful delete, before going to the list (a cache to clear). */
  afterDelete?: (context: ActionContext, entity: EntityRef) => Promise<void>;
};

export type DeleteMessages = { deleting?: string; deleted: string; deleteFailed: string };

const DELETE_WORDS: Keywords = { nl: ['verwijderen', 'wissen'], en: ['delete', 'remove'] };

/** A scoped, confirmed delete of the entity in view through the shared delete flow (409 lists blockers). */
export function deleteCommand(spec: DeleteCommandSpec): Command {
  return {
    id: spec.id,
    title: spec.title,
    keywords: withWords(DELETE_WORDS, spec.keywords),
    group: 'Dit item',
    icon: 'delete',
    access: spec.access,
    scope: spec.scope,
    ...(spec.appliesTo ? { appliesTo: spec.appliesTo } : {}),
    target: {
      kind: 'action',
      confirm: (entity) => (entity ? spec.question(entity) : spec.title),
      async run(context, { entity }) {
        if (!entity) return;
        const changes = {
          ...(spec.resource ? { deleted: { resource: spec.resource, id: entity.id } } : {}),
          ...(spec.alsoChanges ? { also: spec.alsoChanges(entity) } : {}),
        };
        const path = `${spec.collection}/${encodeURIComponent(entity.id)}`;
        const { deleting, deleted, deleteFailed } = spec.messages;
        const texts = { ...(deleting ? { progress: deleting } : {}), success: deleted, failed: deleteFailed };
        if (!(await context.remove(path, texts, changes))) return;
        await spec.afterDelete?.(context, entity);
        if (spec.list) context.navigate(spec.list, { unlessOnIt: true });
      },
    },
  };
}
