/**
 * The <form> of the form kit: submits with Enter, Ctrl/Cmd+S and Ctrl/Cmd+Enter, leaves with Escape or
 * 'Annuleren' (history back, or `cancelTo`), shows the form-level error (412), and guards unsaved
 * changes: navigating away from a dirty form asks 'Weet je het zeker?', closing the tab too.
 *
 * Usage:
 *   const form = useSchemaForm({ schema, initial, onSubmit, onSuccess });
 *   <SchemaForm form={form} label="Gebruiker bewerken" cancelTo="/accounts">
 *     <TextField label="E-mail" {...form.bind('email')} />
 *     <FormActions />
 *   </SchemaForm>
 */
import { useBlocker, useRouter } from '@tanstack/react-router';
import hotkeys from 'hotkeys-js';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import '../key-scopes';
import { requiredContext, useRequired } from '../required-context';
import type { SchemaForm as SchemaFormState } from './use-schema-form';

/** The body of the 'Weet je het zeker?' dialog when leaving a form with unsaved changes. */
export const UNSAVED_CHANGES_TEXT = 'Je wijzigingen zijn nog niet opgeslagen en gaan verloren.';

type FormContextValue = { form: SchemaFormState; leave: () => Promise<void> };

const formContext = requiredContext<FormContextValue>('useFormContext needs a <SchemaForm>');

/** The form and its 'leave' of the enclosing <SchemaForm>; FormActions reads it. */
export function useFormContext(): FormContextValue {
  return useRequired(formContext);
}

/** Ctrl-S and Ctrl-Enter both save (docs/decisions/141-form-save-and-leave-keys.md); Cmd on a Mac. */
const SAVE_KEYS = 'ctrl+s, command+s, ctrl+enter, command+enter';
const LEAVE_KEY = 'esc';

/** The label of the button beside the 412 text (decision 240). */
export const RELOAD_LABEL = 'Opnieuw laden';

/**
 * Whether a dialog (the confirm dialog, the palette) or an open listbox owns the keyboard now; the
 * dialog that holds this form itself (a DialogForm) does not count.
 */
function isOverlayOpen(form: HTMLFormElement | null): boolean {
  const overlays = document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="listbox"]');
  return [...overlays].some((overlay) => !(form && overlay.contains(form)));
}

type SchemaFormProps = {
  // biome-ignore lint/suspicious/noExplicitAny: any schema's form; the fields are typed through bind().
  form: SchemaFormState<any>;
  /** The accessible name of the form, usually the page title. */
  label: string;
  /** Where Cancel and Escape go; without it they go back in history (or home when there is none). */
  cancelTo?: string;
  /** Set false for a small form inside a page that should not leave on Escape. */
  leavesOnEscape?: boolean;
  /** Leaving without navigating (a dialog closes); replaces `cancelTo` and history back. */
  onCancel?: () => void;
  className?: string;
  children: ReactNode;
};

export function SchemaForm({
  form,
  label,
  cancelTo,
  leavesOnEscape = true,
  onCancel,
  className,
  children,
}: SchemaFormProps) {
  const router = useRouter();
  const element = useRef<HTMLFormElement>(null);
  const formRef = useRef(form);
  formRef.current = form;
  const [question, setQuestion] = useState<((leave: boolean) => void) | null>(null);

  const mustAsk = () => formRef.current.isDirty && !formRef.current.isLeavingAllowed();

  /** Opens 'Weet je het zeker?'; resolves true when the administrator chooses to leave. */
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        setQuestion(() => (isLeaving: boolean) => {
          setQuestion(null);
          resolve(isLeaving);
        });
      }),
    [],
  );

  useBlocker({
    // true blocks: stay unless the administrator confirms.
    shouldBlockFn: async () => (mustAsk() ? !(await ask()) : false),
    enableBeforeUnload: mustAsk,
  });

  // Cancel and Escape ask here themselves, because a history 'back' is not blocked in every
  // history implementation; once answered, the navigation skips the blocker.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mustAsk reads refs only.
  const leave = useCallback(async () => {
    if (mustAsk() && !(await ask())) return;
    if (onCancel) onCancel();
    else if (cancelTo) void router.navigate({ href: cancelTo, ignoreBlocker: true });
    else if (router.history.canGoBack()) router.history.back({ ignoreBlocker: true });
    else void router.navigate({ to: '/', ignoreBlocker: true });
  }, [router, cancelTo, onCancel, ask]);

  // Through hotkeys-js in its 'all' scope, so also while typing in a field (src/kit/key-scopes.ts).
  useEffect(() => {
    const onSave = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isOverlayOpen(element.current)) return;
      event.preventDefault();
      void formRef.current.submit();
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isOverlayOpen(element.current)) return;
      event.preventDefault();
      void leave();
    };
    hotkeys(SAVE_KEYS, onSave);
    if (leavesOnEscape) hotkeys(LEAVE_KEY, onEscape);
    return () => {
      // Named, or hotkeys-js unbinds in the scope of the last key press (a field's) and keeps these.
      hotkeys.unbind(SAVE_KEYS, 'all', onSave);
      hotkeys.unbind(LEAVE_KEY, 'all', onEscape);
    };
  }, [leave, leavesOnEscape]);

  return (
    <formContext.Context value={{ form, leave }}>
      <form
        ref={element}
        aria-label={label}
        noValidate
        onSubmit={form.handleSubmit}
        aria-busy={form.isPending || undefined}
        className={className ?? 'flex max-w-3xl flex-col gap-4'}
      >
        {form.formError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            {form.formError}
            {form.isStale && form.reload ? (
              <button
                type="button"
                onClick={() => void form.reload?.()}
                className="focus-ring rounded border border-red-800 bg-white px-3 py-1 font-medium text-red-900 hover:bg-red-100"
              >
                {RELOAD_LABEL}
              </button>
            ) : null}
          </div>
        ) : null}
        {children}
      </form>
      <ConfirmDialog
        open={question !== null}
        text={UNSAVED_CHANGES_TEXT}
        onConfirm={() => question?.(true)}
        onCancel={() => question?.(false)}
      />
    </formContext.Context>
  );
}
