/**
 * The Save and 'Annuleren' buttons at the bottom of a <SchemaForm>. Save submits (blocked while
 * a save runs); Cancel leaves like Escape: back in history, or the form's `cancelTo`.
 *
 * Usage:
 *   <SchemaForm form={form} label="Rol bewerken">
 *     ...fields
 *     <FormActions />                               // 'Opslaan' / 'Annuleren'
 *     <FormActions saveLabel="Toevoegen">extra buttons</FormActions>
 *   </SchemaForm>
 */
import type { ReactNode } from 'react';
import { useFormContext } from './schema-form';

export const SAVE_LABEL = 'Opslaan';
export const CANCEL_LABEL = 'Annuleren';

type FormActionsProps = {
  saveLabel?: string;
  /** Extra buttons between Save and Cancel. */
  children?: ReactNode;
};

export function FormActions({ saveLabel = SAVE_LABEL, children }: FormActionsProps) {
  const { form, leave } = useFormContext();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <button
        type="submit"
        disabled={form.isPending}
        aria-disabled={form.isPending || undefined}
        className="focus-ring rounded bg-sky-700 px-5 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:cursor-wait disabled:opacity-70"
      >
        {saveLabel}
      </button>
      {children}
      <button
        type="button"
        onClick={() => void leave()}
        className="focus-ring rounded border border-slate-400 bg-white px-5 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        {CANCEL_LABEL}
      </button>
    </div>
  );
}
