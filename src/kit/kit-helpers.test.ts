import { describe, expect, it } from 'vitest';
import { isNearEnd } from './scroll-end';
import { parseSort, toggleSort } from './sort';

describe('toggleSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    expect(toggleSort('DESC-updatedAt', 'username')).toBe('ASC-username');
    expect(toggleSort('ASC-username', 'username')).toBe('DESC-username');
    expect(toggleSort('DESC-username', 'username')).toBe('ASC-username');
    expect(toggleSort(undefined, 'email')).toBe('ASC-email');
  });

  it('rejects malformed sorts', () => {
    expect(parseSort('UP-name')).toBeNull();
    expect(parseSort('DESC-updatedAt')).toEqual({ direction: 'DESC', field: 'updatedAt' });
  });
});

describe('isNearEnd', () => {
  it('is true once the viewport bottom passes 90 % of the content', () => {
    // 100 rows of 48 px = 4800 px, viewport 652 px: 90 % is 4320 px.
    expect(isNearEnd(3667, 652, 4800)).toBe(false);
    expect(isNearEnd(3668, 652, 4800)).toBe(true);
    expect(isNearEnd(0, 652, 0)).toBe(false);
  });
});
