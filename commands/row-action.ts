import type { EntityKind } from '../domain/entity-kinds';
import type {
  ActionContext,
  Command,
  CommandArgument,
  CommandIcon,
  CommandTarget,
  EntityRef,
} from './command';
import type { RouteLink } from './route-link';

/**
 * Runs a command's step; a failure is told as the command's own Dutch text (`failed`, which may
 * name the server's reason), not thrown at the palette or the row.
 */
export async function tellingFailure(
  context: ActionContext,
  step: () => Promise<void>,
  failed: (error: unknown) => string,
): Promise<void> {
  try {
    await step();
  } catch (error) {
    context.notify.error(failed(error));
  }
}

type RowActionSpec = Pick<Command, 'id' | 'title' | 'keywords' | 'access' | 'appliesTo'> & {
  icon: CommandIcon;
  scope: EntityKind;
  run: (context: ActionContext, entity: EntityRef) => Promise<void>;
  failed: (entity: EntityRef, error: unknown) => string;
  confirm?: (entity: EntityRef | undefined) => string;
};

/**
 * A row's one-step action (an order line's resend, a licence message's retry, an export's
 * download) as a command of the row's entity ('Dit item'): its button on the row, its item in the
 * palette. It runs on the row's entity and a failure is told as the command's own Dutch text, not
 * the server's bare message. Without an entity (the palette outside a row) it does nothing.
 *
 *   rowActionCommand({ id, icon, title, keywords, access, scope, run: async (context, entity) => …,
 *     failed: (entity) => 'Mislukt: …' })
 */
export function rowActionCommand({ run, failed, confirm, ...command }: RowActionSpec): Command {
  return {
    ...command,
    group: 'Dit item',
    target: actionTarget(async (context, { entity }) => {
      if (!entity) return;
      await tellingFailure(
        context,
        () => run(context, entity),
        (error) => failed(entity, error),
      );
    }, confirm),
  };
}

type CallCommandSpec = Pick<Command, 'id' | 'title' | 'keywords' | 'access'> & {
  args?: readonly CommandArgument[];
  confirm?: () => string;
  run: (context: ActionContext, args: Record<string, string>) => Promise<void>;
  failed: (error: unknown) => string;
};

/**
 * A palette action ('Acties') of no entity that calls the API once ('Alle mislukte opnieuw naar
 * Prius', closing a support ticket by its key): the row action's shape without a row, its failure
 * told as the command's own Dutch text.
 */
export function callCommand({ args, confirm, run, failed, ...command }: CallCommandSpec): Command {
  return {
    ...command,
    group: 'Acties',
    target: actionTarget(
      (context, input) => tellingFailure(context, () => run(context, input.args), failed),
      confirm,
      args,
    ),
  };
}

type ActionTarget = Extract<CommandTarget, { kind: 'action' }>;

/** An action's target, with a confirmation and arguments only where it has them. */
function actionTarget(
  run: ActionTarget['run'],
  confirm?: ActionTarget['confirm'],
  args?: ActionTarget['args'],
): ActionTarget {
  return { kind: 'action', ...(args ? { args } : {}), ...(confirm ? { confirm } : {}), run };
}

/** A thrown value's message, for a failure text that names the server's reason. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type RowDialogSpec = Pick<Command, 'id' | 'title' | 'keywords' | 'access' | 'appliesTo'> & {
  icon: CommandIcon;
  scope: EntityKind;
  /** The row's list with its `actie` and the row's id (`rij`): the list screen opens the dialog. */
  link: (entity: EntityRef) => RouteLink;
};

/**
 * A row's dialog on its own list ('Groepen aanpassen' of a PO licence, the history of an ECK
 * licence's reference) as a command of the row's entity: it opens the list's `?actie=` for the row
 * (`rij`), keeping the list's filters when the list is open, and the screen opens the dialog once
 * (src/kit/use-row-dialog.ts, decision 510).
 */
export function rowDialogCommand({ link, ...command }: RowDialogSpec): Command {
  return {
    ...command,
    group: 'Dit item',
    target: actionTarget((context, { entity }) => {
      if (entity) context.navigate(link(entity), { keepSearch: true });
    }),
  };
}
