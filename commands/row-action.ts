import type { ActionContext, Command, CommandIcon, CommandTarget, EntityKind, EntityRef } from './command';

type RowAction = {
  run: (context: ActionContext, entity: EntityRef) => Promise<void>;
  failed: (entity: EntityRef, error: unknown) => string;
  confirm?: (entity: EntityRef | undefined) => string;
};

/**
 * The target of a row's one-step action (an order line's resend, a licence message's retry, an
 * export's download): it runs on the row's entity and a failure is told as the command's own
 * Dutch text, not the server's bare message. Without an entity (the palette outside a row) it does
 * nothing: such commands are scoped and offered on their rows only.
 */
function rowAction(action: RowAction): CommandTarget {
  return {
    kind: 'action',
    ...(action.confirm ? { confirm: action.confirm } : {}),
    async run(context, { entity }) {
      if (!entity) return;
      try {
        await action.run(context, entity);
      } catch (error) {
        context.notify.error(action.failed(entity, error));
      }
    },
  };
}

type RowActionSpec = Pick<Command, 'id' | 'title' | 'keywords' | 'access' | 'appliesTo'> & {
  icon: CommandIcon;
  scope: EntityKind;
};

/**
 * A row's one-step action as a command of the row's entity ('Dit item'): its button on the row,
 * its item in the palette.
 *
 *   rowActionCommand({ id, icon, title, keywords, access, scope, run: async (context, entity) => …,
 *     failed: (entity) => 'Mislukt: …' })
 */
export function rowActionCommand({ run, failed, confirm, ...command }: RowActionSpec & RowAction): Command {
  return {
    ...command,
    group: 'Dit item',
    target: rowAction({ run, failed, ...(confirm ? { confirm } : {}) }),
  };
}

/** A thrown value's message, for a failure text that names the server's reason. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
