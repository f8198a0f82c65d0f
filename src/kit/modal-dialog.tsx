/**
 * The console's modal dialog (Headless UI): a dimmed backdrop and a white panel with its title on
 * top, named by that title; focus stays inside, and Escape or a click outside calls `onClose`.
 * The question, the dialog form, the bulk run and the shortcut sheet are drawn by it; what the
 * panel holds, how wide it is and how it lays out its content is the caller's (`className`).
 *
 * Usage:
 *   <ModalDialog title="Weet je het zeker?" onClose={cancel} className="max-w-md p-6">…</ModalDialog>
 *   <ModalDialog open={isOpen} at="top" title="Sneltoetsen" titleEnd={<CloseButton />} …>…</ModalDialog>
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/** Where the panel stands: in the middle (a question, a form), or high up as the palette does. */
const PLACEMENT = {
  center: 'items-center p-4',
  top: 'items-start px-4 pt-[10vh]',
} as const;

type ModalDialogProps = {
  /** Shown or not; a dialog mounted only while it is open leaves it out. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Beside the title at the end of its line (the shortcut sheet's 'Sluiten'). */
  titleEnd?: ReactNode;
  at?: keyof typeof PLACEMENT;
  /** The panel's width, padding and layout of its content. */
  className: string;
  children: ReactNode;
};

export function ModalDialog({
  open = true,
  onClose,
  title,
  titleEnd,
  at = 'center',
  className,
  children,
}: ModalDialogProps) {
  const heading = <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>;
  return (
    // The dialog itself covers the screen, so it is what a test or a screen reader finds shown.
    <Dialog
      open={open}
      onClose={onClose}
      className={`fixed inset-0 z-50 flex justify-center ${PLACEMENT[at]}`}
    >
      <div className="absolute inset-0 bg-slate-900/40" aria-hidden="true" />
      <DialogPanel className={`relative w-full rounded-lg bg-white shadow-xl ${className}`}>
        {titleEnd ? (
          <div className="flex items-center justify-between">
            {heading}
            {titleEnd}
          </div>
        ) : (
          heading
        )}
        {children}
      </DialogPanel>
    </Dialog>
  );
}
