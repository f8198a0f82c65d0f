/**
 * Choice form fields: Checkbox, Select, MultiSelect (a checkbox group, or a listbox for long lists).
 *
 * Usage:
 *   <Checkbox label="Actief" {...form.bind('active')} />
 *   <Select label="Type" required options={optionsOf(TYPES, TYPE_LABELS)} {...form.bind('accountType')} />
 *   <MultiSelect label="Sectoren" options={sectorOptions} {...form.bind('sectors')} />
 *   <MultiSelect variant="listbox" label="Vakken" options={courseOptions} {...form.bind('courses')} />
 */
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { Check } from 'lucide-react';
import {
  borderClass,
  controlAria,
  Field,
  FieldFrame,
  FieldMessages,
  inputClass,
  RequiredMarker,
  useFieldIds,
  type ValueFieldProps,
} from './field-frame';

/**
 * A choice: the value (a code) travels, the label is shown and the value is its tooltip. A
 * disabled choice is shown but cannot be chosen.
 */
export type ChoiceOption = { value: string; label: string; disabled?: boolean };

/** The empty option of a select that may stay empty. */
export const CHOOSE_LABEL = 'Kies...';
/** What a multi-select listbox shows with nothing chosen. */
export const NOTHING_CHOSEN = 'Niets gekozen';

type CheckboxProps = Omit<ValueFieldProps<boolean>, 'required'>;

export function Checkbox({ value, onChange, label, name, disabled, error, hint, className }: CheckboxProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <div className="flex items-center gap-2">
        <input
          id={ids.control}
          name={name}
          type="checkbox"
          checked={value ?? false}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className="focus-ring size-4 accent-sky-700"
          {...controlAria(ids, error, false)}
        />
        <label htmlFor={ids.control} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

type SelectProps = ValueFieldProps<string> & {
  options: readonly ChoiceOption[];
  /** The label of the empty option; shown unless the field is required and has a value. */
  placeholder?: string;
};

export function Select({ value, onChange, options, placeholder = CHOOSE_LABEL, ...base }: SelectProps) {
  const current = value ?? '';
  const hasEmptyOption = !base.required || current === '';
  return (
    <Field {...base}>
      {(control) => (
        <select {...control} value={current} onChange={(event) => onChange(event.target.value)}>
          {hasEmptyOption ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} title={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type MultiSelectProps = ValueFieldProps<readonly string[], string[]> & {
  options: readonly ChoiceOption[];
  /** 'checkboxes' (default) for a handful of options; 'listbox' for long lists. */
  variant?: 'checkboxes' | 'listbox';
};

/** Keeps the chosen values in the options' order, so the value does not depend on click order. */
function ordered(options: readonly ChoiceOption[], chosen: ReadonlySet<string>): string[] {
  return options.filter((option) => chosen.has(option.value)).map((option) => option.value);
}

export function MultiSelect({ value, onChange, options, variant = 'checkboxes', ...base }: MultiSelectProps) {
  const ids = useFieldIds(base.error, base.hint);
  const chosen = new Set(value ?? []);
  if (variant === 'listbox') {
    const labels = options.filter((option) => chosen.has(option.value)).map((option) => option.label);
    return (
      <div className={`flex flex-col gap-1 ${base.className ?? ''}`}>
        <Listbox
          value={ordered(options, chosen)}
          onChange={(next: string[]) => onChange(ordered(options, new Set(next)))}
          multiple
          disabled={base.disabled ?? false}
          name={base.name}
        >
          <span id={`${ids.control}-label`} className="text-sm font-medium text-slate-800">
            {base.label}
            {base.required ? <RequiredMarker /> : null}
          </span>
          <div className="relative">
            <ListboxButton
              id={ids.control}
              aria-labelledby={`${ids.control}-label ${ids.control}`}
              className={`${inputClass} ${borderClass(base.error)} text-left`}
              {...controlAria(ids, base.error, base.required)}
            >
              {labels.length > 0 ? labels.join(', ') : NOTHING_CHOSEN}
            </ListboxButton>
            <ListboxOptions
              anchor="bottom start"
              className="z-50 max-h-64 w-(--button-width) overflow-auto rounded border border-slate-300 bg-white py-1 text-sm shadow-lg"
            >
              {options.map((option) => (
                <ListboxOption
                  key={option.value}
                  value={option.value}
                  title={option.value}
                  className="flex cursor-pointer items-center gap-2 px-3 py-1.5 data-focus:bg-sky-100"
                >
                  {({ selected }) => (
                    <>
                      <span aria-hidden="true" className="w-4 text-sky-800">
                        {selected ? <Check className="size-4" /> : null}
                      </span>
                      {option.label}
                    </>
                  )}
                </ListboxOption>
              ))}
            </ListboxOptions>
          </div>
        </Listbox>
        <FieldMessages ids={ids} hint={base.hint} error={base.error} />
      </div>
    );
  }
  return (
    <FieldFrame {...base} ids={ids} as="fieldset">
      <div
        className="flex flex-wrap gap-x-4 gap-y-1"
        {...(ids.error || ids.hint
          ? { 'aria-describedby': [ids.error, ids.hint].filter(Boolean).join(' ') }
          : {})}
      >
        {options.map((option) => (
          <label
            key={option.value}
            title={option.value}
            className="flex items-center gap-1.5 text-sm text-slate-800"
          >
            <input
              type="checkbox"
              name={base.name}
              value={option.value}
              checked={chosen.has(option.value)}
              disabled={base.disabled}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(option.value);
                else next.delete(option.value);
                onChange(ordered(options, next));
              }}
              className="focus-ring size-4 accent-sky-700"
              aria-invalid={base.error ? true : undefined}
              aria-describedby={[ids.error, ids.hint].filter(Boolean).join(' ') || undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}
