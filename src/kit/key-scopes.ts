import hotkeys from 'hotkeys-js';

/*
 * The console's one hotkeys-js filter (decision 511): every key press passes it, and it chooses the
 * scope the press is heard in. A key bound in a scope below is heard only there; a key bound in
 * hotkeys-js's 'all' scope (Ctrl-K, a form's Ctrl-S) in every scope, so also while typing in a
 * field, which is its point. Installed when this module loads, by whoever binds keys (the global
 * shortcuts, the form kit), so a form saves with Ctrl-S from a field with or without the shell.
 */

/** The registry's shortcuts ('g a', 'e', '?'): outside fields and dialogs only. */
export const CONSOLE_SCOPE = 'console';
/** A key typed in a field that takes text. */
const FIELD_SCOPE = 'invoerveld';
/** A key inside a dialog, or while the palette or another dialog is open. */
const DIALOG_SCOPE = 'dialoog';

/**
 * hotkeys-js's own filter: false when the key goes into a field that takes text (an input that is
 * not a button, checkbox, radio, range, file or colour; a textarea or select; contenteditable),
 * unless the field is read-only. Kept before the console's filter replaces it.
 */
const takesNoText = hotkeys.filter;

function isInsideDialog(target: EventTarget | null): boolean {
  if (target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return document.querySelector('[aria-modal="true"]') !== null;
}

type ScopeWatch = {
  /** Whether the palette or another dialog owns the keys now, beside what the DOM shows. */
  isSuspended: () => boolean;
  /** Hears a press that is not in the console scope (a chord begun outside a field is broken). */
  onOtherScope: () => void;
};

let watch: ScopeWatch | null = null;

hotkeys.filter = (event) => {
  const scope =
    watch?.isSuspended() || isInsideDialog(event.target)
      ? DIALOG_SCOPE
      : takesNoText(event)
        ? CONSOLE_SCOPE
        : FIELD_SCOPE;
  if (scope !== CONSOLE_SCOPE) watch?.onOtherScope();
  hotkeys.setScope(scope);
  return true;
};

/** The global shortcuts' part in the filter (src/palette/use-global-shortcuts.ts); returns its removal. */
export function watchKeyScopes(next: ScopeWatch): () => void {
  watch = next;
  return () => {
    if (watch === next) watch = null;
  };
}
