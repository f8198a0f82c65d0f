import { LICENSE_TYPES } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import { LICENSE_TYPE_LABELS } from '../../../domain/labels/licences';
import {
  SCHOOL_OVERVIEW_SORT_FIELDS,
  SchoolOverviewFilterSchema,
} from '../../../domain/schemas/tlink-overviews';
import { dateRangeFilter, defineListFilters, lookupFilter, selectFilter } from '../../kit/list-filters';

/** The /tlinklicentiesperschool search: licence type (superuser), creation dates, the lookups' ids, the sort. */
export const schoolOverviewFilters = defineListFilters(
  [
    selectFilter('type', 'Licentietype', optionsOf(LICENSE_TYPES, LICENSE_TYPE_LABELS)),
    dateRangeFilter('fromDate', 'toDate', 'Aangemaakt'),
  ],
  {
    schema: SchoolOverviewFilterSchema,
    sortFields: SCHOOL_OVERVIEW_SORT_FIELDS,
    ids: [
      lookupFilter('publisher', 'Uitgever', 'Uitgever'),
      lookupFilter('school', 'School', 'School'),
      lookupFilter('distributor', 'Distributeur', 'Distributeur'),
      lookupFilter('product', 'Product', 'product'),
    ],
  },
);
