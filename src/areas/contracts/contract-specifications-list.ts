import {
  CONTRACT_SPECIFICATION_SORT_FIELDS,
  ContractSpecificationFilterSchema,
} from '../../../domain/schemas/contract';
import { defineListFilters } from '../../kit/list-filters';
import { CONTRACT_BAR_FILTERS, CONTRACT_LINK_IDS } from './contract-balances-list';

/** The /contractspecifications search: the balance's filters and linked ids, and the sort. */
export const specificationFilters = defineListFilters(CONTRACT_BAR_FILTERS, {
  schema: ContractSpecificationFilterSchema,
  sortFields: CONTRACT_SPECIFICATION_SORT_FIELDS,
  ids: CONTRACT_LINK_IDS,
});
