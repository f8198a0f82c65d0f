import { describe, expect, it } from 'vitest';
import type { EckListFilter } from '../../domain/schemas/eck';
import { readsProduct } from './scopes';

/*
 * A licence list's id walk joins the product only where a condition reads it (decision 531): the
 * publisher scope, and a filter on one of the product's own fields. Which filters those are is what
 * the list's filter schema names `product.<field>` (domain/schemas/), not a second list here.
 */
describe('readsProduct', () => {
  it('joins the product for the publisher scope and for a filter named product.<field>', () => {
    expect(readsProduct({}, 7)).toBe(true);
    expect(readsProduct({ 'product.organisation': 3 } satisfies EckListFilter, null)).toBe(true);
  });

  it('does not join it for filters on the licence itself, nor for a product filter left empty', () => {
    expect(readsProduct({}, null)).toBe(false);
    expect(readsProduct({ product: 5, organisation: 2, q: 'abc' } satisfies EckListFilter, null)).toBe(false);
    expect(readsProduct({ 'product.organisation': undefined }, null)).toBe(false);
  });
});
