import { type SQL, sql } from 'drizzle-orm';
import type {
  ContractBalance,
  ContractSpecification,
  ContractSpecificationFilter,
} from '../../../domain/schemas/contract';
import type { Db } from '../../db/connect';
import { type AsBefore, type Page, readAsBefore } from './page';

/*
 * Test oracle, never production code. The contract balances and specifications as the API computed
 * them before a page's rows were chosen first (decision 416): `listContractBalances` and
 * `listContractSpecifications` with `contractConditions`, `balanceConditions`, `balanceCounts` and
 * `serviceCount` of commit 3701885^ (server/areas/contracts/repository.ts), written out as the SQL
 * they sent: every matching row joined and counted, ordered, then limited. The old code sorted the
 * grades and derived a product's grades (its JAAR_n years, else the contract's) in JavaScript;
 * here SQL does the same.
 */

type Filter = ContractSpecificationFilter;

const contains = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `contractConditions`: the filter the contract lists share; `publisherId` scopes to a publisher's subjects. */
function contractConditions(filter: Filter, publisherId: number | null): SQL[] {
  const where: SQL[] = [sql`true`];
  if (filter.contractReferenceId)
    where.push(sql`sc.contract_reference_id ilike ${contains(filter.contractReferenceId)}`);
  if (filter.schoolyearName) where.push(sql`y.name = ${filter.schoolyearName}`);
  if (filter.schoolId) where.push(sql`sc.school_id = ${filter.schoolId}`);
  if (filter.subjectId) where.push(sql`sc.subject_id = ${filter.subjectId}`);
  if (filter.distributorId) where.push(sql`sc.distributor_id = ${filter.distributorId}`);
  if (filter.grade) where.push(sql`sc.grades @> array[${filter.grade}]::integer[]`);
  if (publisherId !== null) where.push(sql`subject.organisation_id = ${publisherId}`);
  return where;
}

const sortedGrades = sql`array(select g from unnest(sc.grades) as g order by g)`;

/** The contract, its school year, school, subject and distributor, as every contract row names them. */
const contractNames = sql`sc.contract_reference_id as "contractReferenceId", y.name as "schoolyearName",
  sc.school_id as "schoolId", school.name as "schoolName", sc.subject_id as "subjectId",
  subject.title as "subjectTitle", subject.ean as "subjectEan", distributor.name as "distributorName"`;

const contractJoins = sql`inner join school_years y on y.id = sc.school_year_id
  inner join organisations school on school.id = sc.school_id
  inner join products subject on subject.id = sc.subject_id
  left join organisations distributor on distributor.id = sc.distributor_id`;

const countIn = (states: string) => sql.raw(`(count(*) filter (where t.license_state in (${states})))::int`);

