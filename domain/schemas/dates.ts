import * as v from 'valibot';
import { isDateValue, isIsoDay, parseDutchDay } from '../dates';
import { dutchString, msg } from './rules';

/*
 * The date schemas of every body and list filter (decision 162): a day the calendar lacks
 * (31 February) or text that is no date is the field error 'Ongeldige datum', never a database
 * error and never a day that rolls over into the next month.
 */

/** A calendar day `yyyy-MM-dd` (an account's blacklist date, an organisation's ARP date). */
export const isoDaySchema = () => v.pipe(dutchString(), v.trim(), v.check(isIsoDay, msg.invalidDate));

/** A day typed in the console, `dd-MM-yyyy`, kept as typed (the audit log's filters, spec 000 §5). */
export const dutchDaySchema = () =>
  v.pipe(
    dutchString(),
    v.trim(),
    v.check((text) => parseDutchDay(text).ok, msg.invalidDate),
  );

/** `dd-MM-yyyy` to `yyyy-MM-dd` for a value `dutchDaySchema` accepted. */
export function dutchDayToIso(text: string): string {
  const parsed = parseDutchDay(text);
  if (!parsed.ok) throw new Error(`not a day: ${text}`);
  return parsed.day;
}

/** A list filter's day as `yyyy-MM-dd` or the console's `dd-MM-yyyy`; read as `yyyy-MM-dd`. */
export const dayParam = () =>
  v.pipe(
    dutchString(),
    v.trim(),
    v.check((text) => isIsoDay(text) || parseDutchDay(text).ok, msg.invalidDate),
    v.transform((text) => (isIsoDay(text) ? text : dutchDayToIso(text))),
  );

/**
 * A date of a body: a day `yyyy-MM-dd` (stored as the start of that day in Amsterdam), an Amsterdam
 * wall-clock time `yyyy-MM-ddTHH:mm`, or an ISO instant; '' for none.
 */
export const dateValueSchema = () =>
  v.pipe(
    dutchString(),
    v.check((text) => text === '' || isDateValue(text), msg.invalidDate),
  );
