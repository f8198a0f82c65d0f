import * as v from 'valibot';
import { isSchoolYearName } from '../school-year';
import { productColumns } from './reply-parts';
import { dutchString, msg, optionalId, optionalText } from './rules';

/** Contract id filter maximum (spec 001 §9). */
export const CONTRACT_ID_MAX = 200;

const schoolYear = () =>
  v.optional(
    v.pipe(
      dutchString(),
      v.check((value) => isSchoolYearName(value), msg.invalid),
    ),
  );
/** Grade 1-8; absent means all. */
const grade = () => v.optional(v.pipe(dutchString(), v.regex(/^[1-8]$/, msg.invalid), v.transform(Number)));

/**
 * Filters of GET /api/schoolcontracts, contractbalances and contractspecifications (spec 001 §7):
 * the console's URL search params and the API query validate with these.
 */
export const SchoolContractFilterSchema = v.object({
  contractReferenceId: optionalText(CONTRACT_ID_MAX),
  schoolyearName: schoolYear(),
  schoolId: optionalId(),
  subjectId: optionalId(),
  distributorId: optionalId(),
  grade: grade(),
});
export type SchoolContractFilter = v.InferOutput<typeof SchoolContractFilterSchema>;

/**
 * contractbalances and contractspecifications take the same filters (spec 001 §7). On balances,
 * referenceId and productId keep the contracts specified with such a reference or product.
 */
export const ContractSpecificationFilterSchema = v.object({
  ...SchoolContractFilterSchema.entries,
  referenceId: optionalText(),
  productId: optionalId(),
});
export type ContractSpecificationFilter = v.InferOutput<typeof ContractSpecificationFilterSchema>;

/** @alias The balances take the specifications' filters. */
export const ContractBalanceFilterSchema = ContractSpecificationFilterSchema;
export type ContractBalanceFilter = ContractSpecificationFilter;

export const SCHOOL_CONTRACT_SORT_FIELDS = [
  'contractReferenceId',
  'schoolyearName',
  'endDate',
  'schoolName',
  'subjectTitle',
  'specifiedAmount',
] as const;
export const CONTRACT_SPECIFICATION_SORT_FIELDS = [
  'contractReferenceId',
  'referenceId',
  'schoolName',
  'productTitle',
  'specifiedAmount',
] as const;

/** What every contract row names: the contract, its school year, school, subject and distributor. */
const contractEntries = {
  id: v.number(),
  contractReferenceId: v.string(),
  schoolyearName: v.string(),
  schoolId: v.number(),
  schoolName: v.string(),
  subjectId: v.number(),
  subjectTitle: v.string(),
  subjectEan: v.string(),
  distributorName: v.nullable(v.string()),
};

/** A school contract row (spec 001 §3). */
export const SchoolContractRowSchema = v.object({
  ...contractEntries,
  endDate: v.nullable(v.string()),
  schoolEsn: v.string(),
  schoolBrin: v.nullable(v.string()),
  distributorId: v.nullable(v.number()),
  grades: v.array(v.number()),
  specifiedAmount: v.number(),
});
export type SchoolContractRow = v.InferOutput<typeof SchoolContractRowSchema>;

/**
 * A contract balance (spec 001 §3, counting rules §4): licences of the contract by state.
 * specified = PREACTIVE, ACTIVE, EXPIRED, BLOCKED, REVOKED, REVOKED_BY_MERGE;
 * disabled = BLOCKED, REVOKED, REVOKED_BY_MERGE.
 */
export const ContractBalanceSchema = v.object({
  ...contractEntries,
  grades: v.array(v.number()),
  contractAmount: v.number(),
  specified: v.number(),
  active: v.number(),
  expired: v.number(),
  disabled: v.number(),
  serviceNoContract: v.number(),
  preactiveUsed: v.number(),
  preactiveUnused: v.number(),
});
export type ContractBalance = v.InferOutput<typeof ContractBalanceSchema>;

/** A contract specification (spec 001 §3): how a contract's subject is specified into products. */
export const ContractSpecificationSchema = v.object({
  ...contractEntries,
  schoolEsn: v.string(),
  referenceId: v.string(),
  ...productColumns,
  productGrades: v.array(v.number()),
  specifiedAmount: v.number(),
});
export type ContractSpecification = v.InferOutput<typeof ContractSpecificationSchema>;

/** The licence states each balance column counts (spec 001 §4). */
export const BALANCE_STATES = {
  specified: ['PREACTIVE', 'ACTIVE', 'EXPIRED', 'BLOCKED', 'REVOKED', 'REVOKED_BY_MERGE'],
  active: ['ACTIVE'],
  expired: ['EXPIRED'],
  disabled: ['BLOCKED', 'REVOKED', 'REVOKED_BY_MERGE'],
} as const;
