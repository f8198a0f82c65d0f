import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { AuditEntryJson } from '../../../domain/schemas/audit';
import { useAuditLogSource } from '../../api/audit';
import type { ListSource } from '../../api/list';
import { dateColumn, textColumn } from '../../kit/column-kinds';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { AuditDetails } from './audit-details';
import { auditFilters } from './audit-list';
import { ObjectType } from './audit-values';

const route = getRouteApi('/audit');

const columns: Column<AuditEntryJson>[] = [
  dateColumn('requested_on', 'Tijdstip verzoek', 'history'),
  textColumn('request_type', 'Type verzoek', { width: '7rem' }),
  { id: 'objecttype', header: 'Objecttype', cell: (entry) => <ObjectType entry={entry} />, width: '9rem' },
  { id: 'url', header: 'URL', cell: (entry) => <span title={entry.url}>{entry.url}</span>, width: '2fr' },
  textColumn('account_name', 'Beheerder', { width: '2fr' }),
  {
    id: 'warning',
    header: 'Waarschuwing',
    cell: (entry) => (entry.warning ? <span className="text-amber-800">{entry.warning}</span> : ''),
  },
];

/** /audit: the audit log of administrator requests, superuser only (spec 000 §2). */
export function AuditScreen() {
  const list = useListRoute(route, auditFilters, '');
  const source = useAuditLogSource(list.filter);
  // The open row belongs to the list it was opened in: a new search closes it.
  const [open, setOpen] = useState<{ list: ListSource<AuditEntryJson>; entry: AuditEntryJson } | null>(null);
  const entry = open?.list === source ? open.entry : null;
  return (
    <ListScreen
      title="Auditlog"
      list={list}
      source={source}
      columns={columns}
      // The row opens its details below the list; a second click closes them (rows are collapsible).
      onRowClick={(row) => setOpen(entry?.id === row.id ? null : { list: source, entry: row })}
      loadMore="button"
    >
      {entry ? <AuditDetails entry={entry} onClose={() => setOpen(null)} /> : null}
    </ListScreen>
  );
}
