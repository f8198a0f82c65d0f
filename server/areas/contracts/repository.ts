import { and, asc, eq, exists, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import {
  BALANCE_STATES,
  CONTRACT_SPECIFICATION_SORT_FIELDS,
  type ContractBalance,
  type ContractBalanceFilter,
  type ContractSpecification,
  type ContractSpecificationFilter,
  SCHOOL_CONTRACT_SORT_FIELDS,
  type SchoolContractFilter,
  type SchoolContractRow,
} from '../../../domain/schemas/contract';
import type { Db } from '../../db/connect';
import { contains } from '../../db/like';
import { columnsNamed, type Page, readPageOfIds, sortOrder } from '../../db/list-page';
import type { SelectedRow } from '../../db/rows';
import { contractSpecifications, schoolContracts } from '../../db/schema/contracts';
import { organisations } from '../../db/schema/organisations';
import { products } from '../../db/schema/products';
import { schoolYears } from '../../db/schema/school-years';
import { tlinkLicenses } from '../../db/schema/tlinks';
import type { Sort } from '../../http/list';

export const school = alias(organisations, 'school');
export const subject = alias(products, 'subject');
export const distributor = alias(organisations, 'distributor');
export const specifiedProduct = alias(products, 'specified_product');

/** The filter shared by the three contract lists; `publisherId` scopes to a publisher's subjects. */
export function contractConditions(filter: SchoolContractFilter, publisherId: number | null): SQL[] {
  const conditions: SQL[] = [];
  if (filter.contractReferenceId)
    conditions.push(ilike(schoolContracts.contractReferenceId, contains(filter.contractReferenceId)));
  if (filter.schoolyearName) conditions.push(eq(schoolYears.name, filter.schoolyearName));
  if (filter.schoolId) conditions.push(eq(schoolContracts.schoolId, filter.schoolId));
  if (filter.subjectId) conditions.push(eq(schoolContracts.subjectId, filter.subjectId));
  if (filter.distributorId) conditions.push(eq(schoolContracts.distributorId, filter.distributorId));
  if (filter.grade) conditions.push(sql`${schoolContracts.grades} @> array[${filter.grade}]::integer[]`);
  if (publisherId !== null) conditions.push(eq(subject.organisationId, publisherId));
  return conditions;
}

/** What every contract row names of its contract: the reference, school year, school, subject and distributor. */
const contractNames = {
  contractReferenceId: schoolContracts.contractReferenceId,
  schoolyearName: schoolYears.name,
  schoolId: schoolContracts.schoolId,
  schoolName: school.name,
  schoolEsn: school.esn,
  subjectId: schoolContracts.subjectId,
  subjectTitle: subject.title,
  subjectEan: subject.ean,
  distributorName: distributor.name,
};

const contractColumns = {
  id: schoolContracts.id,
  ...contractNames,
  endDate: schoolContracts.endDate,
  schoolBrin: school.brin,
  distributorId: schoolContracts.distributorId,
  grades: schoolContracts.grades,
  specifiedAmount: schoolContracts.specifiedAmount,
};

export const schoolContractSortColumns = columnsNamed(contractColumns, SCHOOL_CONTRACT_SORT_FIELDS);

/** The contract rows joined with school year, school, subject and distributor. */
export function selectContracts(db: Db, extra: Record<string, PgColumn | SQL.Aliased> = {}) {
  return db
    .select({ ...contractColumns, ...extra })
    .from(schoolContracts)
    .innerJoin(schoolYears, eq(schoolYears.id, schoolContracts.schoolYearId))
    .innerJoin(school, eq(school.id, schoolContracts.schoolId))
    .innerJoin(subject, eq(subject.id, schoolContracts.subjectId))
    .leftJoin(distributor, eq(distributor.id, schoolContracts.distributorId));
}

type ContractRecord = {
  id: number;
  contractReferenceId: string;
  schoolyearName: string;
  endDate: Date | null;
  schoolId: number;
  schoolName: string;
  schoolEsn: string;
  schoolBrin: string | null;
  subjectId: number;
  subjectTitle: string;
  subjectEan: string;
  distributorId: number | null;
  distributorName: string | null;
  grades: number[];
  specifiedAmount: number;
};

export function schoolContractJson(row: ContractRecord): SchoolContractRow {
  return {
    id: row.id,
    contractReferenceId: row.contractReferenceId,
    schoolyearName: row.schoolyearName,
    endDate: row.endDate?.toISOString() ?? null,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    schoolEsn: row.schoolEsn,
    schoolBrin: row.schoolBrin,
    subjectId: row.subjectId,
    subjectTitle: row.subjectTitle,
    subjectEan: row.subjectEan,
    distributorId: row.distributorId,
    distributorName: row.distributorName,
    grades: [...row.grades].sort((a, b) => a - b),
    specifiedAmount: row.specifiedAmount,
  };
}

/**
 * The ids of the school contracts matching `where`, over only the joins that the filter and the
 * sort read: every contract has its school year, school and subject (not null, foreign keys), so
 * the bare contracts are the same rows and a page's ids and the total come from indexes of
 * school_contracts alone (decision 416).
 */
function matchingContracts(
  db: Db,
  where: SQL | undefined,
  reads: { year?: unknown; subject?: unknown; school?: unknown },
) {
  let query = db.select({ id: schoolContracts.id }).from(schoolContracts).$dynamic();
  if (reads.year) query = query.innerJoin(schoolYears, eq(schoolYears.id, schoolContracts.schoolYearId));
  if (reads.subject) query = query.innerJoin(subject, eq(subject.id, schoolContracts.subjectId));
  if (reads.school) query = query.innerJoin(school, eq(school.id, schoolContracts.schoolId));
  return query.where(where);
}

/** A page of school contracts (plain or with balances) as `rows` selects them: ids and total from `matchingContracts`. */
function readContractPage<R extends PgSelect>(
  db: Db,
  rows: { $dynamic(): R },
  query: { where: SQL | undefined; reads: Parameters<typeof matchingContracts>[2]; order: SQL[] },
  page: Page,
) {
  const { where, reads, order } = query;
  return readPageOfIds(
    db,
    () => matchingContracts(db, where, reads),
    schoolContracts.id,
    order,
    page,
    rows.$dynamic(),
  );
}

export async function listSchoolContracts(
  db: Db,
  filter: SchoolContractFilter,
  publisherId: number | null,
  sort: Sort<(typeof SCHOOL_CONTRACT_SORT_FIELDS)[number]>,
  page: Page,
) {
  const where = and(...contractConditions(filter, publisherId));
  const order = sortOrder(sort, schoolContractSortColumns, schoolContracts.id);
  const reads = {
    year: filter.schoolyearName || sort.field === 'schoolyearName',
    subject: publisherId !== null || sort.field === 'subjectTitle',
    school: sort.field === 'schoolName',
  };
  const { rows, total } = await readContractPage(db, selectContracts(db), { where, reads, order }, page);
  return { rows: rows.map(schoolContractJson), total };
}

const stateList = (states: readonly string[]) =>
  sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  );
