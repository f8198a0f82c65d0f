import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { formatMonth } from '../../../domain/dates';
import { listMessages } from '../../../domain/messages';
import { monthRange, statusOverviewMonths } from '../../../domain/schemas/tlink-overviews';
import { useApi } from '../../api/api-context';
import { statusOverviewOptions } from '../../api/license-overviews';
import { EntityFilter } from '../../kit/entity-id-filter';
import { PageHeader } from '../../kit/page';
import { notifyError } from '../../kit/toast';
import type { StatusOverviewSearch } from './status-overview-search';

const route = getRouteApi('/tlinkstatusoverview');
export const STATUS_OVERVIEW_TITLE = 'Licenties per maand';

const monthLabel = formatMonth;

/** /tlinkstatusoverview (superuser): licences per product for one month, counted by the database. */
export function StatusOverviewScreen() {
  const search = route.useSearch() as StatusOverviewSearch;
  const navigate = route.useNavigate();
  const api = useApi();
  const months = statusOverviewMonths(new Date());
  const month = search.maand ?? months[0]!;
  const query = useQuery(statusOverviewOptions(api, { ...monthRange(month), publisherId: search.uitgever }));
  const failure = query.isError ? query.error.message : null;
  useEffect(() => {
    if (failure) notifyError(listMessages.fetchFailed(failure));
  }, [failure]);
  const rows = query.data ?? [];
  const totals = rows.reduce(
    (sum, r) => ({
      available: sum.available + r.available,
      active: sum.active + r.active,
      inactive: sum.inactive + r.inactive,
    }),
    { available: 0, active: 0, inactive: 0 },
  );
  const n = (value: number) => value.toLocaleString('nl-NL');
  return (
    <section className="space-y-4 pb-24">
      <PageHeader title={STATUS_OVERVIEW_TITLE} />
      <div className="grid max-w-3xl grid-cols-1 gap-3 md:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Maand
          <select
            value={month}
            onChange={(event) => void navigate({ search: (c) => ({ ...c, maand: event.target.value }) })}
            className="focus-ring rounded border border-slate-400 bg-white px-2.5 py-1.5 font-normal"
          >
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </label>
        <EntityFilter
          label="Uitgever"
          kind="Uitgever"
          value={search.uitgever}
          onChange={(id) => void navigate({ search: (c) => ({ ...c, uitgever: id }) })}
        />
      </div>
      <div className="overflow-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm" aria-label={STATUS_OVERVIEW_TITLE}>
          <thead className="bg-slate-100 text-left">
            <tr>
              <th className="px-3 py-2">Product</th>
              <th className="px-3 py-2">EAN</th>
              <th className="px-3 py-2">Uitgever</th>
              <th className="px-3 py-2 text-right">Beschikbaar</th>
              <th className="px-3 py-2 text-right">Actief</th>
              <th className="px-3 py-2 text-right">Inactief</th>
            </tr>
          </thead>
          <tbody>
            {query.isPending ? (
              <tr>
                <td colSpan={6} className="px-3 py-4 text-slate-600">
                  Laden...
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-4 text-slate-600">
                  {search.uitgever ? listMessages.noResults : listMessages.noData}
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.productId} className="h-12 border-t border-slate-100">
                  <td className="px-3">{r.productTitle}</td>
                  <td className="px-3 font-mono">{r.productEan}</td>
                  <td className="px-3">{r.publisherName}</td>
                  <td className="px-3 text-right">{n(r.available)}</td>
                  <td className="px-3 text-right">{n(r.active)}</td>
                  <td className="px-3 text-right">{n(r.inactive)}</td>
                </tr>
              ))
            )}
          </tbody>
          {rows.length > 0 ? (
            <tfoot className="bg-slate-50 font-semibold">
              <tr className="h-12 border-t border-slate-300">
                <td className="px-3" colSpan={3}>
                  Totaal
                </td>
                <td className="px-3 text-right">{n(totals.available)}</td>
                <td className="px-3 text-right">{n(totals.active)}</td>
                <td className="px-3 text-right">{n(totals.inactive)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </section>
  );
}
