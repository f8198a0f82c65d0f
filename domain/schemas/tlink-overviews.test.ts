import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GroupsTextSchema, parseGroups } from './po-license';
import { TlinkListFilterSchema } from './tlink';
import { monthRange, statusOverviewMonths } from './tlink-overviews';

describe('licences per month picker', () => {
  it('runs from January of last year to the month before the current one, newest first', () => {
    const months = statusOverviewMonths(new Date(2025, 4, 15));
    expect(months[0]).toBe('2025-04');
    expect(months.at(-1)).toBe('2024-01');
    expect(months).toHaveLength(16);
    expect(statusOverviewMonths(new Date(2025, 0, 3))).toEqual(
      Array.from({ length: 12 }, (_, i) => `2024-${String(12 - i).padStart(2, '0')}`),
    );
  });

  it('asks for one month: its first day to the first day of the next', () => {
    expect(monthRange('2024-12')).toEqual({ fromDate: '2024-12-01', toDate: '2025-01-01' });
    expect(monthRange('2025-02')).toEqual({ fromDate: '2025-02-01', toDate: '2025-03-01' });
  });
});

describe('PO groups (spec 001 §5)', () => {
  it('accepts digits 0-8, comma separated, without repeats, at most 9', () => {
    for (const ok of ['', '0', '1,2,3', ' 8 , 0,3', '0,1,2,3,4,5,6,7,8'])
      expect(v.safeParse(GroupsTextSchema, ok).success).toBe(true);
    for (const bad of ['9', '1,1', '1;2', '1,,2', 'a', '12'])
      expect(v.safeParse(GroupsTextSchema, bad).success).toBe(false);
    expect(parseGroups(' 8 , 0,3')).toEqual([8, 0, 3]);
  });
});

describe('TLink list filter', () => {
  it('reads repeated and comma-separated states, dd-MM-yyyy dates and flags', () => {
    const parsed = v.parse(TlinkListFilterSchema, {
      licenseState: ['ACTIVE,REVOKED_BY_EXTENSION'],
      createdFrom: '31-12-2024',
      createdTo: '2025-01-31',
      hideExpirableStates: 'true',
      product: '12',
    });
    expect(parsed).toEqual({
      licenseState: ['ACTIVE', 'REVOKED_BY_EXTENSION'],
      createdFrom: '2024-12-31',
      createdTo: '2025-01-31',
      hideExpirableStates: true,
      product: 12,
    });
    expect(v.safeParse(TlinkListFilterSchema, { createdFrom: '31-13-2024' }).success).toBe(false);
  });
});
