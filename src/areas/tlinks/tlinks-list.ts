import { LICENSE_SOURCES, TLINK_LICENSE_STATES } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import { LICENSE_SOURCE_LABELS } from '../../../domain/labels/licences';
import { TLINK_STATE_LABELS } from '../../../domain/labels/tlink-states';
import { TLINK_SEARCH_MIN, TLINK_SORT_FIELDS, TlinkListFilterSchema } from '../../../domain/schemas/tlink';
import {
  dateRangeFilter,
  defineListFilters,
  lookupFilter,
  multiSelectFilter,
  textFilter,
} from '../../kit/list-filters';

/** The /tlinks search (spec 001 §2): the bar's filters, the entity ids, the sort and `actie=reserveren`. */
export const tlinkFilters = defineListFilters(
  [
    textFilter('licenseCode', 'Code', { minLength: TLINK_SEARCH_MIN }),
    textFilter('referenceId', 'Referentie', { minLength: TLINK_SEARCH_MIN }),
    multiSelectFilter('licenseState', 'Status', optionsOf(TLINK_LICENSE_STATES, TLINK_STATE_LABELS)),
    multiSelectFilter('creationMethod', 'Bron', optionsOf(LICENSE_SOURCES, LICENSE_SOURCE_LABELS)),
    dateRangeFilter('createdFrom', 'createdTo', 'Aangemaakt'),
  ],
  {
    schema: TlinkListFilterSchema,
    sortFields: TLINK_SORT_FIELDS,
    ids: [
      lookupFilter('product', 'Product', 'product'),
      lookupFilter('account', 'Account', 'account'),
      lookupFilter('organisation', 'School', 'School'),
      lookupFilter('publisher', 'Uitgever', 'Uitgever'),
      lookupFilter('distributor', 'Distributeur', 'Distributeur'),
    ],
    idLists: ['licenseCodes'],
    actie: ['reserveren'],
  },
);
