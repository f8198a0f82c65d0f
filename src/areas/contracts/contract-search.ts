import {
  CONTRACT_ID_MAX,
  CONTRACT_SPECIFICATION_SORT_FIELDS,
  ContractBalanceFilterSchema,
  ContractSpecificationFilterSchema,
  SCHOOL_CONTRACT_SORT_FIELDS,
} from '../../../domain/schemas/contract';
import { schoolYearForChoice, schoolYearOptions } from '../../../domain/school-year';
import { defineListFilters, selectFilter, textFilter } from '../../kit/url-filters';

const GRADES = [1, 2, 3, 4, 5, 6, 7, 8].map((grade) => ({ value: String(grade), label: `Groep ${grade}` }));
const CHOICE_LABELS = { next: 'Volgend', current: 'Huidig', previous: 'Vorig' } as const;

/** The school-year choices with today's names: 'Huidig (2026-2027)'. */
export function schoolYearChoiceOptions(now: Date = new Date()) {
  return schoolYearOptions(now).map((option) => ({
    value: option.choice,
    label: `${CHOICE_LABELS[option.choice]} (${option.name})`,
  }));
}

/** The filters of /schoolcontracts (spec 001 §2) the filter bar edits; entity filters are lookups. */
export const schoolContractFilters = defineListFilters(
  [
    textFilter('contractReferenceId', 'Contract-id'),
    selectFilter('schooljaar', 'Schooljaar', schoolYearChoiceOptions()),
    selectFilter('grade', 'Groep', GRADES),
  ],
  { sortFields: SCHOOL_CONTRACT_SORT_FIELDS },
);

export const CONTRACT_ENTITY_FILTERS = ['schoolId', 'subjectId', 'distributorId'] as const;
export type ContractEntityFilter = (typeof CONTRACT_ENTITY_FILTERS)[number];

const idOf = (raw: unknown): number | undefined => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

export type SchoolContractSearch = ReturnType<typeof schoolContractFilters.validateSearch> &
  Partial<Record<ContractEntityFilter, number>>;

export function validateSchoolContractSearch(raw: Record<string, unknown>): SchoolContractSearch {
  const search: SchoolContractSearch = { ...schoolContractFilters.validateSearch(raw) };
  if (typeof search.contractReferenceId === 'string')
    search.contractReferenceId = search.contractReferenceId.slice(0, CONTRACT_ID_MAX);
  for (const key of CONTRACT_ENTITY_FILTERS) search[key] = idOf(raw[key]);
  return search;
}

/** The API query of the school contract list: the year choice becomes its 'YYYY-YYYY' name. */
export function schoolContractParams(search: SchoolContractSearch, now: Date = new Date()) {
  const picked = schoolContractFilters.pick(search) as Record<string, string | undefined>;
  const params: Record<string, string | number> = {};
  if (picked.contractReferenceId) params.contractReferenceId = picked.contractReferenceId;
  if (picked.grade) params.grade = picked.grade;
  const year = picked.schooljaar
    ? schoolYearForChoice(picked.schooljaar as 'next' | 'current' | 'previous', now)
    : undefined;
  if (year) params.schoolyearName = year;
  for (const key of CONTRACT_ENTITY_FILTERS) if (search[key] !== undefined) params[key] = search[key]!;
  return params;
}

/** /contractbalances and /contractspecifications keep the API's own filter names in the URL. */
export const specificationFilters = defineListFilters(
  [
    textFilter('contractReferenceId', 'Contract-id'),
    textFilter('referenceId', 'Referentie'),
    textFilter('schoolyearName', 'Schooljaar'),
    selectFilter('grade', 'Groep', GRADES),
  ],
  { schema: ContractSpecificationFilterSchema, sortFields: CONTRACT_SPECIFICATION_SORT_FIELDS },
);

export const balanceFilters = defineListFilters(
  [
    textFilter('contractReferenceId', 'Contract-id'),
    textFilter('referenceId', 'Referentie'),
    textFilter('schoolyearName', 'Schooljaar'),
    selectFilter('grade', 'Groep', GRADES),
  ],
  { schema: ContractBalanceFilterSchema },
);

const LINK_KEYS = ['schoolId', 'subjectId', 'distributorId', 'productId'] as const;
/** The ids the contract screens keep in the URL beside the filter bar's fields. */
export const linkedIds = (search: LinkedSearch) =>
  Object.fromEntries(LINK_KEYS.map((key) => [key, search[key]])) as Partial<
    Record<(typeof LINK_KEYS)[number], number>
  >;
export type LinkedSearch = Record<string, unknown> & Partial<Record<(typeof LINK_KEYS)[number], number>>;

/** The ids a contract row's links carry, kept beside the bar's filters. */
export function withLinkedIds<T extends object>(search: T, raw: Record<string, unknown>): T & LinkedSearch {
  const result: Record<string, unknown> = { ...(search as Record<string, unknown>) };
  for (const key of LINK_KEYS) result[key] = idOf(raw[key]);
  return result as unknown as T & LinkedSearch;
}

export function linkedParams(search: Record<string, unknown>, picked: object) {
  const params: Record<string, string | number> = { ...(picked as Record<string, string>) };
  for (const key of LINK_KEYS) if (typeof search[key] === 'number') params[key] = search[key] as number;
  return params;
}
