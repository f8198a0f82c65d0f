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
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { requiredContext, useRequired } from './required-context';
import { useReturnFocus } from './use-return-focus';

export const CONFIRM_YES = 'Ja';
export const CONFIRM_NO = 'Nee';

export type ConfirmDialogProps = {
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

// Headless UI's dialog is a large part of the bundle and no screen needs it before the first
// question, so it loads then (docs/decisions/130-console-code-splitting.md).
const ConfirmDialogPanel = lazy(() =>
  import('./confirm-dialog-panel').then((module) => ({ default: module.ConfirmDialogPanel })),
);

/**
 * A modal 'Weet je het zeker?' dialog: focus is trapped inside, starts on the cancel button (the
 * safe choice), and returns to the element that opened it.
 */
export function ConfirmDialog({
  confirmLabel = CONFIRM_YES,
  cancelLabel = CONFIRM_NO,
  isDestructive = false,
  ...props
}: ConfirmDialogProps) {
  const [hasOpened, setOpened] = useState(props.open);
  if (props.open && !hasOpened) setOpened(true);
  useReturnFocus(props.open);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPanel
        {...props}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        isDestructive={isDestructive}
      />
    </Suspense>
  );
}

export type ConfirmRequest =
  | string
  | { text: ReactNode; confirmLabel?: string; cancelLabel?: string; isDestructive?: boolean };

/** Asks 'Weet je het zeker?' and resolves true on confirm, false on cancel or Escape. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const confirmContext = requiredContext<Confirm>('useConfirm needs a <ConfirmProvider>');

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
    <confirmContext.Context value={confirm}>
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
    </confirmContext.Context>
  );
}

/** The promise-based confirm of the nearest <ConfirmProvider>. */
export function useConfirm(): Confirm {
  return useRequired(confirmContext);
}
