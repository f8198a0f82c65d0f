/**
 * 'dd-MM-yyyy' parsing without date-fns: the URL filters validate dates while a route matches,
 * and date-fns (its nl locale, format and parse) should not be part of the console's startup
 * code (docs/decisions/130-console-code-splitting.md). Same answers as date-fns' strict parse.
 */
import { validationMessages } from '../../domain/messages';

export type ParsedDate = { ok: true; date: Date } | { ok: false; error: string };

const DUTCH_DAY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Parses 'dd-MM-yyyy' (surrounding spaces allowed) to local midnight; anything else is 'Ongeldige datum'. */
export function parseDutchDate(text: string): ParsedDate {
  const match = DUTCH_DAY.exec(text.trim());
  const day = Number(match?.[1]);
  const month = Number(match?.[2]);
  const year = Number(match?.[3]);
  if (!match || year < 1) return { ok: false, error: validationMessages.invalidDate };
  const date = new Date(2000, month - 1, day);
  // setFullYear: the Date constructor reads years 0-99 as 1900-1999.
  date.setFullYear(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return { ok: false, error: validationMessages.invalidDate };
  return { ok: true, date };
}
