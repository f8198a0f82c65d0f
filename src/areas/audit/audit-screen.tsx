import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { formatHistoryDateTime } from '../../../domain/dates';
import type { AuditEntryJson } from '../../../domain/schemas/audit';
import { useAuditLogSource } from '../../api/audit';
import type { ListSource } from '../../api/list';
import { dateColumn, textColumn } from '../../kit/column-kinds';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { auditFilters } from './audit-list';

const route = getRouteApi('/audit');

/** The spec's request field: put/post/delete with info, and the difference or body. */
function detailOf(entry: AuditEntryJson): { info: unknown; detail: unknown } {
  const inner = Object.values(entry.request)[0] as Record<string, unknown> | undefined;
  if (!inner) return { info: null, detail: null };
  const { info, ...rest } = inner;
  return { info, detail: rest };
}

const objectTypeOf = (entry: AuditEntryJson) =>
  (detailOf(entry).info as { objecttype?: string } | null)?.objecttype ?? '';

const columns: Column<AuditEntryJson>[] = [
  dateColumn('requested_on', 'Tijdstip verzoek', 'history'),
  textColumn('request_type', 'Type verzoek', { width: '7rem' }),
  { id: 'objecttype', header: 'Objecttype', cell: objectTypeOf, width: '9rem' },
  { id: 'url', header: 'URL', cell: (entry) => <span title={entry.url}>{entry.url}</span>, width: '2fr' },
  textColumn('account_name', 'Beheerder', { width: '2fr' }),
  {
    id: 'warning',
    header: 'Waarschuwing',
    cell: (entry) => (entry.warning ? <span className="text-amber-800">{entry.warning}</span> : ''),
  },
];

/** Everything one entry holds (spec 000 §2): the row opens it below the list. */
function AuditDetails({ entry, onClose }: { entry: AuditEntryJson; onClose: () => void }) {
  const { info, detail } = detailOf(entry);
  return (
    <section aria-label="Details van het verzoek" className="rounded-lg border border-slate-300 bg-white">
      <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
        <h2 className="text-sm font-semibold">
          {entry.request_type} {entry.url}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="focus-ring rounded border border-slate-400 px-3 py-1 text-sm hover:bg-slate-50"
        >
          Sluiten
        </button>
      </div>
      <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1 px-3 py-2 text-sm">
        <dt className="text-slate-600">Tijdstip verzoek</dt>
        <dd>{formatHistoryDateTime(entry.requested_on)}</dd>
        <dt className="text-slate-600">Aangemeld op</dt>
        <dd>{formatHistoryDateTime(entry.signed_in_on)}</dd>
        <dt className="text-slate-600">Beheerder</dt>
        <dd>{entry.account_name}</dd>
        <dt className="text-slate-600">Type verzoek</dt>
        <dd>{entry.request_type}</dd>
        <dt className="text-slate-600">Objecttype</dt>
        <dd>{objectTypeOf(entry)}</dd>
        <dt className="text-slate-600">Object-id</dt>
        <dd>{String((info as { id?: unknown } | null)?.id ?? '')}</dd>
        <dt className="text-slate-600">URL</dt>
        <dd className="break-all">{entry.url}</dd>
        <dt className="text-slate-600">Rechten</dt>
        <dd className="break-words">{entry.auth_role.rechten.join(', ')}</dd>
        <dt className="text-slate-600">Verschil of inhoud</dt>
        <dd>
          <pre className="max-h-96 overflow-auto rounded bg-slate-50 p-2 text-xs">
            {JSON.stringify(detail, null, 2)}
          </pre>
        </dd>
        <dt className="text-slate-600">Waarschuwing</dt>
        <dd>{entry.warning ?? ''}</dd>
      </dl>
    </section>
  );
}

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
      rowKey={(row) => row.id}
      // The row opens its details below the list; a second click closes them (rows are collapsible).
      onRowClick={(row) => setOpen(entry?.id === row.id ? null : { list: source, entry: row })}
      loadMore="button"
    >
      {entry ? <AuditDetails entry={entry} onClose={() => setOpen(null)} /> : null}
    </ListScreen>
  );
}
