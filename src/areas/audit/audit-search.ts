import { listMessages } from '../../../domain/messages';
import { AuditLogFilterSchema } from '../../../domain/schemas/audit';
import { dateRangeFilter, defineListFilters, selectFilter, textFilter } from '../../kit/url-filters';

/** The spec's request types: HTTP methods, shown as such (spec 000 §2). */
const REQUEST_TYPES = ['PUT', 'POST', 'DELETE'].map((value) => ({ value, label: value }));

/** The /audit filters of spec 000 §2, checked by the API's own schema (dd-MM-yyyy dates). */
export const auditFilters = defineListFilters(
  [
    textFilter('email', 'E-mail'),
    textFilter('name', 'Naam'),
    selectFilter('requestType', 'Type verzoek', REQUEST_TYPES, { allLabel: listMessages.all }),
    dateRangeFilter('startDate', 'endDate', 'Datum'),
  ],
  { schema: AuditLogFilterSchema },
);
