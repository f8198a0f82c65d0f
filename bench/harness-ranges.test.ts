import { describe, expect, it } from 'vitest';
import { halfWayRange, isAuthStatement, pageRange } from './harness';

describe('deep page ranges', () => {
  it('start half-way through the total, on a page boundary', () => {
    expect(halfWayRange('items 0-99/50000', 100)).toBe('items=25000-25099');
    expect(halfWayRange('items 0-99/200123', 100)).toBe('items=100000-100099');
    expect(halfWayRange('items 0-49/1234', 50)).toBe('items=600-649');
  });

  it('are the first page when the total is small, empty or unknown', () => {
    expect(halfWayRange('items 0-99/150', 100)).toBe('items=0-99');
    expect(halfWayRange('items */0', 100)).toBe('items=0-99');
    expect(halfWayRange('items 0-99/*', 100)).toBe('items=0-99');
    expect(halfWayRange(null, 100)).toBe('items=0-99');
  });

  it('name size items from start', () => {
    expect(pageRange(0, 50)).toBe('items=0-49');
    expect(pageRange(300, 100)).toBe('items=300-399');
  });
});

describe('the authentication statement', () => {
  it('is the administrator query, not a list query', () => {
    expect(
      isAuthStatement({ text: 'select "id", "email" from "administrators" where "id" = $1', values: [1] }),
    ).toBe(true);
    expect(
      isAuthStatement({ text: 'select "id" from "accounts" order by "updated_at" desc', values: [] }),
    ).toBe(false);
  });
});