/** GET /api/contractbalances before decision 416: a page of contracts with their licence counts (spec 001 §4). */
export async function contractBalancesAsBefore(
  db: Db,
  filter: Filter,
  publisherId: number | null,
  page: Page,
): Promise<AsBefore<ContractBalance>> {
  const where = contractConditions(filter, publisherId);
  if (filter.referenceId || filter.productId)
    where.push(sql`exists (select 1 from contract_specifications cs where cs.school_contract_id = sc.id
      ${filter.referenceId ? sql`and cs.reference_id ilike ${contains(filter.referenceId)}` : sql``}
      ${filter.productId ? sql`and cs.product_id = ${filter.productId}` : sql``})`);
  const condition = sql.join(where, sql` and `);
  return readAsBefore<ContractBalance>(
    db,
    sql`select sc.id, ${contractNames}, ${sortedGrades} as grades, sc.specified_amount as "contractAmount",
          coalesce(balance.specified, 0) as specified, coalesce(balance.active, 0) as active,
          coalesce(balance.expired, 0) as expired, coalesce(balance.disabled, 0) as disabled,
          coalesce(service.service_no_contract, 0) as "serviceNoContract",
          coalesce(balance.preactive_used, 0) as "preactiveUsed",
          coalesce(balance.preactive_unused, 0) as "preactiveUnused"
        from school_contracts sc ${contractJoins}
        left join lateral (select
            ${countIn("'PREACTIVE', 'ACTIVE', 'EXPIRED', 'BLOCKED', 'REVOKED', 'REVOKED_BY_MERGE'")} as specified,
            ${countIn("'ACTIVE'")} as active, ${countIn("'EXPIRED'")} as expired,
            ${countIn("'BLOCKED', 'REVOKED', 'REVOKED_BY_MERGE'")} as disabled,
            (count(*) filter (where t.license_state = 'PREACTIVE' and t.account_id is not null))::int as preactive_used,
            (count(*) filter (where t.license_state = 'PREACTIVE' and t.account_id is null))::int as preactive_unused
          from tlink_licenses t where t.school_contract_reference_id = sc.contract_reference_id) balance on true
        left join lateral (select count(*)::int as service_no_contract from tlink_licenses t
          where t.organisation_id = sc.school_id and t.creation_method = 'SERVICE'
            and t.school_contract_reference_id is null
            and t.product_id in (select cs.product_id from contract_specifications cs where cs.school_contract_id = sc.id)
          ) service on true
        where ${condition}
        order by sc.contract_reference_id asc, sc.id asc
        limit ${page.limit} offset ${page.offset}`,
    sql`select count(*)::int as total from school_contracts sc
        inner join school_years y on y.id = sc.school_year_id
        inner join products subject on subject.id = sc.subject_id
        where ${condition}`,
  );
}

type SpecificationSort = {
  field: 'contractReferenceId' | 'referenceId' | 'schoolName' | 'productTitle' | 'specifiedAmount';
  direction: 'ASC' | 'DESC';
};

const specificationSortColumns = {
  contractReferenceId: 'sc.contract_reference_id',
  referenceId: 'cs.reference_id',
  schoolName: 'school.name',
  productTitle: 'specified_product.title',
  specifiedAmount: 'cs.specified_amount',
};

/** GET /api/contractspecifications before decision 416: a page of specifications in the asked order. */
export async function contractSpecificationsAsBefore(
  db: Db,
  filter: Filter,
  publisherId: number | null,
  sort: SpecificationSort,
  page: Page,
): Promise<AsBefore<ContractSpecification>> {
  const where = contractConditions(filter, publisherId);
  if (filter.referenceId) where.push(sql`cs.reference_id ilike ${contains(filter.referenceId)}`);
  if (filter.productId) where.push(sql`cs.product_id = ${filter.productId}`);
  if (publisherId !== null) where.push(sql`specified_product.organisation_id = ${publisherId}`);
  const condition = sql.join(where, sql` and `);
  const direction = sort.direction.toLowerCase();
  const productGrades = sql`coalesce(nullif(array(select substring(year from '^JAAR_([1-8])$')::int
      from unnest(specified_product.years) as year where year ~ '^JAAR_[1-8]$' order by 1), '{}'), ${sortedGrades})`;
  return readAsBefore<ContractSpecification>(
    db,
    sql`select cs.id, ${contractNames}, school.esn as "schoolEsn", cs.reference_id as "referenceId",
          cs.product_id as "productId", specified_product.title as "productTitle",
          specified_product.ean as "productEan", ${productGrades} as "productGrades",
          cs.specified_amount as "specifiedAmount"
        from contract_specifications cs
        inner join school_contracts sc on sc.id = cs.school_contract_id
        ${contractJoins}
        inner join products specified_product on specified_product.id = cs.product_id
        where ${condition}
        order by ${sql.raw(`${specificationSortColumns[sort.field]} ${direction}, cs.id ${direction}`)}
        limit ${page.limit} offset ${page.offset}`,
    sql`select count(*)::int as total from contract_specifications cs
        inner join school_contracts sc on sc.id = cs.school_contract_id
        inner join school_years y on y.id = sc.school_year_id
        inner join products subject on subject.id = sc.subject_id
        inner join products specified_product on specified_product.id = cs.product_id
        where ${condition}`,
  );
}
