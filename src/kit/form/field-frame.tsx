/**
 * The label, required marker, hint and error around one form control; the error is linked to the
 * control with aria-describedby so screen readers read it with the field.
 *
 * Usage (inside a new field component):
 *   const ids = useFieldIds(error, hint);
 *   <FieldFrame label="E-mail" required ids={ids} error={error} hint={hint}>
 *     <input id={ids.control} {...controlAria(ids, error, required)} />
 *   </FieldFrame>
 */
import { type ReactNode, useId } from 'react';

/** What every field component takes besides its value. */
export type FieldBaseProps = {
  label: string;
  name?: string;
  /** Marks the label; the schema decides whether the value may really be empty. */
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  /** Help text under the control. */
  hint?: string;
  className?: string;
};

export type FieldIds = { control: string; hint: string | undefined; error: string | undefined };

export function useFieldIds(error: string | undefined, hint: string | undefined): FieldIds {
  const id = useId();
  return {
    control: id,
    hint: hint ? `${id}-hint` : undefined,
    error: error ? `${id}-error` : undefined,
  };
}

/** aria attributes of the control: invalid, required, and its hint and error. */
export function controlAria(ids: FieldIds, error: string | undefined, required: boolean | undefined) {
  const describedBy = [ids.error, ids.hint].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export const inputClass =
  'focus-ring w-full rounded border bg-white px-2.5 py-1.5 text-sm disabled:bg-slate-100 disabled:text-slate-500';

export function borderClass(error: string | undefined): string {
  return error ? 'border-red-700' : 'border-slate-400';
}

/** The asterisk is for the eye; the sr-only word for screen readers. */
export function RequiredMarker() {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
      <span className="sr-only"> (verplicht)</span>
    </>
  );
}

type FieldFrameProps = FieldBaseProps & {
  ids: FieldIds;
  children: ReactNode;
  /** Checkbox groups label themselves with a legend instead. */
  as?: 'div' | 'fieldset';
};

export function FieldFrame({
  label,
  required,
  error,
  hint,
  ids,
  children,
  className,
  as = 'div',
}: FieldFrameProps) {
  const Container = as;
  return (
    <Container className={`flex flex-col gap-1 ${className ?? ''}`}>
      {as === 'fieldset' ? (
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {label}
          {required ? <RequiredMarker /> : null}
        </legend>
      ) : (
        <label htmlFor={ids.control} className="text-sm font-medium text-slate-800">
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
      )}
      {children}
      {hint ? (
        <p id={ids.hint} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Container>
  );
}
