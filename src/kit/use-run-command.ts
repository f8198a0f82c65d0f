import { useCallback } from 'react';
import { type ActionContext, type Command, type EntityRef, linkOf } from '../../commands/command';
import { useCurrentPrincipal } from '../api/administrators';
import { useConfirm } from './confirm-dialog';
import { notifyError, notifySuccess } from './toast';
import { useActionApi } from './use-action-api';
import { useNavigateLink } from './use-navigate-link';

/**
 * Runs a command from a button or a key on a screen, exactly as the palette runs it: a route
 * command goes to its link; an action asks the command's own confirmation first (destructive), then
 * runs with the console's ActionContext. So a screen's button and its palette entry are one definition.
 */
export function useRunCommand(): (command: Command, entity?: EntityRef) => Promise<void> {
  const admin = useCurrentPrincipal();
  const navigate = useNavigateLink();
  const confirm = useConfirm();
  const actionApi = useActionApi();
  return useCallback(
    async (command, entity) => {
      const target = command.target;
      if (target.kind === 'route') {
        const link = linkOf(command, entity);
        if (link) navigate(link);
        return;
      }
      const context: ActionContext = {
        admin,
        navigate,
        confirm: (text) => confirm({ text }),
        notify: { success: notifySuccess, error: notifyError },
        ...actionApi,
      };
      const question = target.confirm?.(entity);
      if (question !== undefined && !(await confirm({ text: question, isDestructive: true }))) return;
      try {
        await target.run(context, { ...(entity ? { entity } : {}), args: {} });
      } catch (error) {
        notifyError(error instanceof Error ? error.message : String(error));
      }
    },
    [admin, navigate, confirm, actionApi],
  );
}
