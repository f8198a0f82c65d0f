process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import {
  currentSchoolYear,
  isSchoolYearName,
  nextSchoolYear,
  previousSchoolYear,
  schoolYearForChoice,
  schoolYearOptions,
} from './school-year';

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('school years (1 August starts a new one)', () => {
  it('counts 31 July to the old year and 1 August to the new one', () => {
    // 23:59 and 00:00 in Amsterdam, whatever the zone this runs in.
    expect(currentSchoolYear(new Date('2026-07-31T21:59:00Z'))).toBe('2025-2026');
    expect(currentSchoolYear(new Date('2026-07-31T22:00:00Z'))).toBe('2026-2027');
    expect(currentSchoolYear(local(2027, 1, 1))).toBe('2026-2027');
  });

  it('gives next and previous relative to the current one', () => {
    const date = local(2026, 9, 1);
    expect(nextSchoolYear(date)).toBe('2027-2028');
    expect(previousSchoolYear(date)).toBe('2025-2026');
    expect(schoolYearForChoice('all', date)).toBeUndefined();
    expect(schoolYearForChoice('current', date)).toBe('2026-2027');
    expect(schoolYearOptions(date).map((o) => o.name)).toEqual(['2027-2028', '2026-2027', '2025-2026']);
  });

  it('recognises only consecutive YYYY-YYYY names', () => {
    expect(isSchoolYearName('2026-2027')).toBe(true);
    expect(isSchoolYearName('2026-2028')).toBe(false);
    expect(isSchoolYearName('26-27')).toBe(false);
  });
});
