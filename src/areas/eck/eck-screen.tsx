import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDay } from '../../../domain/dates';
import { labelOf } from '../../../domain/labels/label';
import { ECK_STATUS_LABELS } from '../../../domain/labels/licences';
import { TLINK_STATE_LABELS } from '../../../domain/labels/tlink-states';
import { isPublisherBound, isSuperuser } from '../../../domain/rights';
import { type EckLicense, eckStatusOf } from '../../../domain/schemas/eck';
import { DEFAULT_ECK_SORT, useEckListSource } from '../../api/eck';
import { DATE_WIDTH } from '../../kit/column-layout';
import { IdListNote } from '../../kit/id-list-note';
import { type Column, InfiniteTable } from '../../kit/infinite-table';
import { ListSearchBar } from '../../kit/list-search-bar';
import { listSort } from '../../kit/list-sort';
import { PageHeader } from '../../kit/page';
import { periodColumns } from '../../kit/period-columns';
import { AllowedLink } from '../../kit/route-link';
import { eckFilters } from '../../routes/ecklicenties-search';
import { AvailableEckSummary } from './available-summary';
import { EckHistoryDialog } from './eck-history-dialog';
import { LicenseMessages, MESSAGES_TITLE } from './license-messages';

const route = getRouteApi('/ecklicenties');
export const ECK_TITLE = 'ECK licenties';

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

function eckColumns(onHistory: (licence: EckLicense) => void): Column<EckLicense>[] {
  return [
    { id: 'product', header: 'Product', cell: (l) => l.product.toString, width: '2fr' },
    {
      id: 'userId',
      header: 'User id',
      // The users list's userid filter matches the full ECK iD, not the short user id (issue 18 D15).
      cell: (l) =>
        l.userId && l.eckId ? (
          <AllowedLink
            href={`/accounts?userid=${encodeURIComponent(l.eckId)}`}
            onClick={stop}
            className="truncate text-sky-800 underline"
          >
            {l.userId}
          </AllowedLink>
        ) : (
          (l.userId ?? '')
        ),
    },
    {
      id: 'organisation',
      header: 'School',
      cell: (l) =>
        l.organisation ? (
          <AllowedLink
            href={`/organisaties/${l.organisation.id}/extended-view`}
            onClick={stop}
            className="truncate text-sky-800 underline"
          >
            {l.organisation.toString}
          </AllowedLink>
        ) : (
          ''
        ),
    },
    { id: 'distributor', header: 'Distributeur', cell: (l) => l.distributor?.toString ?? '' },
    {
      id: 'status',
      header: 'Status',
      width: '9rem',
      cell: (l) => {
        // The ECK status word where the spec has one; the licence's own state for the rest (REVOKED).
        const status = eckStatusOf(l.licenseState);
        return (
          <span title={l.licenseState}>
            {status ? ECK_STATUS_LABELS[status] : labelOf(TLINK_STATE_LABELS, l.licenseState)}
          </span>
        );
      },
    },
    ...periodColumns<EckLicense>(),
    {
      id: 'referenceId',
      header: 'Referentie',
      sortField: 'referenceId',
      cell: (l) => (
        <span className="flex items-center gap-2">
          <span className="font-mono">{l.referenceId}</span>
          {l.eckLicenseReferenceIdTransitions.length > 0 ? (
            <button
              type="button"
              onClick={(event) => {
                stop(event);
                onHistory(l);
              }}
              className="focus-ring rounded border border-slate-400 px-1.5 text-xs text-slate-700 hover:bg-slate-100"
            >
              Historie ({l.eckLicenseReferenceIdTransitions.length})
            </button>
          ) : null}
        </span>
      ),
    },
    { id: 'contractId', header: 'Contract', cell: (l) => l.contractId ?? '', width: '8rem' },
    {
      id: 'createdAt',
      header: 'Aangemaakt',
      sortField: 'createdAt',
      cell: (l) => formatDay(l.createdAt),
      width: DATE_WIDTH.day,
    },
  ];
}

/** /ecklicenties: ECK licences, and for superusers a toggle to the licence messages (spec 001 §2). */
export function EckScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { admin } = route.useRouteContext();
  const superuser = isSuperuser(admin);
  const showMessages = superuser && search.berichten === true;
  const hidden = isPublisherBound(admin) ? ['product.organisation'] : [];
  const filter = eckFilters.query(search, hidden);
  const { sort, onSortChange } = listSort(
    search,
    (update) => void navigate({ search: update }),
    DEFAULT_ECK_SORT,
  );
  const source = useEckListSource(filter, sort);
  const [history, setHistory] = useState<EckLicense | null>(null);

  return (
    <section className="space-y-4 pb-24">
      <PageHeader
        title={showMessages ? MESSAGES_TITLE : ECK_TITLE}
        actions={
          superuser ? (
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                role="switch"
                aria-checked={showMessages}
                checked={showMessages}
                onChange={(event) =>
                  navigate({
                    search: (current) => ({ ...current, berichten: event.target.checked ? true : undefined }),
                  })
                }
              />
              {MESSAGES_TITLE}
            </label>
          ) : null
        }
      />
      {showMessages ? (
        <LicenseMessages
          showFailedOnly={search.showFailedOnly === true}
          onShowFailedOnly={(isOn) =>
            navigate({ search: (current) => ({ ...current, showFailedOnly: isOn || undefined }) })
          }
        />
      ) : (
        <>
          <IdListNote
            count={search.referenceIds?.length}
            noun="referenties"
            all="Alle ECK licenties tonen"
            onClear={() => navigate({ search: (current) => ({ ...current, referenceIds: undefined }) })}
          />
          <ListSearchBar
            label="ECK licenties zoeken"
            filters={eckFilters}
            search={search}
            navigate={(update) => void navigate({ search: update })}
            hidden={hidden}
          />
          {search.organisation !== undefined ? (
            <AvailableEckSummary organisationId={search.organisation} />
          ) : null}
          <InfiniteTable
            label={ECK_TITLE}
            source={source}
            columns={eckColumns(setHistory)}
            rowKey={(l) => l.id}
            sort={sort}
            onSortChange={onSortChange}
            hasFilters={Object.keys(filter).length > 0}
          />
          <EckHistoryDialog licence={history} onClose={() => setHistory(null)} />
        </>
      )}
    </section>
  );
}
