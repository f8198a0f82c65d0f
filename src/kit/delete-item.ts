/**
 * The delete flow every area shares (spec 000 §8, 001 §8): a loading toast ('Aan het
 * verwijderen...'), then the success text, the 409 text followed by the blocking entities, or the
 * area's failure text plus the server message.
 *
 * Usage (commands reach it through ActionContext.remove, see commands/delete-command.ts):
 *   const ok = await deleteWithToasts(() => api.request(`products/${id}`, { method: "DELETE" }), {
 *     progress: roleMessages.deleting, success: roleMessages.deleted, failed: roleMessages.deleteFailed,
 *   });
 */
import { deleteMessages, withMessage } from '../../domain/shell-messages';
import { ApiError } from '../api/api-error';
import { loadingToast } from './toast';

type Blocker = { toString: string; entityType: string; id: number | string };

/** The entities a 409 of a DELETE names as blocking it; null for any other failure. */
export function deleteBlockersOf(error: unknown): Blocker[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.body)) return null;
  return error.body.filter(
    (item): item is Blocker => typeof item === 'object' && item !== null && 'entityType' in item,
  );
}

/** '409 text' followed by each blocker as 'description (type id)'. */
export function conflictText(blockers: readonly Blocker[]): string {
  const list = blockers.map((b) => `${b.toString} (${b.entityType} ${b.id})`).join(', ');
  return `${deleteMessages.conflict} ${list}`;
}

/** Runs a delete with the shared toasts; resolves true when it succeeded. */
export async function deleteWithToasts(
  remove: () => Promise<void>,
  texts: { progress?: string; success: string; failed: string },
): Promise<boolean> {
  const toast = loadingToast(texts.progress ?? deleteMessages.deleting);
  try {
    await remove();
    await toast.success(texts.success);
    return true;
  } catch (error) {
    const blockers = deleteBlockersOf(error);
    if (blockers && blockers.length > 0) await toast.error(conflictText(blockers));
    else await toast.error(withMessage(texts.failed, error instanceof Error ? error.message : null));
    return false;
  }
}