const countIn = (states: readonly string[]) =>
  sql<number>`count(*) filter (where ${tlinkLicenses.licenseState} in (${stateList(states)}))`.mapWith(
    Number,
  );

/**
 * The balance columns of spec 001 §4, counted in SQL per contract: the licences carrying the
 * contract's reference id, by state; PREACTIVE split into used (claimed by an account) and unused.
 */
export function balanceCounts(db: Db) {
  return db
    .select({
      specified: countIn(BALANCE_STATES.specified).as('specified'),
      active: countIn(BALANCE_STATES.active).as('active'),
      expired: countIn(BALANCE_STATES.expired).as('expired'),
      disabled: countIn(BALANCE_STATES.disabled).as('disabled'),
      preactiveUsed:
        sql<number>`count(*) filter (where ${tlinkLicenses.licenseState} = 'PREACTIVE' and ${tlinkLicenses.accountId} is not null)`
          .mapWith(Number)
          .as('preactive_used'),
      preactiveUnused:
        sql<number>`count(*) filter (where ${tlinkLicenses.licenseState} = 'PREACTIVE' and ${tlinkLicenses.accountId} is null)`
          .mapWith(Number)
          .as('preactive_unused'),
    })
    .from(tlinkLicenses)
    .where(eq(tlinkLicenses.schoolContractReferenceId, schoolContracts.contractReferenceId))
    .as('balance');
}

/**
 * Service licences at the contract's school for a product the contract specifies, that carry no
 * contract reference: handed out by the service desk outside the contract.
 */
