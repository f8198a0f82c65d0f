import { GRADE_OPTIONS } from '../../../domain/labels/licences';
import { ContractBalanceFilterSchema } from '../../../domain/schemas/contract';
import { defineListFilters, lookupFilter, selectFilter, textFilter } from '../../kit/list-filters';

/** The ids a contract row's links carry (school, subject, distributor, product), kept beside the bar. */
export const CONTRACT_LINK_IDS = ['schoolId', 'subjectId', 'distributorId', 'productId'] as const;

/** The bar of /contractbalances and /contractspecifications: the API's own filter names (spec 001 §7). */
export const CONTRACT_BAR_FILTERS = [
  textFilter('contractReferenceId', 'Contract-id'),
  textFilter('referenceId', 'Referentie'),
  textFilter('schoolyearName', 'Schooljaar'),
  selectFilter('grade', 'Groep', GRADE_OPTIONS),
] as const;

/** The /contractbalances search: the contract bar and the linked ids. */
export const balanceFilters = defineListFilters(CONTRACT_BAR_FILTERS, {
  schema: ContractBalanceFilterSchema,
  // School and product chosen with lookups (spec 001 §7: schoolId, productId); the rest by links.
  ids: [
    lookupFilter('schoolId', 'School', 'School'),
    lookupFilter('productId', 'Product', 'product'),
    'subjectId',
    'distributorId',
  ],
});
