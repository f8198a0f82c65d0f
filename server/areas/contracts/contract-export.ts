import { and } from 'drizzle-orm';
import type {
  CONTRACT_SPECIFICATION_SORT_FIELDS,
  ContractBalanceFilter,
  ContractSpecificationFilter,
  SchoolContractFilter,
} from '../../../domain/schemas/contract';
import { TOTAL_ONLY } from '../../db/list-page';
import { contractSpecifications, schoolContracts } from '../../db/schema/contracts';
import { keysetItems, keysetOrderOf, keysetValue } from '../../http/keyset';
import type { Exporter } from '../../jobs/exporter';
import {
  balanceConditions,
  balanceJson,
  contractConditions,
  listContractBalances,
  listContractSpecifications,
  listSchoolContracts,
  schoolContractJson,
  schoolContractSortColumns,
  selectBalances,
  selectContracts,
  selectSpecifications,
  specificationConditions,
  specificationJson,
  specificationSortColumns,
} from './repository';

/** What an export job stores: the list's filter plus the publisher the requesting admin is bound to. */
export type ScopedFilter<F> = F & { publisherId: number | null };

const SCHOOL_CONTRACT_FIELDS = [
  'contractReferenceId',
  'schoolyearName',
  'endDate',
  'schoolId',
  'schoolName',
  'schoolEsn',
  'schoolBrin',
  'subjectId',
  'subjectTitle',
  'subjectEan',
  'distributorName',
  'grades',
  'specifiedAmount',
] as const;

/** CSV export of /schoolcontracts: the same filter and order, read by keyset pages. */
export const schoolContractExporter: Exporter = {
  collection: 'schoolcontracts',
  fields: SCHOOL_CONTRACT_FIELDS,
  dates: { endDate: 'day' },
  async count(db, params) {
    const filter = params.filter as ScopedFilter<SchoolContractFilter>;
    const sort = params.sort as Parameters<typeof listSchoolContracts>[3];
    return (await listSchoolContracts(db, filter, filter.publisherId, sort, TOTAL_ONLY)).total;
  },
  pages(db, params, pageSize) {
    const filter = params.filter as ScopedFilter<SchoolContractFilter>;
    const order = keysetOrderOf(params.sort, schoolContractSortColumns, schoolContracts.id);
    const where = contractConditions(filter, filter.publisherId);
    return keysetItems(
      pageSize,
      order,
      (after) => selectContracts(db, { keyset: keysetValue(order).as('keyset') }).where(and(...where, after)),
      (row) => ({ keyset: (row as { keyset?: string | null }).keyset ?? null, id: row.id }),
      schoolContractJson,
    );
  },
};

const BALANCE_FIELDS = [
  'contractReferenceId',
  'schoolyearName',
  'schoolName',
  'subjectEan',
  'subjectTitle',
  'distributorName',
  'grades',
  'contractAmount',
  'specified',
  'active',
  'expired',
  'disabled',
  'serviceNoContract',
  'preactiveUsed',
  'preactiveUnused',
] as const;

/** CSV export of /contractbalances, ordered by contract id. */
export const contractBalanceExporter: Exporter = {
  collection: 'contractbalances',
  fields: BALANCE_FIELDS,
  async count(db, params) {
    const filter = params.filter as ScopedFilter<ContractBalanceFilter>;
    return (await listContractBalances(db, filter, filter.publisherId, TOTAL_ONLY)).total;
  },
  pages(db, params, pageSize) {
    const filter = params.filter as ScopedFilter<ContractBalanceFilter>;
    const order = {
      column: schoolContracts.contractReferenceId,
      id: schoolContracts.id,
      direction: 'ASC' as const,
    };
    const where = balanceConditions(db, filter, filter.publisherId);
    return keysetItems(
      pageSize,
      order,
      (after) => selectBalances(db).where(and(...where, after)),
      (row) => ({ keyset: row.contractReferenceId as string | null, id: row.id }),
      (row) => balanceJson(row as never),
    );
  },
};

const SPECIFICATION_FIELDS = [
  'contractReferenceId',
  'schoolyearName',
  'schoolName',
  'schoolEsn',
  'subjectTitle',
  'subjectEan',
  'distributorName',
  'referenceId',
  'productTitle',
  'productEan',
  'productGrades',
  'specifiedAmount',
] as const;

/** CSV export of /contractspecifications: the same filter and order, read by keyset pages. */
export const contractSpecificationExporter: Exporter = {
  collection: 'contractspecifications',
  fields: SPECIFICATION_FIELDS,
  async count(db, params) {
    const filter = params.filter as ScopedFilter<ContractSpecificationFilter>;
    const sort = params.sort as Parameters<typeof listContractSpecifications>[3];
    return (await listContractSpecifications(db, filter, filter.publisherId, sort, TOTAL_ONLY)).total;
  },
  pages(db, params, pageSize) {
    const filter = params.filter as ScopedFilter<ContractSpecificationFilter>;
    const field = params.sort.field as (typeof CONTRACT_SPECIFICATION_SORT_FIELDS)[number];
    const order = keysetOrderOf(params.sort, specificationSortColumns, contractSpecifications.id);
    const where = specificationConditions(filter, filter.publisherId);
    return keysetItems(
      pageSize,
      order,
      (after) => selectSpecifications(db).where(and(...where, after)),
      (row) => ({ keyset: keysetText(row, field), id: row.id }),
      specificationJson,
    );
  },
};

/** The sort value as PostgreSQL text, so the next keyset page continues exactly after it. */
function keysetText(
  row: Record<string, unknown>,
  field: (typeof CONTRACT_SPECIFICATION_SORT_FIELDS)[number],
): string | null {
  const value = row[field];
  return value === null || value === undefined ? null : String(value);
}
