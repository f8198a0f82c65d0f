process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import { tlinkMessages } from './messages';
import { endDateAfterTransition, endDateWithinProduct, nextOccurrence, prefillDates } from './tlink-rules';

const now = new Date(2025, 4, 15, 13, 45); // 15 May 2025, 13:45 local
const base = {
  productType: 'WEB_BROWSER',
  introductionDate: '2020-01-01T00:00:00Z',
  endOfLifeDate: '2030-12-31T00:00:00Z',
};

describe('prefillDates (spec 001 §4)', () => {
  it('prefills the Amsterdam days of the product in a browser in New York', () => {
    const product = {
      productType: 'WEB_BROWSER',
      introductionDate: '2026-11-30T23:00:00.000Z', // 01-12-2026 00:00 in Amsterdam
      endOfLifeDate: '2031-07-31T22:00:00.000Z', // 01-08-2031 00:00 in Amsterdam
    };
    expect(prefillDates(product, new Date('2026-11-25T12:00:00Z'))).toEqual({
      startDate: '2026-12-01',
      endDate: '2031-08-01',
      warning: null,
    });
    // 20:00 on 1 December in New York is already 2 December in Amsterdam.
    expect(prefillDates(product, new Date('2026-12-02T01:00:00Z')).startDate).toBe('2026-12-02');
  });

  it('leaves the start blank for non-browser products and ends at end of life', () => {
    expect(prefillDates({ ...base, productType: 'BOEK' }, now)).toEqual({
      startDate: '',
      endDate: '2030-12-31',
      warning: null,
    });
  });

  it('starts today (time zeroed) or at a later introduction date', () => {
    expect(prefillDates(base, now).startDate).toBe('2025-05-15');
    expect(prefillDates({ ...base, introductionDate: new Date(2025, 6, 1) }, now).startDate).toBe(
      '2025-07-01',
    );
  });

  it('ABONNEMENT ends today plus the duration in days', () => {
    expect(
      prefillDates({ ...base, licenseModel: { licenseType: 'ABONNEMENT', duration: 30 } }, now).endDate,
    ).toBe('2025-06-14');
  });

  it('period activation starts at activatable-from (or today) and ends at activatable-until', () => {
    const model = {
      licenseActivationType: 'PERIODE',
      activatableFrom: new Date(2025, 5, 1),
      activatableUntil: new Date(2025, 8, 1),
    };
    expect(prefillDates({ ...base, licenseModel: model }, now)).toEqual({
      startDate: '2025-06-01',
      endDate: '2025-09-01',
      warning: null,
    });
    const past = { ...model, activatableFrom: new Date(2024, 0, 1) };
    expect(prefillDates({ ...base, licenseModel: past }, now).startDate).toBe('2025-05-15');
  });

  it('warns and uses the end-of-life date when activatable-until is missing', () => {
    const result = prefillDates(
      { ...base, licenseModel: { licenseActivationType: 'PERIODE', activatableUntil: null } },
      now,
    );
    expect(result.endDate).toBe('2030-12-31');
    expect(result.warning).toBe(tlinkMessages.activatableUntilMissing);
  });

  it('tilt date ends at the next occurrence of its day and month', () => {
    expect(
      prefillDates(
        { ...base, licenseModel: { licenseActivationType: 'KANTELDATUM', tiltDate: '1972-07-01' } },
        now,
      ).endDate,
    ).toBe('2025-07-01');
    expect(
      prefillDates(
        { ...base, licenseModel: { licenseActivationType: 'KANTELDATUM', tiltDate: '1972-03-01' } },
        now,
      ).endDate,
    ).toBe('2026-03-01');
    expect(nextOccurrence('1972-05-15', '2025-05-15')).toBe('2025-05-15');
    expect(nextOccurrence('1972-02-29', '2025-05-15')).toBe('2026-03-01');
  });

  it('a number of days counts from the later of introduction and today', () => {
    const model = { licenseActivationType: 'AANTAL_DAGEN', activatableAmountOfDays: 10 };
    expect(prefillDates({ ...base, licenseModel: model }, now).endDate).toBe('2025-05-25');
    expect(
      prefillDates({ ...base, introductionDate: new Date(2025, 5, 1), licenseModel: model }, now).endDate,
    ).toBe('2025-06-11');
  });
});

describe('state transitions', () => {
  it('sets the end date to now when a non-ending state moves to an ending one', () => {
    const end = new Date(2026, 0, 1);
    for (const to of ['DESPECIFIED', 'EXPIRED', 'DEACTIVATED', 'REVOKED', 'REVOKED_BY_MERGE'] as const) {
      expect(endDateAfterTransition('ACTIVE', to, end, now)).toBe(now);
    }
    expect(endDateAfterTransition('ACTIVE', 'BLOCKED', end, now)).toBe(end);
    expect(endDateAfterTransition('REVOKED', 'EXPIRED', end, now)).toBe(end);
    expect(endDateAfterTransition('REVOKED_BY_EXTENSION', 'REVOKED', end, now)).toBe(end);
    expect(endDateAfterTransition('ACTIVE', 'ACTIVE', end, now)).toBe(end);
  });

  it('allows an end date up to one day after the product end date', () => {
    expect(endDateWithinProduct('2030-12-31T12:00:00Z', '2030-12-31T00:00:00Z')).toBe(true);
    expect(endDateWithinProduct('2031-01-01T00:00:00Z', '2030-12-31T00:00:00Z')).toBe(true);
    expect(endDateWithinProduct('2031-01-02T00:00:00Z', '2030-12-31T00:00:00Z')).toBe(false);
  });
});
