import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { formatHistoryDateTime } from '../../../domain/dates';
import { listMessages } from '../../../domain/messages';
import { AUDIT_DEFAULT_AMOUNT, AUDIT_STEP, type AuditEntryJson } from '../../../domain/schemas/audit';
import { useAuditLog } from '../../api/audit';
import { PageHeader } from '../../kit/page';
import { auditDraftErrors } from './audit-search';

const route = getRouteApi('/audit');

type Draft = { email: string; name: string; requestType: string; startDate: string; endDate: string };

const inputClass = 'focus-ring mt-1 block w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm';

/** The 'more' button shows while the number of rows is a multiple of 10 (spec 000 §2, §9). */
export function showsMore(count: number): boolean {
  return count > 0 && count % 10 === 0;
}

/** The spec's request field: put/post/delete with info, and the difference or body. */
function detailOf(entry: AuditEntryJson): { info: unknown; detail: unknown } {
  const inner = Object.values(entry.request)[0] as Record<string, unknown> | undefined;
  if (!inner) return { info: null, detail: null };
  const { info, ...rest } = inner;
  return { info, detail: rest };
}

function AuditRow({ entry }: { entry: AuditEntryJson }) {
  const { info, detail } = detailOf(entry);
  const objectType = (info as { objecttype?: string } | null)?.objecttype ?? '';
  return (
    <details className="rounded-md border border-slate-300 bg-white" data-testid="audit-row">
      <summary className="focus-ring flex cursor-pointer flex-wrap gap-x-4 gap-y-1 px-3 py-2 text-sm">
        <span>{formatHistoryDateTime(entry.requested_on)}</span>
        <span className="font-semibold">{entry.request_type}</span>
        <span>{objectType}</span>
        <span className="break-all text-slate-700">{entry.url}</span>
        <span className="ml-auto">{entry.account_name}</span>
        {entry.warning ? <span className="text-amber-800">⚠</span> : null}
      </summary>
      <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1 border-t border-slate-200 px-3 py-2 text-sm">
        <dt className="text-slate-600">Tijdstip verzoek</dt>
        <dd>{formatHistoryDateTime(entry.requested_on)}</dd>
        <dt className="text-slate-600">Aangemeld op</dt>
        <dd>{formatHistoryDateTime(entry.signed_in_on)}</dd>
        <dt className="text-slate-600">Beheerder</dt>
        <dd>{entry.account_name}</dd>
        <dt className="text-slate-600">Type verzoek</dt>
        <dd>{entry.request_type}</dd>
        <dt className="text-slate-600">Objecttype</dt>
        <dd>{objectType}</dd>
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
    </details>
  );
}

/** /audit: the audit log of administrator requests, superuser only (spec 000 §2). */
export function AuditScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filterKey = JSON.stringify(search);
  const [amountState, setAmountState] = useState({ key: filterKey, amount: AUDIT_DEFAULT_AMOUNT });
  // A filter change resets to 20 rows.
  const amount = amountState.key === filterKey ? amountState.amount : AUDIT_DEFAULT_AMOUNT;
  const query = useAuditLog(search, amount);
  const [draft, setDraft] = useState<Draft>({
    email: search.email ?? '',
    name: search.name ?? '',
    requestType: search.requestType ?? '',
    startDate: search.startDate ?? '',
    endDate: search.endDate ?? '',
  });
  const errors = auditDraftErrors(draft);
  const rows = query.data?.items ?? [];

  const apply = () => {
    if (Object.keys(errors).length) return;
    const next = Object.fromEntries(
      Object.entries(draft).map(([key, value]) => [key, value.trim() || undefined]),
    );
    void navigate({ search: next });
  };
  const field = (key: keyof Draft, label: string, placeholder?: string) => (
    <label className="text-sm">
      <span className="font-medium">{label}</span>
      <input
        className={inputClass}
        value={draft[key]}
        maxLength={200}
        placeholder={placeholder}
        aria-invalid={errors[key] ? true : undefined}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
      {errors[key] ? <span className="text-red-800">{errors[key]}</span> : null}
    </label>
  );

  return (
    <section className="max-w-6xl space-y-4 pb-24">
      <PageHeader title="Auditlog" />
      <form
        className="grid gap-3 rounded-lg border border-slate-300 bg-white p-3 md:grid-cols-6"
        aria-label="Filters"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {field('email', 'E-mail')}
        {field('name', 'Naam')}
        <label className="text-sm">
          <span className="font-medium">Type verzoek</span>
          <select
            className={inputClass}
            value={draft.requestType}
            onChange={(event) => setDraft({ ...draft, requestType: event.target.value })}
          >
            <option value="">{listMessages.all}</option>
            <option>PUT</option>
            <option>POST</option>
            <option>DELETE</option>
          </select>
        </label>
        {field('startDate', 'Startdatum', 'dd-mm-jjjj')}
        {field('endDate', 'Einddatum', 'dd-mm-jjjj')}
        <div className="flex items-end">
          <button
            type="submit"
            className="focus-ring rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
          >
            {listMessages.search}
          </button>
        </div>
      </form>
      {query.isError ? <p role="alert">{listMessages.fetchFailed(query.error.message)}</p> : null}
      {query.isSuccess && rows.length === 0 ? (
        <p className="text-sm text-slate-600">{listMessages.noResults}</p>
      ) : null}
      <div className="space-y-2">
        {rows.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </div>
      {showsMore(rows.length) && rows.length >= amount ? (
        <button
          type="button"
          disabled={query.isFetching}
          className="focus-ring rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
          onClick={() => setAmountState({ key: filterKey, amount: amount + AUDIT_STEP })}
        >
          Meer
        </button>
      ) : null}
    </section>
  );
}
