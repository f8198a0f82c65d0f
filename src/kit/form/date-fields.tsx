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
import { formatDateTime, formatDay, parseDutchDateTime, parseDutchDay } from '../../../domain/dates';
import { validationMessages } from '../../../domain/messages';
import type { ValueFieldProps } from './field-frame';
import { type Notation, TypedTextField } from './typed-text';

type DateFieldProps = ValueFieldProps<string>;

/**
 * A Dutch date notation: `format` shows a stored value (domain/dates.ts), `isoOf` reads typed text
 * as ISO or null when it is no date; such text goes on as typed, for the schema to refuse.
 */
function dutchDates(
  format: (value: string) => string,
  placeholder: string,
  isoOf: (text: string) => string | null,
): Notation<string, string> {
  const valueOfText = (typed: string) => (typed.trim() === '' ? '' : (isoOf(typed) ?? typed));
  return {
    textOf: (value) => (value ? format(value) || value : ''),
    valueOfText,
    reads: (typed, value) => valueOfText(typed) === (value ?? ''),
    inputMode: 'numeric',
    placeholder,
    invalidOnLeave: (text) =>
      text.trim() !== '' && isoOf(text) === null ? validationMessages.invalidDate : undefined,
  };
}

const DAY = dutchDates(formatDay, 'dd-mm-jjjj', (text) => {
  const parsed = parseDutchDay(text);
  return parsed.ok ? parsed.day : null;
});

const DATE_TIME = dutchDates(formatDateTime, 'dd-mm-jjjj uu:mm', (text) => {
  const parsed = parseDutchDateTime(text);
  return parsed.ok ? parsed.instant : null;
});

/** A day typed as dd-MM-yyyy; the value is 'yyyy-MM-dd'. */
export function DateField(props: DateFieldProps) {
  return <TypedTextField {...props} notation={DAY} />;
}

/** A moment typed as dd-MM-yyyy HH:mm on Amsterdam's clock (whatever the browser's zone); the value is an ISO instant. */
export function DateTimeField(props: DateFieldProps) {
  return <TypedTextField {...props} notation={DATE_TIME} />;
}
