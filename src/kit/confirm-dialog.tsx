/**
 * The one confirmation dialog, titled 'Weet je het zeker?' (spec 000 §8).
 *
 * Usage (promise style; <ConfirmProvider> is mounted once in src/app.tsx):
 *   const confirm = useConfirm();
 *   if (await confirm('Het account wordt verwijderd.')) await remove();
 *   if (await confirm({ text: 'De rol wordt verwijderd.', confirmLabel: 'Verwijderen' })) ...
 *
 * Usage (controlled, when the screen owns the state):
 *   <ConfirmDialog open={open} text="..." onConfirm={go} onCancel={() => setOpen(false)} />
 */
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { createContext, type ReactNode, use, useCallback, useRef, useState } from 'react';
import { shellMessages } from '../../domain/messages';

export const CONFIRM_YES = 'Ja';
export const CONFIRM_NO = 'Nee';

type ConfirmDialogProps = {
  open: boolean;
  /** The body: what will happen. */
  text: ReactNode;
  /** Defaults to 'Ja'; a verb ('Verwijderen') reads better for destructive steps. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive steps. */
  isDestructive?: boolean;
  onConfirm: () => void;
  /** Escape, a click outside and 'Nee' all cancel. */
  onCancel: () => void;
};

/**
 * A modal 'Weet je het zeker?' dialog: focus is trapped inside, starts on the cancel button (the
 * safe choice), and returns to the element that opened it.
 */
export function ConfirmDialog({
  open,
  text,
  confirmLabel = CONFIRM_YES,
  cancelLabel = CONFIRM_NO,
  isDestructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {shellMessages.confirmTitle}
          </DialogTitle>
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export type ConfirmRequest =
  | string
  | { text: ReactNode; confirmLabel?: string; cancelLabel?: string; isDestructive?: boolean };

/** Asks 'Weet je het zeker?' and resolves true on confirm, false on cancel or Escape. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

type Pending = {
  request: Exclude<ConfirmRequest, string>;
  resolve: (answer: boolean) => void;
};

/** Mounted once around the app: renders the dialog that `useConfirm()` opens. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback<Confirm>((request) => {
    // A second request while one is open answers the first with 'no': one question at a time.
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { request: typeof request === 'string' ? { text: request } : request, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  }, []);

  const answer = (value: boolean) => {
    pendingRef.current?.resolve(value);
    pendingRef.current = null;
    setPending(null);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        text={pending?.request.text ?? ''}
        {...(pending?.request.confirmLabel ? { confirmLabel: pending.request.confirmLabel } : {})}
        {...(pending?.request.cancelLabel ? { cancelLabel: pending.request.cancelLabel } : {})}
        isDestructive={pending?.request.isDestructive ?? false}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </ConfirmContext>
  );
}

/** The promise-based confirm of the nearest <ConfirmProvider>. */
export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider>');
  return confirm;
}
