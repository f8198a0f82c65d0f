import { GRADE_OPTIONS } from '../../../domain/labels/licences';
import { PO_SORT_FIELDS, PoListFilterSchema } from '../../../domain/schemas/po-license';
import { defineListFilters, lookupFilter, selectFilter, textFilter } from '../../kit/list-filters';
import { idParam } from '../../kit/search-fields';

/**
 * The /policenties search: Basispoort id, ECK iD or reference, a group 1-8 (spec 001 §9), the product
 * and school ids; `actie=groepen` with `rij` opens a row's groups dialog (commands/po-licenses.ts).
 */
export const poFilters = defineListFilters(
  [
    textFilter('q', 'Basispoort id, ECK iD of referentie', { minLength: 3 }),
    selectFilter('group', 'Groep', GRADE_OPTIONS),
  ],
  {
    schema: PoListFilterSchema,
    sortFields: PO_SORT_FIELDS,
    ids: [lookupFilter('product', 'Product', 'product'), lookupFilter('organisation', 'School', 'School')],
    actie: ['groepen'],
    extra: { rij: idParam },
  },
);
