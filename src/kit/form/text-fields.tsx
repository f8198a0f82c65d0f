/**
 * Text-like form fields: TextField, TextArea, NumberField, LinesField. Each takes label/required/
 * disabled/error/hint and a value with onChange, which `form.bind(path)` supplies.
 *
 * Usage:
 *   <TextField label="E-mail" type="email" required maxLength={255} {...form.bind('email')} />
 *   <TextArea label="Omschrijving" rows={4} {...form.bind('description')} />
 *   <NumberField label="Aantal" {...form.bind('amount')} />          // number | null; unreadable text -> NaN
 *   <LinesField label="Redirect URI's" {...form.bind('redirectUris')} />  // one entry per line -> string[]
 *   <TextField label="Voornaam" {...form.bind('first_name')} disabled={form.isPending || fromExternal} />
 *   (bind() disables while saving; a `disabled` of your own goes after the spread and includes isPending)
 */
import { Field, type ValueFieldProps } from './field-frame';
import { type Notation, TypedTextField, useTypedText } from './typed-text';

type TextFieldProps = ValueFieldProps<string> & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
};

export function TextField({
  value,
  onChange,
  type = 'text',
  maxLength,
  placeholder,
  autoComplete,
  ...base
}: TextFieldProps) {
  return (
    <Field {...base}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value ?? ''}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete ?? 'off'}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

type TextAreaProps = ValueFieldProps<string> & {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
};

export function TextArea({ value, onChange, rows = 4, maxLength, placeholder, ...base }: TextAreaProps) {
  return (
    <Field {...base}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value ?? ''}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** '12', '1,5' (Dutch comma) or '1.5' to a number; '' to null; anything else NaN, which the schema rejects. */
export function parseNumberInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** A number as the Dutch write it ('1,5'); text that is no number goes on as NaN, which the schema rejects. */
const NUMBER: Notation<number, number | null> = {
  textOf: (value) =>
    value === null || value === undefined || Number.isNaN(value) ? '' : String(value).replace('.', ','),
  valueOfText: parseNumberInput,
  reads: (text, value) => {
    const parsed = parseNumberInput(text);
    return parsed === value || (Number.isNaN(parsed) && Number.isNaN(value));
  },
  inputMode: 'decimal',
};

type NumberFieldProps = ValueFieldProps<number, number | null> & {
  placeholder?: string;
};

/** A number as text (no browser spinner that swallows letters): the schema says what is wrong. */
export function NumberField(props: NumberFieldProps) {
  return <TypedTextField {...props} notation={NUMBER} />;
}

/** Text to entries: one per line, trimmed, empty lines dropped. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

type LinesFieldProps = ValueFieldProps<readonly string[], string[]> & {
  rows?: number;
  placeholder?: string;
};

/** A list of strings edited as one entry per line. */
export function LinesField({ value, onChange, rows = 4, placeholder, ...base }: LinesFieldProps) {
  const entries = value ?? [];
  const key = JSON.stringify(entries);
  const [text, setText] = useTypedText(
    key,
    () => entries.join('\n'),
    (current) => JSON.stringify(linesOf(current)) === key,
  );
  return (
    <Field {...base}>
      {(control) => (
        <textarea
          {...control}
          className={`${control.className} font-mono`}
          rows={rows}
          value={text}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            onChange(linesOf(event.target.value));
          }}
        />
      )}
    </Field>
  );
}
