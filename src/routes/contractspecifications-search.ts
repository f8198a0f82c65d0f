import {
  CONTRACT_SPECIFICATION_SORT_FIELDS,
  ContractSpecificationFilterSchema,
} from '../../domain/schemas/contract';
import { defineListFilters, selectFilter, textFilter } from '../kit/list-filters';
import { CONTRACT_LINK_IDS } from './contractbalances-search';
import { GRADE_OPTIONS } from './schoolcontracts-search';

/** The /contractspecifications search: the balance's filters and linked ids, and the sort. */
export const specificationFilters = defineListFilters(
  [
    textFilter('contractReferenceId', 'Contract-id'),
    textFilter('referenceId', 'Referentie'),
    textFilter('schoolyearName', 'Schooljaar'),
    selectFilter('grade', 'Groep', GRADE_OPTIONS),
  ],
  {
    schema: ContractSpecificationFilterSchema,
    sortFields: CONTRACT_SPECIFICATION_SORT_FIELDS,
    ids: CONTRACT_LINK_IDS,
  },
);
export const ContractSpecificationSearchSchema = specificationFilters.schema;
