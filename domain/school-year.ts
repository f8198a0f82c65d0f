/**
 * School years run from 1 August to 31 July and are named 'YYYY-YYYY' (spec 001 §9). Pure: the
 * caller passes the moment, whose day is read in Amsterdam (decision 162): 1 August 00:00 in
 * Amsterdam starts the new year in every browser.
 */
import { todayKey } from './dates';

/** The filter choices of the school-contracts screen: next, current, previous or all ('Alles'). */
export const SCHOOL_YEAR_CHOICES = ['next', 'current', 'previous', 'all'] as const;
export type SchoolYearChoice = (typeof SCHOOL_YEAR_CHOICES)[number];

/** Shape of a school year name. */
export const SCHOOL_YEAR_NAME = /^(\d{4})-(\d{4})$/;

/** The first calendar year of the school year that contains `date` (1 August starts a new one). */
export function schoolYearStartOf(date: Date): number {
  const [year, month] = todayKey(date).split('-').map(Number) as [number, number];
  return month >= 8 ? year : year - 1;
}

/** 'YYYY-YYYY' for the school year starting in August of `startYear`. */
export function schoolYearName(startYear: number): string {
  return `${startYear}-${startYear + 1}`;
}

/** True for 'YYYY-YYYY' where the second year follows the first. */
export function isSchoolYearName(value: string): boolean {
  const match = SCHOOL_YEAR_NAME.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/** The current school year's name on `date`. */
export function currentSchoolYear(date: Date): string {
  return schoolYearName(schoolYearStartOf(date));
}

export function nextSchoolYear(date: Date): string {
  return schoolYearName(schoolYearStartOf(date) + 1);
}

export function previousSchoolYear(date: Date): string {
  return schoolYearName(schoolYearStartOf(date) - 1);
}

/** The school year a choice stands for on `date`; undefined for 'all'. */
export function schoolYearForChoice(choice: SchoolYearChoice, date: Date): string | undefined {
  switch (choice) {
    case 'next':
      return nextSchoolYear(date);
    case 'current':
      return currentSchoolYear(date);
    case 'previous':
      return previousSchoolYear(date);
    default:
      return undefined;
  }
}

/** The options of a school-year picker: next, current and previous, newest first. */
export function schoolYearOptions(date: Date): { choice: Exclude<SchoolYearChoice, 'all'>; name: string }[] {
  return [
    { choice: 'next', name: nextSchoolYear(date) },
    { choice: 'current', name: currentSchoolYear(date) },
    { choice: 'previous', name: previousSchoolYear(date) },
  ];
}
