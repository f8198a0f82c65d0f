/**
 * Dutch date formatting and parsing for every screen (spec 000 §9, spec 001 §9).
 *
 * Usage:
 *   formatListDate(account.updatedAt)        // '02-05-24'             lists and merge
 *   formatDate(entry.requested_on)           // '02-05-2024'           audit, date inputs
 *   formatHistoryDateTime(log.timestamp)     // '02-05-2024 15:45:00'  history
 *   const parsed = parseDutchDate('31-12-2024');
 *   if (!parsed.ok) showError(parsed.error) // 'Ongeldige datum'
 *   dayMonthDate(29, 2)                      // Date in the dummy year 1972 (a leap year)
 */
import { format, isValid, parse, parseISO } from 'date-fns';
import { nl } from 'date-fns/locale';
import { validationMessages } from '../../domain/messages';
import { type ParsedDate, parseDutchDate } from './dutch-day';

export { type ParsedDate, parseDutchDate };

/** List and merge dates (spec 000 §9: DD-MM-YY). */
export const LIST_DATE_FORMAT = 'dd-MM-yy';
/** Audit filter dates and date inputs (spec 000 §5). */
export const DATE_FORMAT = 'dd-MM-yyyy';
/** Date-time inputs: a date input plus hours and minutes. */
export const DATE_TIME_FORMAT = 'dd-MM-yyyy HH:mm';
/** History rows (activity, audit entries, export jobs). */
export const HISTORY_FORMAT = 'dd-MM-yyyy HH:mm:ss';
/** Day/month pickers store their value in this year (spec 001 §9); 1972 is a leap year, so 29-02 exists. */
export const DUMMY_YEAR = 1972;

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** Formats with the nl locale; empty for a missing or unreadable value, so a cell never says 'Invalid Date'. */
export function formatWith(value: DateInput, pattern: string): string {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: nl }) : '';
}

/** 'dd-MM-yy' for list cells and merge previews. */
export function formatListDate(value: DateInput): string {
  return formatWith(value, LIST_DATE_FORMAT);
}

/** 'dd-MM-yyyy' for audit rows and date inputs. */
export function formatDate(value: DateInput): string {
  return formatWith(value, DATE_FORMAT);
}

/** 'dd-MM-yyyy HH:mm' for date-time inputs. */
export function formatDateTime(value: DateInput): string {
  return formatWith(value, DATE_TIME_FORMAT);
}

/** 'dd-MM-yyyy HH:mm:ss' for history rows. */
export function formatHistoryDateTime(value: DateInput): string {
  return formatWith(value, HISTORY_FORMAT);
}

function parseStrict(text: string, pattern: string): ParsedDate {
  const trimmed = text.trim();
  const date = parse(trimmed, pattern, new Date(DUMMY_YEAR, 0, 1));
  // parse() accepts '1-2-2024' for 'dd-MM-yyyy'; formatting back catches that and year 0024.
  if (!isValid(date) || format(date, pattern) !== trimmed) {
    return { ok: false, error: validationMessages.invalidDate };
  }
  return { ok: true, date };
}

/** Parses 'dd-MM-yyyy HH:mm' in the browser's time zone. */
export function parseDutchDateTime(text: string): ParsedDate {
  return parseStrict(text, DATE_TIME_FORMAT);
}

/** The ISO calendar day 'yyyy-MM-dd' of a date, as the API's date fields take it. */
export function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** 'dd-MM-yyyy' input to 'yyyy-MM-dd'; null when the text is not a valid date. */
export function dutchDateToIso(text: string): string | null {
  const parsed = parseDutchDate(text);
  return parsed.ok ? isoDay(parsed.date) : null;
}

/** 'yyyy-MM-dd' (or a full ISO timestamp) to 'dd-MM-yyyy'; empty when unreadable. */
export function isoToDutchDate(value: string | null | undefined): string {
  return formatDate(value);
}

/** A day and month as a date in the dummy year 1972 (spec 001 §9); null for a day the month lacks. */
export function dayMonthDate(day: number, month: number): Date | null {
  const date = new Date(DUMMY_YEAR, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** 'dd-MM' of a day/month value (its year is the dummy year and never shown). */
export function formatDayMonth(value: DateInput): string {
  return formatWith(value, 'dd-MM');
}
