import { describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../../domain/rights';
import { schoolOverviewFilters } from '../areas/license-overviews/school-overview-list';
import { productFilters } from '../areas/products/products-list';
import { filterListsFor } from '../palette/filter-query-lists';
import { hiddenFilters } from './hidden-filters';

const bound: AdminPrincipal = { id: 3, rechten: ['tlinklicenties_inzien'], uitgeverId: 40 };

describe('hiddenFilters', () => {
  it("names each hidden filter once, though a list's own rule and the publisher table both hide it", () => {
    expect(hiddenFilters('/tlinklicentiesperschool', bound, schoolOverviewFilters.publisher)).toEqual([
      'type',
      'publisher',
    ]);
  });

  it("hides a publisher-bound administrator's publisher filter, not a support desk's", () => {
    const support: AdminPrincipal = { ...bound, uitgeverId: null };
    expect(hiddenFilters('/producten', bound, productFilters.publisher)).toEqual(['organisation']);
    expect(hiddenFilters('/producten', support, productFilters.publisher)).toEqual([]);
  });
});

describe("a list's publisher filter, declared once (decision 610)", () => {
  // Every list the palette opens, with all its fields: the lists' own declarations.
  const lists = filterListsFor({ id: 1, rechten: ['is_superuser'], uitgeverId: null }, true);
  const boundSuperuser: AdminPrincipal = { id: 2, rechten: ['is_superuser'], uitgeverId: 40 };

  it.each(lists.map((list) => [list.path, list] as const))(
    '%s hides from a publisher-bound administrator exactly its publisher lookups',
    (path, list) => {
      const lookups = list.fields
        .filter((field) => field.kind === 'entity' && field.entity === 'Uitgever')
        .map((field) => field.key);
      const unbound = hiddenFilters(path, { ...boundSuperuser, uitgeverId: null }, list.publisher);
      const publisherOnly = hiddenFilters(path, boundSuperuser, list.publisher).filter(
        (key) => !unbound.includes(key),
      );
      // A publisher lookup that its API schema does not name (withPublisherFilter), or a list missing
      // from the table, shows here: the server would not refuse what the console hides, or the reverse.
      expect(publisherOnly).toEqual(lookups);
    },
  );
});
