import { describe, expect, it } from 'vitest';
import { contains, containsLower, startsWith } from './like';

describe('LIKE patterns of what a user typed', () => {
  it('keeps %, _ and \\ literal', () => {
    expect(contains('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(startsWith('AB_1')).toBe('AB\\_1%');
  });

  it('lowers the value for a lower(column) match', () => {
    expect(containsLower('De_Vries')).toBe('%de\\_vries%');
  });
});
