/**
 * The label, required marker, hint and error around one form control; the error is linked to the
 * control with aria-describedby so screen readers read it with the field.
 *
 * Usage (inside a new field component): `Field` draws the frame and hands the control its attributes
 *   function ColourField({ value, onChange, ...base }: ValueFieldProps<string>) {
 *     return <Field {...base}>{(control) => <input {...control} type="color" value={value ?? ''} … />}</Field>;
 *   }
 * A control of its own shape (a checkbox group) uses `useFieldIds` and `FieldFrame` directly.
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

/** A field's props: the base, its value (empty may be null or missing) and what a change gives. */
export type ValueFieldProps<V, Changed = V> = FieldBaseProps & {
  value: V | null | undefined;
  onChange: (value: Changed) => void;
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

/**
 * The attributes of a field's control: its id (the label's `for`), name, disabled, the input look
 * with the border of its state, and its aria.
 */
function controlProps(ids: FieldIds, base: FieldBaseProps) {
  return {
    id: ids.control,
    name: base.name,
    disabled: base.disabled,
    className: `${inputClass} ${borderClass(base.error)}`,
    ...controlAria(ids, base.error, base.required),
  };
}

type ControlProps = ReturnType<typeof controlProps>;

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

/** The hint and the error under a control, under the ids its aria-describedby names. */
export function FieldMessages({
  ids,
  hint,
  error,
}: {
  ids: FieldIds;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
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
      <FieldMessages ids={ids} hint={hint} error={error} />
    </Container>
  );
}

/** A labelled control: the frame, and the control drawn by `children` with the attributes it is given. */
export function Field({
  children,
  ...base
}: FieldBaseProps & { children: (control: ControlProps) => ReactNode }) {
  const ids = useFieldIds(base.error, base.hint);
  return (
    <FieldFrame {...base} ids={ids}>
      {children(controlProps(ids, base))}
    </FieldFrame>
  );
}

/** A value where a field would be, for someone who may not change it (an administrator's own publisher). */
export function FixedValue({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <span data-testid={testId} className="text-sm">
        {value}
      </span>
    </div>
  );
}
