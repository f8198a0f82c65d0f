import { Description } from '@headlessui/react';
import { shellMessages } from '../../domain/messages';
import type { ConfirmDialogProps } from './confirm-dialog';
import { ModalDialog } from './modal-dialog';

/** The Headless UI dialog behind <ConfirmDialog>, loaded the first time a confirmation is asked. */
export function ConfirmDialogPanel({
  open,
  text,
  confirmLabel,
  cancelLabel,
  isDestructive,
  onConfirm,
  onCancel,
}: Required<ConfirmDialogProps>) {
  return (
    <ModalDialog open={open} onClose={onCancel} title={shellMessages.confirmTitle} className="max-w-md p-6">
      <Description as="div" className="mt-2 text-sm text-slate-700">
        {text}
      </Description>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          // Headless UI starts focus here: cancelling is the safe choice.
          autoFocus
          onClick={onCancel}
          className="focus-ring rounded border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={`focus-ring rounded px-4 py-2 text-sm font-semibold text-white ${
            isDestructive ? 'bg-red-700 hover:bg-red-800' : 'bg-sky-700 hover:bg-sky-800'
          }`}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
