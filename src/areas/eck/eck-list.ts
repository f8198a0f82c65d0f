import { ECK_STATUS_FILTERS } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import { ECK_STATUS_LABELS } from '../../../domain/labels/licences';
import { ECK_SEARCH_MIN, ECK_SORT_FIELDS, EckListFilterSchema } from '../../../domain/schemas/eck';
import {
  checkboxFilter,
  dateRangeFilter,
  defineListFilters,
  lookupFilter,
  multiSelectFilter,
  textFilter,
} from '../../kit/list-filters';
import { flagParam, idParam } from '../../kit/search-fields';

/**
 * The /ecklicenties search (spec 001 §7 ecklicenses): the bar's filters, the entity ids chosen with
 * lookups, the sort; `berichten` shows the licence messages, with their own `showFailedOnly`;
 * `actie=historie` with `rij` opens a row's reference history (commands/eck.ts).
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
    ids: [
      lookupFilter('product', 'Product', 'product'),
      lookupFilter('organisation', 'School', 'School'),
      lookupFilter('product.organisation', 'Uitgever', 'Uitgever'),
      lookupFilter('distributor', 'Distributeur', 'Distributeur'),
    ],
    idLists: ['referenceIds'],
    actie: ['historie'],
    extra: { berichten: flagParam, showFailedOnly: flagParam, rij: idParam },
  },
);
