import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { TLINK_BULK_COMMANDS, tlinkRowLabel } from '../../../commands/bulk-tlinks';
import { newTlinksCommand, tlinkRef } from '../../../commands/tlinks';
import { can, isPublisherBound } from '../../../domain/rights';
import type { TlinkLicense } from '../../../domain/schemas/tlink';
import { queryParamsOf } from '../../api/http-client';
import { DEFAULT_TLINK_SORT, useTlinkListSource } from '../../api/tlinks';
import { useBulkTable } from '../../kit/bulk-bar';
import { useRowCommands } from '../../kit/entity-commands';
import { FloatingActions } from '../../kit/floating-actions';
import { IdListNote } from '../../kit/id-list-note';
import { InfiniteTable } from '../../kit/infinite-table';
import { ExportButton } from '../../kit/list-export';
import { ListSearchBar } from '../../kit/list-search-bar';
import { listSort } from '../../kit/list-sort';
import { PageHeader } from '../../kit/page';
import { useActie } from '../../kit/use-actie';
import { tlinkFilters } from '../../routes/tlinks-search';
import { LastCreatedCodes } from './last-created-codes';
import { ReserveDialog } from './reserve-dialog';
import { tlinkColumns } from './tlink-columns';

const route = getRouteApi('/tlinks');
const tlinkKey = (licence: TlinkLicense) => licence.id;
const DISTRIBUTOR_RIGHT = 'organisaties_uitgevers_distributeurs_leskluis' as const;

/** /tlinks: TLink licences with every filter of spec 001 §2, CSV export, last created codes, reserve. */
export function TlinksScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { admin } = route.useRouteContext();
  const canSeeAccounts = can(admin, 'gebruikers_inzien');
  const canFilterDistributor = can(admin, DISTRIBUTOR_RIGHT);
  const hidden = [
    ...(canSeeAccounts ? [] : ['account']),
    ...(canFilterDistributor ? [] : ['distributor']),
    ...(isPublisherBound(admin) ? ['publisher'] : []),
    ...(can(admin, 'producten_inzien') ? [] : ['product']),
  ];
  const filter = tlinkFilters.query(search, hidden);
  const { sort, onSortChange } = listSort(
    search,
    (update) => void navigate({ search: update }),
    DEFAULT_TLINK_SORT,
  );
  const source = useTlinkListSource(filter, sort);
  const columns = tlinkColumns({ canSeeAccounts });
  const rowCommands = useRowCommands(tlinkRef);
  const bulk = useBulkTable(source, tlinkKey, {
    kind: 'tlink',
    commands: TLINK_BULK_COMMANDS,
    rowLabel: tlinkRowLabel,
    exportSelection: (rows) => ({
      path: 'tlinklicenses',
      params: { licenseCodes: rows.map((licence) => licence.licenseCode).join(',') },
      sort,
      columns,
    }),
  });
  const [isReserving, setReserving] = useState(false);

  // The palette's 'TLinks reserveren' opens this list with actie=reserveren.
  useActie(search.actie, {
    reserveren: () => {
      if (can(admin, 'tlinklicenties_reserveren')) setReserving(true);
    },
  });

  return (
    <section className="space-y-4 pb-24">
      <PageHeader
        title="TLinks"
        actions={
          <div className="flex gap-2">
            {can(admin, 'tlinklicenties_reserveren') ? (
              <button
                type="button"
                onClick={() => setReserving(true)}
                className="focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
              >
                TLinks reserveren
              </button>
            ) : null}
            <ExportButton path="tlinklicenses" params={queryParamsOf(filter)} sort={sort} columns={columns} />
          </div>
        }
      />
      <LastCreatedCodes />
      <IdListNote
        count={search.licenseCodes?.length}
        noun="codes"
        all="Alle TLinks tonen"
        onClear={() => navigate({ search: (current) => ({ ...current, licenseCodes: undefined }) })}
      />
      <ListSearchBar
        label="TLinks zoeken"
        filters={tlinkFilters}
        search={search}
        navigate={(update) => void navigate({ search: update })}
        hidden={hidden}
      />
      <InfiniteTable
        label="TLinks"
        source={source}
        columns={columns}
        rowKey={tlinkKey}
        sort={sort}
        onSortChange={onSortChange}
        onRowClick={(licence) =>
          navigate({ to: '/tlinks/code/$code', params: { code: licence.licenseCode } })
        }
        rowCommands={rowCommands}
        bulk={bulk}
        hasFilters={Object.keys(filter).length > 0}
      />
      <ReserveDialog open={isReserving} onClose={() => setReserving(false)} />
      <FloatingActions actions={[{ command: newTlinksCommand, icon: <Plus className="size-5" /> }]} />
    </section>
  );
}
