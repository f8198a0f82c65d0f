import { useCallback } from 'react';
import type { ActionContext, Command, EntityRef } from '../../commands/command';
import { principalOf, useCurrentAdministrator } from '../api/administrators';
import { useConfirm } from './confirm-dialog';
import { notifyError, notifySuccess } from './toast';
import { useActionApi } from './use-action-api';
import { useNavigateLink } from './use-navigate-link';

/**
 * Runs an action command from a button on a screen, exactly as the palette runs it: the command's
 * own confirmation first (destructive), then its action with the console's ActionContext. So a
 * screen's delete button and its palette entry are one definition.
 */
export function useRunCommand(): (command: Command, entity?: EntityRef) => Promise<void> {
  const admin = principalOf(useCurrentAdministrator());
  const navigate = useNavigateLink();
  const confirm = useConfirm();
  const actionApi = useActionApi();
  return useCallback(
    async (command, entity) => {
      const target = command.target;
      if (target.kind !== 'action') return;
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
