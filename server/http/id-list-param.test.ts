import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ID_LIST_MAX } from '../../domain/schemas/id-list';
import { accountConditions } from '../areas/accounts/repository';
import { eckConditions } from '../areas/eck/repository';
import { productConditions } from '../areas/products/repository';
import { tlinkConditions } from '../areas/tlinks/repository';

/**
 * A many-identifiers filter is ONE array parameter, whatever the number of identifiers: as an IN
 * list of 500 parameters every list call parsed, bound and planned 500 of them (decision 535).
 */
const dialect = new PgDialect();
const paramsOf = (condition: Parameters<PgDialect['sqlToQuery']>[0] | undefined) =>
  condition ? dialect.sqlToQuery(condition).params : [];
const many = (make: (i: number) => string) => Array.from({ length: ID_LIST_MAX }, (_, i) => make(i));

describe('the many-identifiers filters', () => {
  it(`send ${ID_LIST_MAX} identifiers as one array parameter`, () => {
    const codes = many((i) => `ZZ${String(i).padStart(6, '0')}`);
    expect(paramsOf(tlinkConditions({ licenseCodes: codes }, null))).toEqual([codes]);
    const ids = many((i) => String(i + 1));
    expect(paramsOf(accountConditions({ ids }))).toEqual([ids.map(Number)]);
    const emails = many((i) => `a${i}@school.test`);
    expect(paramsOf(accountConditions({ emails }))).toEqual([emails]);
    const eans = many((i) => `97890${String(i).padStart(8, '0')}`);
    expect(paramsOf(productConditions({ eans }, null))).toEqual([eans]);
    expect(paramsOf(eckConditions({ referenceIds: codes }, null))).toEqual([codes]);
  });

  it("keep a publisher-bound administrator's scope beside the array", () => {
    expect(paramsOf(tlinkConditions({ licenseCodes: ['AB12CD34', 'ZX4P7KMN'] }, 12))).toEqual([
      12,
      ['AB12CD34', 'ZX4P7KMN'],
    ]);
  });
});
