import { ECK_STATUS_FILTERS } from '../../domain/enums';
import { optionsOf } from '../../domain/labels/label';
import { ECK_STATUS_LABELS } from '../../domain/labels/licences';
import { ECK_SEARCH_MIN, ECK_SORT_FIELDS, EckListFilterSchema } from '../../domain/schemas/eck';
import {
  checkboxFilter,
  dateRangeFilter,
  defineListFilters,
  multiSelectFilter,
  textFilter,
} from '../kit/list-filters';
import { flagParam } from '../kit/search-fields';

export const ECK_ENTITY_FILTERS = ['product', 'organisation', 'product.organisation', 'distributor'] as const;
export type EckEntityFilter = (typeof ECK_ENTITY_FILTERS)[number];

/**
 * The /ecklicenties search (spec 001 §7 ecklicenses): the bar's filters, the entity ids chosen with
 * lookups, the sort; `berichten` shows the licence messages, with their own `showFailedOnly`.
 */
export const eckFilters = defineListFilters(
  [
    textFilter('q', 'Referentie, user id of ECK iD', { minLength: ECK_SEARCH_MIN }),
    multiSelectFilter('statussen', 'Status', optionsOf(ECK_STATUS_FILTERS, ECK_STATUS_LABELS)),
    dateRangeFilter('fromDate', 'toDate', 'Aangemaakt'),
    checkboxFilter('refHistoryEnabled', 'Alleen met gewijzigde referentie'),
  ],
  {
    schema: EckListFilterSchema,
    sortFields: ECK_SORT_FIELDS,
    ids: ECK_ENTITY_FILTERS,
    extra: { berichten: flagParam, showFailedOnly: flagParam },
  },
);
export const EckSearchSchema = eckFilters.schema;
