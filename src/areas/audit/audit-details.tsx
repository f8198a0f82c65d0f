import { formatHistoryDateTime } from '../../../domain/dates';
import { RIGHT_LABELS } from '../../../domain/labels/rights';
import type { AuditEntryJson } from '../../../domain/schemas/audit';
import { CodeLabel } from '../../kit/code-label';
import { DetailList } from '../../kit/detail-list';
import type { Column } from '../../kit/infinite-table';
import { ReportTable } from '../../kit/report-table';
import { AuditValue, detailOf, fieldCataloguesOf, ObjectType } from './audit-values';

/** One changed or sent field: its dot path, and the value before and after (a POST/DELETE has one). */
type FieldRow = { path: string; old?: unknown; value: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A body's fields by dot path, as the server writes a difference (server/http/audit-diff.ts). */
function fieldsOf(value: unknown, prefix = ''): FieldRow[] {
  if (!isPlainObject(value)) return prefix ? [{ path: prefix, value }] : [];
  return Object.entries(value).flatMap(([key, item]) => fieldsOf(item, prefix ? `${prefix}.${key}` : key));
}

/** The difference of a PUT, or the body of a POST or the removed item of a DELETE. */
function rowsOf(detail: unknown): { changed: boolean; rows: FieldRow[] } {
  if (!isPlainObject(detail)) return { changed: false, rows: [] };
  if (isPlainObject(detail.difference))
    return {
      changed: true,
      rows: Object.entries(detail.difference).map(([path, change]) => {
        const { old, new: value } = (change ?? {}) as { old?: unknown; new?: unknown };
        return { path, old, value };
      }),
    };
  return { changed: false, rows: fieldsOf(detail.body ?? detail.removed) };
}

function fieldColumns(
  cataloguesOf: ReturnType<typeof fieldCataloguesOf>,
  changed: boolean,
): Column<FieldRow>[] {
  const value = (pick: (row: FieldRow) => unknown) => (row: FieldRow) => (
    <AuditValue value={pick(row)} labels={cataloguesOf(row.path)} />
  );
  return [
    { id: 'path', header: 'Veld', cell: (row) => row.path },
    ...(changed ? [{ id: 'old', header: 'Oud', cell: value((row) => row.old), width: '2fr' as const }] : []),
    { id: 'value', header: changed ? 'Nieuw' : 'Waarde', cell: value((row) => row.value), width: '2fr' },
  ];
}

/** Everything one entry holds (spec 000 §2), every code through the label catalogue: the row opens it below the list. */
export function AuditDetails({ entry, onClose }: { entry: AuditEntryJson; onClose: () => void }) {
  const { info, detail } = detailOf(entry);
  const { changed, rows } = rowsOf(detail);
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
      <div className="space-y-3 px-3 py-2">
        <DetailList
          rows={[
            ['Tijdstip verzoek', formatHistoryDateTime(entry.requested_on)],
            ['Aangemeld op', formatHistoryDateTime(entry.signed_in_on)],
            ['Beheerder', entry.account_name],
            ['Type verzoek', entry.request_type],
            ['Objecttype', <ObjectType key="type" entry={entry} />],
            ['Object-id', <AuditValue key="id" value={info?.id} />],
            ['URL', entry.url],
            ['Rechten', <CodeLabel key="rights" labels={RIGHT_LABELS} code={entry.auth_role.rechten} />],
            ['Waarschuwing', entry.warning ?? ''],
          ]}
        />
        <ReportTable
          label={changed ? 'Verschil' : 'Inhoud'}
          columns={fieldColumns(fieldCataloguesOf(info?.objecttype), changed)}
          rows={rows}
          rowKey={(row) => row.path}
        />
      </div>
    </section>
  );
}
