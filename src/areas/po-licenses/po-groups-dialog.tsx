import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import * as v from 'valibot';
import { GroupsTextSchema, type PoLicense } from '../../../domain/schemas/po-license';
import { useApi } from '../../api/api-context';
import { adjustPoGroups } from '../../api/po-licenses';
import { loadingToast } from '../../kit/toast';

export const GROUPS_TITLE = 'Groepen aanpassen';
export const GROUPS_SAVED = 'De groepen zijn opgeslagen.';
export const GROUPS_FAILED = 'De groepen konden niet worden opgeslagen.';

/** Edit a PO licence's groups: digits 0-8, comma separated, no repeats, at most 9 (spec 001 §5). */
export function PoGroupsDialog({
  licence,
  onClose,
  onSaved,
}: {
  licence: PoLicense | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const [text, setText] = useState<string | null>(null);
  const value = text ?? licence?.groups.join(',') ?? '';
  const result = v.safeParse(GroupsTextSchema, value);
  const error = result.success ? null : (result.issues[0]?.message ?? null);
  const close = () => {
    setText(null);
    onClose();
  };
  const save = async () => {
    if (!licence || error) return;
    const toast = loadingToast('Aan het opslaan...');
    try {
      await adjustPoGroups(api, licence.id, value);
      await toast.success(GROUPS_SAVED);
      onSaved();
      close();
    } catch (failure) {
      await toast.error(`${GROUPS_FAILED} ${failure instanceof Error ? failure.message : ''}`.trim());
    }
  };
  return (
    <Dialog open={licence !== null} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{GROUPS_TITLE}</DialogTitle>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              Groepen (0 tot en met 8, gescheiden door komma's)
              <input
                autoFocus
                value={value}
                maxLength={40}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={error ? true : undefined}
                className={`focus-ring rounded border px-2.5 py-1.5 font-normal ${error ? 'border-red-600' : 'border-slate-400'}`}
              />
              {error ? <span className="text-sm font-normal text-red-700">{error}</span> : null}
            </label>
            <div className="flex justify-end gap-3">
              <button
                type="button"
                onClick={close}
                className="focus-ring rounded border border-slate-400 px-4 py-2 text-sm"
              >
                Annuleren
              </button>
              <button
                type="submit"
                disabled={error !== null}
                className="focus-ring rounded bg-sky-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
              >
                Opslaan
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
