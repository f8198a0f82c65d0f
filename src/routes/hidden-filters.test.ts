import { describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../../domain/rights';
import { hiddenFilters } from './hidden-filters';

const bound: AdminPrincipal = { id: 3, rechten: ['tlinklicenties_inzien'], uitgeverId: 40 };

describe('hiddenFilters', () => {
  it("names each hidden filter once, though a list's own rule and the publisher table both hide it", () => {
    expect(hiddenFilters('/tlinklicentiesperschool', bound)).toEqual(['type', 'publisher']);
  });

  it("hides a publisher-bound administrator's publisher filter, not a support desk's", () => {
    const support: AdminPrincipal = { ...bound, uitgeverId: null };
    expect(hiddenFilters('/producten', bound)).toEqual(['organisation']);
    expect(hiddenFilters('/producten', support)).toEqual([]);
  });
});