export function serviceCount(db: Db) {
  return db
    .select({ serviceNoContract: sql<number>`count(*)`.mapWith(Number).as('service_no_contract') })
    .from(tlinkLicenses)
    .where(
      and(
        eq(tlinkLicenses.organisationId, schoolContracts.schoolId),
        eq(tlinkLicenses.creationMethod, 'SERVICE'),
        isNull(tlinkLicenses.schoolContractReferenceId),
        inArray(
          tlinkLicenses.productId,
          db
            .select({ productId: contractSpecifications.productId })
            .from(contractSpecifications)
            .where(eq(contractSpecifications.schoolContractId, schoolContracts.id)),
        ),
      ),
    )
    .as('service');
}

export function selectBalances(db: Db) {
  const balance = balanceCounts(db);
  const service = serviceCount(db);
  return selectContracts(db, {
    specified: balance.specified,
    active: balance.active,
    expired: balance.expired,
    disabled: balance.disabled,
    preactiveUsed: balance.preactiveUsed,
    preactiveUnused: balance.preactiveUnused,
    serviceNoContract: service.serviceNoContract,
  })
    .leftJoinLateral(balance, sql`true`)
    .leftJoinLateral(service, sql`true`);
}

export function balanceJson(row: ContractRecord & Record<string, unknown>): ContractBalance {
  const n = (value: unknown) => Number(value ?? 0);
  return {
    id: row.id,
    contractReferenceId: row.contractReferenceId,
    schoolyearName: row.schoolyearName,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    subjectId: row.subjectId,
    subjectEan: row.subjectEan,
    subjectTitle: row.subjectTitle,
    distributorName: row.distributorName,
    grades: [...row.grades].sort((a, b) => a - b),
    contractAmount: row.specifiedAmount,
    specified: n(row.specified),
    active: n(row.active),
    expired: n(row.expired),
    disabled: n(row.disabled),
    serviceNoContract: n(row.serviceNoContract),
    preactiveUsed: n(row.preactiveUsed),
    preactiveUnused: n(row.preactiveUnused),
  };
}

/** The balance filter: the contract filter, plus contracts specified with a reference or product. */
export function balanceConditions(db: Db, filter: ContractBalanceFilter, publisherId: number | null): SQL[] {
  const conditions = contractConditions(filter, publisherId);
  if (filter.referenceId || filter.productId) {
    const specified = [eq(contractSpecifications.schoolContractId, schoolContracts.id)];
    if (filter.referenceId)
      specified.push(ilike(contractSpecifications.referenceId, contains(filter.referenceId)));
    if (filter.productId) specified.push(eq(contractSpecifications.productId, filter.productId));
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(contractSpecifications)
          .where(and(...specified)),
      ),
    );
  }
  return conditions;
}

export async function listContractBalances(
  db: Db,
  filter: ContractBalanceFilter,
  publisherId: number | null,
  page: Page,
) {
  const where = and(...balanceConditions(db, filter, publisherId));
  // The page's contracts are chosen before their licences are counted: the counts of every row an
  // OFFSET skips were computed too (a deep page counted thousands of contracts' licences).
  const order = [asc(schoolContracts.contractReferenceId), asc(schoolContracts.id)];
  const reads = { year: filter.schoolyearName, subject: publisherId !== null };
  const { rows, total } = await readContractPage(db, selectBalances(db), { where, reads, order }, page);
  return { rows: rows.map((row) => balanceJson(row as never)), total };
}

export function specificationConditions(
  filter: ContractSpecificationFilter,
  publisherId: number | null,
): SQL[] {
  const conditions = contractConditions(filter, publisherId);
  if (filter.referenceId)
    conditions.push(ilike(contractSpecifications.referenceId, contains(filter.referenceId)));
  if (filter.productId) conditions.push(eq(contractSpecifications.productId, filter.productId));
  if (publisherId !== null) conditions.push(eq(specifiedProduct.organisationId, publisherId));
  return conditions;
}

const specificationColumns = {
  id: contractSpecifications.id,
  ...contractNames,
  // The contract's reference as the specification keeps it (the same text): the list's default
  // order is then one index, contract_specifications_page_idx (decision 725).
  contractReferenceId: contractSpecifications.contractReferenceId,
  referenceId: contractSpecifications.referenceId,
  productId: contractSpecifications.productId,
  productTitle: specifiedProduct.title,
  productEan: specifiedProduct.ean,
  productYears: specifiedProduct.years,
  contractGrades: schoolContracts.grades,
  specifiedAmount: contractSpecifications.specifiedAmount,
};

