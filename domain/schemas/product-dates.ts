/**
 * Dates of products, licence models and service windows as the API and the forms exchange them.
 * Accepted: a calendar day 'yyyy-MM-dd' (the start of that day in Europe/Amsterdam), a local
 * date-time 'yyyy-MM-ddTHH:mm[:ss]' (Amsterdam wall-clock time, what a datetime-local input gives)
 * or a full ISO 8601 instant with offset. Rules compare calendar days in Amsterdam, so a
 * date entered in the console never shifts a day on a server in another time zone.
 */

export const PLATFORM_TIME_ZONE = 'Europe/Amsterdam';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

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

/** Amsterdam wall-clock parts of an instant. */
export function amsterdamParts(date: Date) {
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

function validCalendarDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Parses an accepted date value into an instant; null when empty or not a valid date. */
export function toInstant(value: string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  const day = DAY.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return validCalendarDay(y, m, d) ? amsterdamInstant(y, m, d) : null;
  }
  const local = LOCAL.exec(text);
  if (local) {
    const [y, m, d, h, min, s] = local.slice(1).map((part) => Number(part ?? 0)) as number[];
    if (!validCalendarDay(y!, m!, d!) || h! > 23 || min! > 59 || s! > 59) return null;
    return amsterdamInstant(y!, m!, d!, h!, min!, s!);
  }
  if (INSTANT.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** True when the value is empty-free and parses as a date. */
export function isDateValue(value: string | null | undefined): boolean {
  return toInstant(value) !== null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of an instant in Amsterdam: what a date input shows and what rules compare. */
export function dayKey(value: string | Date | null | undefined): string | null {
  const date = typeof value === 'string' || value === null || value === undefined ? toInstant(value) : value;
  if (!date) return null;
  const p = amsterdamParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'yyyy-MM-ddTHH:mm' in Amsterdam: what a datetime-local input shows. */
export function localDateTimeKey(value: string | Date | null | undefined): string | null {
  const date = typeof value === 'string' || value === null || value === undefined ? toInstant(value) : value;
  if (!date) return null;
  const p = amsterdamParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** Today's calendar day in Amsterdam. */
export function todayKey(now: Date = new Date()): string {
  return dayKey(now)!;
}
