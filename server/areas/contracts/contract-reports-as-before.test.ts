import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractSpecificationFilter } from '../../../domain/schemas/contract';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';
import {
  contractBalancesAsBefore,
  contractSpecificationsAsBefore,
} from '../../test-support/reports-as-before/contract-lists';
import { expectExportAsList } from '../../test-support/reports-as-before/export-as-list';
import { expectPagesAsBefore, queryOf } from '../../test-support/reports-as-before/page';

/*
 * Issue 21: speed did not change a number. The contract balances and specifications answer every
 * filter, sort and page with exactly the rows and Content-Range of the queries they ran before a
 * page's rows were chosen first (server/test-support/reports-as-before/contract-lists.ts), on the
 * same demo data, as the superuser and as a publisher-bound administrator.
 */

const api = fileApiHarness({ scale: 0.01 });

/** A specification of a contract of the publisher-bound administrator's publisher, and what names it. */
let sample: {
  publisher: number;
  school: number;
  year: string;
  subject: number;
  distributor: number;
  contract: string;
  reference: string;
  product: number;
  grade: number;
};

beforeAll(async () => {
  await api.grant(PUBLISHER_ADMIN, ['schooljaarvakcontracten_inzien']);
  const [row] = await rowsOf<typeof sample>(
    api.db,
    sql`select subject.organisation_id as publisher, sc.school_id as school, y.name as year,
        sc.subject_id as subject, sc.distributor_id as distributor, sc.contract_reference_id as contract,
        cs.reference_id as reference, cs.product_id as product, sc.grades[1] as grade
      from contract_specifications cs join school_contracts sc on sc.id = cs.school_contract_id
      join school_years y on y.id = sc.school_year_id join products subject on subject.id = sc.subject_id
      where sc.distributor_id is not null and cardinality(sc.grades) > 0
        and subject.organisation_id = (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN})
      order by cs.id limit 1`,
  );
  sample = row!;
});

/** The main filters of both lists, each holding the sample (so neither view is empty). */
const filters = (): ContractSpecificationFilter[] => [
  {},
  { schoolId: sample.school, schoolyearName: sample.year },
  { productId: sample.product },
  { referenceId: sample.reference.slice(0, 6) },
  { distributorId: sample.distributor },
  { contractReferenceId: sample.contract.slice(0, 6) },
  { subjectId: sample.subject, grade: sample.grade },
];

const VIEWERS = () =>
  [
    [SUPERUSER, null],
    [PUBLISHER_ADMIN, sample.publisher],
  ] as const;

describe('contract balances and specifications: the numbers of the queries before', () => {
  it('GET /api/contractbalances: every main filter, first and deep page, as the superuser and a publisher-bound administrator', async () => {
    let rows = 0;
    for (const [as, publisherId] of VIEWERS())
      for (const filter of filters())
        rows += await expectPagesAsBefore(api, as, `/api/contractbalances?${queryOf(filter)}`, 20, (page) =>
          contractBalancesAsBefore(api.db, filter, publisherId, page),
        );
    expect(rows).toBeGreaterThan(50);
  });

  it('GET /api/contractspecifications: every main filter and sort, first and deep page, both viewers', async () => {
    // Each sort field once, both directions of the default one.
    const sorts = (
      [
        ['contractReferenceId', 'ASC'],
        ['contractReferenceId', 'DESC'],
        ['referenceId', 'DESC'],
        ['schoolName', 'ASC'],
        ['productTitle', 'DESC'],
        ['specifiedAmount', 'ASC'],
      ] as const
    ).map(([field, direction]) => ({ field, direction }));
    let rows = 0;
    for (const [as, publisherId] of VIEWERS())
      for (const filter of filters())
        for (const sort of Object.keys(filter).length === 0 ? sorts : sorts.slice(0, 1)) {
          const query = queryOf({ ...filter, sort: `${sort.direction}-${sort.field}` });
          rows += await expectPagesAsBefore(api, as, `/api/contractspecifications?${query}`, 20, (page) =>
            contractSpecificationsAsBefore(api.db, filter, publisherId, sort, page),
          );
        }
    expect(rows).toBeGreaterThan(50);
  });

  it("the balances' CSV under the console's Dutch column labels carries the numbers of the list", async () => {
    const columns = [
      ['Contract-id', 'contractReferenceId'],
      ['Schooljaar', 'schoolyearName'],
      ['School', 'schoolName'],
      ['EAN', 'subjectEan'],
      ['Vak', 'subjectTitle'],
      ['Distributeur', 'distributorName'],
      ['Groepen', 'grades'],
      ['Contract', 'contractAmount'],
      ['Gespecificeerd', 'specified'],
      ['Actief', 'active'],
      ['Verlopen', 'expired'],
      ['Uitgeschakeld', 'disabled'],
      ['Service zonder contract', 'serviceNoContract'],
      ['Preactief gebruikt', 'preactiveUsed'],
      ['Preactief ongebruikt', 'preactiveUnused'],
    ] as const;
    const query = queryOf({ grade: sample.grade });
    expect(await expectExportAsList(api, 'contractbalances', query, columns)).toBeGreaterThan(5);
  });

  it("the specifications' CSV under the console's Dutch column labels carries the numbers of the list", async () => {
    const columns = [
      ['Contract-id', 'contractReferenceId'],
      ['Schooljaar', 'schoolyearName'],
      ['School', 'schoolName'],
      ['School-id', 'schoolEsn'],
      ['Vak', 'subjectTitle'],
      ['Vak-EAN', 'subjectEan'],
      ['Distributeur', 'distributorName'],
      ['Referentie', 'referenceId'],
      ['Product', 'productTitle'],
      ['EAN', 'productEan'],
      ['Groepen', 'productGrades'],
      ['Aantal', 'specifiedAmount'],
    ] as const;
    const query = queryOf({ distributorId: sample.distributor, sort: 'DESC-specifiedAmount' });
    expect(await expectExportAsList(api, 'contractspecifications', query, columns)).toBeGreaterThan(5);
  });
});
