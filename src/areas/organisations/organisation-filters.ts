import { ORGANISATION_TYPES, SECTORS } from '../../../domain/enums';
import { ORGANISATION_SORT_FIELDS } from '../../../domain/schemas/organisation';
import { defineListFilters, multiSelectFilter, selectFilter, textFilter } from '../../kit/url-filters';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The /organisaties filters of spec 001 §2: type, q, sectors, verified. */
export const organisationFilters = defineListFilters(
  [
    textFilter('q', 'Zoeken'),
    multiSelectFilter('type', 'Type', options(ORGANISATION_TYPES)),
    multiSelectFilter('sectors', 'Sector', options(SECTORS)),
    selectFilter('verified', 'Geverifieerd', [
      { value: 'true', label: 'Ja' },
      { value: 'false', label: 'Nee' },
    ]),
  ],
  { sortFields: ORGANISATION_SORT_FIELDS },
);
