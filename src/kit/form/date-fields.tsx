/**
 * Date form fields typed in Dutch notation, read and shown by domain/dates.ts. The value is what
 * the API takes: DateField an ISO day 'yyyy-MM-dd' (a stored instant shows as its Amsterdam day),
 * DateTimeField an ISO instant typed on Amsterdam's clock; '' when empty. Text that is not a date is passed
 * on as typed, so the schema (v.isoDate / v.isoTimestamp with 'Ongeldige datum') refuses it; the
 * field also says 'Ongeldige datum' as soon as the user leaves it.
 *
 * Usage:
 *   <DateField label="Blacklistdatum" {...form.bind('blackListDate')} />            // types 31-12-2024
 *   <DateTimeField label="Start" required {...form.bind('startsAt')} />             // types 31-12-2024 08:30
 *   schema: blackListDate: v.union([v.literal(''), v.pipe(v.string(), v.isoDate(msg.invalidDate))])
 */
import { useState } from 'react';
import { formatDateTime, formatDay, parseDutchDateTime, parseDutchDay } from '../../../domain/dates';
import { validationMessages } from '../../../domain/messages';
import { Field, type ValueFieldProps } from './field-frame';
import { useTypedText } from './typed-text';

type DateFieldProps = ValueFieldProps<string>;

type Codec = {
  toText: (value: string) => string;
  /** The value for typed text: ISO when it parses, null when it does not. */
  fromText: (text: string) => string | null;
  placeholder: string;
};

const dayCodec: Codec = {
  toText: (value) => formatDay(value) || value,
  fromText: (text) => {
    const parsed = parseDutchDay(text);
    return parsed.ok ? parsed.day : null;
  },
  placeholder: 'dd-mm-jjjj',
};

const dateTimeCodec: Codec = {
  toText: (value) => formatDateTime(value) || value,
  fromText: (text) => {
    const parsed = parseDutchDateTime(text);
    return parsed.ok ? parsed.instant : null;
  },
  placeholder: 'dd-mm-jjjj uu:mm',
};

function DutchDateInput({ value, onChange, codec, ...base }: DateFieldProps & { codec: Codec }) {
  const current = value ?? '';
  // What typed text is worth: ISO when it reads as a date, else the text itself for the schema to refuse.
  const typedValue = (typed: string) => (typed.trim() === '' ? '' : (codec.fromText(typed) ?? typed));
  const [text, setText] = useTypedText(
    current,
    () => (current ? codec.toText(current) : ''),
    (typed) => typedValue(typed) === current,
  );
  const [isLeft, setLeft] = useState(false);
  const isInvalid = isLeft && text.trim() !== '' && codec.fromText(text) === null;
  const error = base.error ?? (isInvalid ? validationMessages.invalidDate : undefined);
  return (
    <Field {...base} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          value={text}
          placeholder={codec.placeholder}
          autoComplete="off"
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            setLeft(false);
            onChange(typedValue(typed));
          }}
          onBlur={() => setLeft(true)}
        />
      )}
    </Field>
  );
}

/** A day typed as dd-MM-yyyy; the value is 'yyyy-MM-dd'. */
export function DateField(props: DateFieldProps) {
  return <DutchDateInput {...props} codec={dayCodec} />;
}

/** A moment typed as dd-MM-yyyy HH:mm on Amsterdam's clock (whatever the browser's zone); the value is an ISO instant. */
export function DateTimeField(props: DateFieldProps) {
  return <DutchDateInput {...props} codec={dateTimeCodec} />;
}