export const specificationSortColumns = columnsNamed(
  specificationColumns,
  CONTRACT_SPECIFICATION_SORT_FIELDS,
);

export function selectSpecifications(db: Db) {
  return db
    .select(specificationColumns)
    .from(contractSpecifications)
    .innerJoin(schoolContracts, eq(schoolContracts.id, contractSpecifications.schoolContractId))
    .innerJoin(schoolYears, eq(schoolYears.id, schoolContracts.schoolYearId))
    .innerJoin(school, eq(school.id, schoolContracts.schoolId))
    .innerJoin(subject, eq(subject.id, schoolContracts.subjectId))
    .innerJoin(specifiedProduct, eq(specifiedProduct.id, contractSpecifications.productId))
    .leftJoin(distributor, eq(distributor.id, schoolContracts.distributorId));
}

type SpecificationRecord = SelectedRow<typeof selectSpecifications>;

/** Grades a product is meant for: its JAAR_n years, else the contract's grades. */
function productGrades(years: string[], contractGrades: number[]): number[] {
  const fromYears = years
    .map((year) => /^JAAR_([1-8])$/.exec(year)?.[1])
    .filter((grade): grade is string => grade !== undefined)
    .map(Number);
  return (fromYears.length ? fromYears : [...contractGrades]).sort((a, b) => a - b);
}

export function specificationJson(row: SpecificationRecord): ContractSpecification {
  return {
    id: row.id,
    contractReferenceId: row.contractReferenceId,
    schoolyearName: row.schoolyearName,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    schoolEsn: row.schoolEsn,
    subjectId: row.subjectId,
    subjectTitle: row.subjectTitle,
    subjectEan: row.subjectEan,
    distributorName: row.distributorName,
    referenceId: row.referenceId,
    productId: row.productId,
    productTitle: row.productTitle,
    productEan: row.productEan,
    productGrades: productGrades(row.productYears, row.contractGrades),
    specifiedAmount: row.specifiedAmount,
  };
}

export async function listContractSpecifications(
  db: Db,
  filter: ContractSpecificationFilter,
  publisherId: number | null,
  sort: Sort<(typeof CONTRACT_SPECIFICATION_SORT_FIELDS)[number]>,
  page: Page,
) {
  const where = and(...specificationConditions(filter, publisherId));
  // Only the joins the filter and sort read (all are not-null foreign keys), so the page's ids
  // walk the specifications' own index in the list's order (decisions 416, 725). A filter on the
  // contract sorts by the contract's copy of the same reference: its reference index, walked
  // filtering, beat hashing and sorting the specifications (grade 5 deep: 36 against 85 ms).
  const readsContract = contractConditions(filter, publisherId).length > 0 || sort.field === 'schoolName';
  const order = sortOrder(
    sort,
    readsContract
      ? { ...specificationSortColumns, contractReferenceId: schoolContracts.contractReferenceId }
      : specificationSortColumns,
    contractSpecifications.id,
  );
  const matching = () => {
    let query = db.select({ id: contractSpecifications.id }).from(contractSpecifications).$dynamic();
    if (readsContract)
      query = query.innerJoin(
        schoolContracts,
        eq(schoolContracts.id, contractSpecifications.schoolContractId),
      );
    if (filter.schoolyearName)
      query = query.innerJoin(schoolYears, eq(schoolYears.id, schoolContracts.schoolYearId));
    if (publisherId !== null) query = query.innerJoin(subject, eq(subject.id, schoolContracts.subjectId));
    if (publisherId !== null || sort.field === 'productTitle')
      query = query.innerJoin(specifiedProduct, eq(specifiedProduct.id, contractSpecifications.productId));
    if (sort.field === 'schoolName') query = query.innerJoin(school, eq(school.id, schoolContracts.schoolId));
    return query.where(where);
  };
  const { rows, total } = await readPageOfIds(
    db,
    matching,
    contractSpecifications.id,
    order,
    page,
    selectSpecifications(db).$dynamic(),
  );
  return { rows: rows.map(specificationJson), total };
}
