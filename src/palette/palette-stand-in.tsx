import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { paletteMessages } from './palette-messages';

/** What was typed or pasted into the stand-in: the dialog starts from it (decision 426). */
export type EarlyInput = { query: string; isPaste: boolean; returnFocus: Element | null };

/** A paste keeps one line: a text input drops line breaks and would glue a ticket's lines together. */
export const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

type Props = { early: RefObject<EarlyInput | null>; onClose: () => void };

/**
 * The palette's field while its dialog's code is still loading (an opening in the first moments
 * after the shell painted, decision 426): the same dialog and field, keeping every key and paste,
 * which the dialog takes over when it arrives. Escape or a press outside closes it.
 */
export function PaletteStandIn({ early, onClose }: Props) {
  const [input] = useState<EarlyInput>(() => ({
    query: '',
    isPaste: false,
    returnFocus: typeof document === 'undefined' ? null : document.activeElement,
  }));
  const [query, setQuery] = useState('');
  useEffect(() => {
    early.current = input;
    return () => {
      if (early.current === input) early.current = null;
      // Closed before the dialog arrived, its field gone with it: focus goes back where it was, as
      // the dialog's does. Replaced by the dialog, focus is already in the dialog's field.
      const active = document.activeElement;
      const isFocusLost = active === null || active === document.body;
      if (isFocusLost && input.returnFocus instanceof HTMLElement && input.returnFocus.isConnected)
        input.returnFocus.focus({ preventScroll: true });
    };
  }, [early, input]);

  const change = (next: string, isPaste: boolean) => {
    input.query = next;
    input.isPaste = isPaste;
    setQuery(next);
  };

  return (
    <PaletteFrame onClose={onClose}>
      <div className="flex items-center gap-2 border-b border-slate-200 px-3">
        <input
          autoFocus
          role="combobox"
          aria-expanded={false}
          aria-label={paletteMessages.inputLabel}
          placeholder={paletteMessages.placeholder}
          value={query}
          onChange={(event) => change(event.target.value, false)}
          onPaste={(event) => {
            event.preventDefault();
            const field = event.currentTarget;
            const from = field.selectionStart ?? query.length;
            const to = field.selectionEnd ?? query.length;
            change(
              `${query.slice(0, from)}${oneLine(event.clipboardData.getData('text'))}${query.slice(to)}`,
              true,
            );
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            } else if (event.key === 'Enter') event.preventDefault();
          }}
          className="focus-ring-inset h-12 w-full bg-transparent text-base text-slate-900 placeholder:text-slate-500"
        />
      </div>
      <p className="px-4 py-3 text-sm text-slate-600">{paletteMessages.searching}</p>
    </PaletteFrame>
  );
}

/** The palette's modal frame: the dimmed page (a press closes) and the dialog, for the stand-in and the dialog. */
export function PaletteFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center px-4 pt-[12vh]">
      <button
        type="button"
        tabIndex={-1}
        aria-label={paletteMessages.sheetClose}
        className="absolute inset-0 cursor-default bg-slate-900/40"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={paletteMessages.dialogLabel}
        className="relative w-full max-w-2xl overflow-hidden rounded-lg bg-white shadow-xl ring-1 ring-slate-300"
      >
        {children}
      </div>
    </div>
  );
}
