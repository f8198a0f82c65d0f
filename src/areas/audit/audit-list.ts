import { AUDIT_REQUEST_TYPES } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import { AUDIT_REQUEST_TYPE_LABELS } from '../../../domain/labels/system';
import { AuditLogFilterSchema } from '../../../domain/schemas/audit';
import { listMessages } from '../../../domain/shell-messages';
import { dateRangeFilter, defineListFilters, selectFilter, textFilter } from '../../kit/list-filters';

/** The spec's request types: HTTP methods, shown as such (spec 000 §2). */
const REQUEST_TYPES = optionsOf(AUDIT_REQUEST_TYPES, AUDIT_REQUEST_TYPE_LABELS);

/** The /audit search of spec 000 §2, checked by the API's own schema (dd-MM-yyyy dates). */
export const auditFilters = defineListFilters(
  [
    textFilter('email', 'E-mail'),
    textFilter('name', 'Naam'),
    selectFilter('requestType', 'Type verzoek', REQUEST_TYPES, { allLabel: listMessages.all }),
    dateRangeFilter('startDate', 'endDate', 'Datum'),
  ],
  { schema: AuditLogFilterSchema },
);
