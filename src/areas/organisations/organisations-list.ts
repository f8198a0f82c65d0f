import { ORGANISATION_TYPES, SECTORS } from '../../../domain/enums';
import { optionsOf, YES_NO_OPTIONS } from '../../../domain/labels/label';
import { ORGANISATION_TYPE_LABELS, SECTOR_LABELS } from '../../../domain/labels/organisations';
import {
  ORGANISATION_SORT_FIELDS,
  OrganisationListFilterSchema,
} from '../../../domain/schemas/organisation-filters';
import { defineListFilters, multiSelectFilter, selectFilter, textFilter } from '../../kit/list-filters';

/** The /organisaties search (spec 001 §2): type, q, sectors, verified and the sort. */
export const organisationFilters = defineListFilters(
  [
    textFilter('q', 'Zoeken'),
    multiSelectFilter('type', 'Type', optionsOf(ORGANISATION_TYPES, ORGANISATION_TYPE_LABELS)),
    multiSelectFilter('sectors', 'Sector', optionsOf(SECTORS, SECTOR_LABELS)),
    selectFilter('verified', 'Geverifieerd', YES_NO_OPTIONS),
  ],
  { schema: OrganisationListFilterSchema, sortFields: ORGANISATION_SORT_FIELDS },
);
