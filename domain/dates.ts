/**
 * The one date module (STYLE.md "Dates", docs/decisions/162-one-date-rule.md): every screen,
 * dialog, form field, CSV export and date schema reads, shows and writes dates through it.
 *
 * - A calendar day travels as 'yyyy-MM-dd' and is read as that day, never in a zone.
 * - A moment is an ISO instant and is shown as the wall clock of Amsterdam; the zone of the
 *   browser or the server never matters. A stored day is the moment its Amsterdam day starts.
 * - Shown: a day 'dd-MM-yyyy' (lists too), a moment 'dd-MM-yyyy HH:mm', history rows and CSV
 *   timestamps 'dd-MM-yyyy HH:mm:ss', day-and-month fields 'dd-MM'.
 *
 * Usage:
 *   formatDay(product.endOfLifeDate)          // '01-12-2026'
 *   formatDateTime(account.createdAt)         // '01-03-2024 10:15'
 *   formatHistoryDateTime(entry.requested_on) // '01-03-2024 10:15:07'
 *   parseDutchDay('31-12-2024')               // { ok: true, day: '2024-12-31' }
 *   toInstant('2026-12-01')                   // the moment 01-12-2026 starts in Amsterdam
 *
 * No date-fns and no `Intl` locale data: the URL filters validate days while a route matches, so
 * this module is part of the console's startup code (decision 130).
 */
import { validationMessages } from './shell-messages';

export const PLATFORM_TIME_ZONE = 'Europe/Amsterdam';

/** A value the API or a form holds: an ISO day, an ISO instant, a Date, or nothing. */
export type DateValue = string | Date | null | undefined;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;
const DUTCH_DAY = /^(\d{2})-(\d{2})-(\d{4})$/;
const DUTCH_DATE_TIME = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** Amsterdam wall-clock parts of an instant. */
export function amsterdamParts(date: Date): WallClock {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The instant at which Amsterdam's clock shows the given wall-clock time. */
export function amsterdamInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two passes settle the offset also on the days the clock changes.
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const p = amsterdamParts(new Date(instant));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    instant += guess - shown;
  }
  return new Date(instant);
}

/** True for a day the calendar has (no 31 February), years 1 to 9999. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999) return false;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year, month - 1, day);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** True for 'yyyy-MM-dd' naming a real calendar day. */
export function isIsoDay(text: string): boolean {
  const match = DAY.exec(text);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * An accepted date value as an instant; null when empty or not a real date. Accepted: a day
 * 'yyyy-MM-dd' (the start of that day in Amsterdam), an Amsterdam wall-clock time
 * 'yyyy-MM-ddTHH:mm[:ss]', or an ISO instant with offset.
 */
export function toInstant(value: DateValue): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  const day = DAY.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return isCalendarDay(y, m, d) ? amsterdamInstant(y, m, d) : null;
  }
  const local = LOCAL.exec(text);
  if (local) {
    const [y, m, d, h, min, s] = local.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
    if (!isCalendarDay(y!, m!, d!) || h! > 23 || min! > 59 || s! > 59) return null;
    return amsterdamInstant(y!, m!, d!, h!, min!, s!);
  }
  if (INSTANT.test(text) && isIsoDay(text.slice(0, 10))) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** True when the value parses as a date (see `toInstant`). */
export function isDateValue(value: DateValue): boolean {
  return toInstant(value) !== null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Amsterdam wall clock of a value; a bare day is that day at 00:00. */
function wallClock(value: DateValue): WallClock | null {
  if (typeof value === 'string') {
    const day = DAY.exec(value.trim());
    if (day) {
      const [year, month, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
      return isCalendarDay(year, month, d) ? { year, month, day: d, hour: 0, minute: 0, second: 0 } : null;
    }
  }
  const instant = toInstant(value);
  return instant ? amsterdamParts(instant) : null;
}

/** 'yyyy-MM-dd' of a value in Amsterdam: what a day field holds and what rules compare. */
export function dayKey(value: DateValue): string | null {
  const p = wallClock(value);
  return p ? `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}` : null;
}

/**
 * A product date is a day. A new value at the start of the stored value's Amsterdam day (what a form
 * or import sends for that day) keeps the stored instant, so saving the same day changes no byte
 * (issue 18 B9, decision 160): a stored 2021-06-07T08:00Z stays that when '2021-06-07' comes back.
 */
export function keepStoredDay(stored: Date | null, next: Date | null): Date | null {
  if (!stored || !next) return next;
  return toInstant(dayKey(stored))?.getTime() === next.getTime() ? stored : next;
}

/** Today's calendar day in Amsterdam. */
export function todayKey(now: Date = new Date()): string {
  return dayKey(now) as string;
}

/** The day `days` days after (or before) a 'yyyy-MM-dd' day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y, m - 1, d + days);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The month `months` months after (or before) a month `yyyy-MM`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

// ---------------------------------------------------------------------------------------------
// Shown

/** 'dd-MM-yyyy': every day on screen, in lists and in CSV; '' when missing or unreadable. */
export function formatDay(value: DateValue): string {
  const p = wallClock(value);
  return p ? `${pad(p.day)}-${pad(p.month)}-${pad(p.year, 4)}` : '';
}

/** 'dd-MM-yyyy HH:mm' in Amsterdam: a moment in a view or a date-time field. */
export function formatDateTime(value: DateValue): string {
  const p = wallClock(value);
  return p ? `${formatDay(value)} ${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** 'dd-MM-yyyy HH:mm:ss' in Amsterdam: history rows (spec 001 §9) and CSV timestamps. */
export function formatHistoryDateTime(value: DateValue): string {
  const p = wallClock(value);
  return p ? `${formatDay(value)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` : '';
}

/** 'dd-MM' of a day-and-month value (its year is the dummy year and never shown). */
export function formatDayMonth(value: DateValue): string {
  return formatDay(value).slice(0, 5);
}

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** 'maart 2026' for a month 'yyyy-MM'. */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-');
  const name = MONTHS[Number(m) - 1];
  return name ? `${name} ${year}` : '';
}

// ---------------------------------------------------------------------------------------------
// Typed

export type ParsedDay = { ok: true; day: string } | { ok: false; error: string };
export type ParsedMoment = { ok: true; instant: string } | { ok: false; error: string };

const invalid = { ok: false, error: validationMessages.invalidDate } as const;

/** 'dd-MM-yyyy' as typed (surrounding spaces allowed) to the day 'yyyy-MM-dd'; else 'Ongeldige datum'. */
export function parseDutchDay(text: string): ParsedDay {
  const match = DUTCH_DAY.exec(text.trim());
  if (!match) return invalid;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDay(year, month, day) ? { ok: true, day: `${match[3]}-${match[2]}-${match[1]}` } : invalid;
}

/** 'dd-MM-yyyy HH:mm' as typed, Amsterdam's wall clock, to an ISO instant; else 'Ongeldige datum'. */
export function parseDutchDateTime(text: string): ParsedMoment {
  const match = DUTCH_DATE_TIME.exec(text.trim());
  if (!match) return invalid;
  const [day, month, year, hour, minute] = match.slice(1, 6).map(Number) as number[];
  if (!isCalendarDay(year!, month!, day!) || hour! > 23 || minute! > 59) return invalid;
  return { ok: true, instant: amsterdamInstant(year!, month!, day!, hour!, minute!).toISOString() };
}
