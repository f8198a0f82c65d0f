/**
 * A file input of the form kit. The file is read in the browser: the value is its name and text
 * (`ChosenFile`, domain/schemas/chosen-file.ts), or null when none is chosen, so the form's schema
 * checks it like any other field ('Er is geen bestand geselecteerd', only .csv, a readable CSV).
 *
 * Usage:
 *   schema: file: chosenCsvFile()
 *   <FileField label="CSV-bestand" required accept=".csv,text/csv" {...form.bind('file')} />
 */
import { useEffect, useRef } from 'react';
import type { ChosenFile } from '../../../domain/schemas/chosen-file';
import { controlAria, type FieldBaseProps, FieldFrame, useFieldIds } from './field-frame';
import { useFormContext } from './schema-form';

type FileFieldProps = FieldBaseProps & {
  value: ChosenFile | null | undefined;
  onChange: (value: ChosenFile | null) => void;
  /** The file types the browser offers first, e.g. '.csv,text/csv'; the schema still decides. */
  accept?: string;
};

export function FileField({ value, onChange, accept, ...base }: FileFieldProps) {
  const ids = useFieldIds(base.error, base.hint);
  const input = useRef<HTMLInputElement>(null);
  const { settleFirst } = useFormContext().form;
  // A form that starts over (reset) has no file: the input lets go of its file too.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);
  return (
    <FieldFrame {...base} ids={ids}>
      <input
        ref={input}
        id={ids.control}
        name={base.name}
        type="file"
        accept={accept}
        disabled={base.disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return onChange(null);
          const reading = file.text().then((text) => onChange({ name: file.name, text }));
          settleFirst(reading);
        }}
        className="block text-sm"
        {...controlAria(ids, base.error, base.required)}
      />
    </FieldFrame>
  );
}
