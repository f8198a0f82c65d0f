import { GRADE_OPTIONS } from '../../../domain/labels/licences';
import { CONTRACT_ID_MAX, SCHOOL_CONTRACT_SORT_FIELDS } from '../../../domain/schemas/contract';
import { type SchoolYearChoice, schoolYearForChoice, schoolYearOptions } from '../../../domain/school-year';
import { defineListFilters, lookupFilter, selectFilter, textFilter } from '../../kit/list-filters';

const CHOICE_LABELS = { next: 'Volgend', current: 'Huidig', previous: 'Vorig' } as const;

/** The school-year choices with today's names: 'Huidig (2026-2027)'. */
function schoolYearChoiceOptions(now: Date = new Date()) {
  return schoolYearOptions(now).map((option) => ({
    value: option.choice,
    label: `${CHOICE_LABELS[option.choice]} (${option.name})`,
  }));
}

/** The /schoolcontracts search (spec 001 §2): the bar's filters, the entity lookups' ids, the sort. */
export const schoolContractFilters = defineListFilters(
  [
    textFilter('contractReferenceId', 'Contract-id', { maxLength: CONTRACT_ID_MAX }),
    selectFilter('schooljaar', 'Schooljaar', schoolYearChoiceOptions()),
    selectFilter('grade', 'Groep', GRADE_OPTIONS),
  ],
  {
    sortFields: SCHOOL_CONTRACT_SORT_FIELDS,
    ids: [
      lookupFilter('schoolId', 'Schoollocatie', 'School'),
      lookupFilter('subjectId', 'Vak (product)', 'product'),
      lookupFilter('distributorId', 'Distributeur', 'Distributeur'),
    ],
  },
);
/**
 * The list as its screen reads it (`useListRoute`): the API query names the year ('2026-2027')
 * where the URL keeps the choice ('current'), so a bookmark follows the calendar.
 */
export const schoolContractList = {
  ...schoolContractFilters,
  query(search: Record<string, unknown>, hidden?: readonly string[], now: Date = new Date()) {
    const { schooljaar, ...rest } = schoolContractFilters.pick(search, hidden);
    const schoolyearName = schooljaar ? schoolYearForChoice(schooljaar as SchoolYearChoice, now) : undefined;
    return { ...rest, ...(schoolyearName ? { schoolyearName } : {}) };
  },
};
