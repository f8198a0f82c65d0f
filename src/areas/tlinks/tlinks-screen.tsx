import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { TLINK_BULK_COMMANDS, tlinkRowLabel } from '../../../commands/bulk-tlinks';
import { newTlinksCommand, tlinkRef } from '../../../commands/tlinks';
import { can } from '../../../domain/rights';
import type { TlinkLicense } from '../../../domain/schemas/tlink';
import { DEFAULT_TLINK_SORT, useTlinkListSource } from '../../api/tlinks';
import { useBulkTable } from '../../kit/bulk-bar';
import { addAction } from '../../kit/floating-actions';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { useActie } from '../../kit/use-actie';
import { useHiddenFilters } from '../../routes/hidden-filters';
import { LastCreatedCodes } from './last-created-codes';
import { ReserveDialog } from './reserve-dialog';
import { tlinkColumns } from './tlink-columns';
import { tlinkFilters } from './tlinks-list';

const route = getRouteApi('/tlinks');
const tlinkKey = (licence: TlinkLicense) => licence.id;

/** /tlinks: TLink licences with every filter of spec 001 §2, CSV export, last created codes, reserve. */
export function TlinksScreen() {
  const { admin } = route.useRouteContext();
  const canSeeAccounts = can(admin, 'gebruikers_inzien');
  const hidden = useHiddenFilters(route, tlinkFilters);
  const list = useListRoute(route, tlinkFilters, DEFAULT_TLINK_SORT, hidden);
  const source = useTlinkListSource(list.filter, list.sort);
  const columns = tlinkColumns({ canSeeAccounts });
  const bulk = useBulkTable(source, tlinkKey, {
    kind: 'tlink',
    commands: TLINK_BULK_COMMANDS,
    rowLabel: tlinkRowLabel,
    exportSelection: (rows) => ({
      path: 'tlinklicenses',
      params: { licenseCodes: rows.map((licence) => licence.licenseCode).join(',') },
      sort: list.sort,
      columns,
    }),
  });
  const [isReserving, setReserving] = useState(false);

  // The palette's 'TLinks reserveren' opens this list with actie=reserveren.
  useActie(list.search.actie, {
    reserveren: () => {
      if (can(admin, 'tlinklicenties_reserveren')) setReserving(true);
    },
  });

  return (
    <ListScreen
      title="TLinks"
      list={list}
      source={source}
      columns={columns}
      exportPath="tlinklicenses"
      rowKey={tlinkKey}
      rowLink={(licence) => ({ to: '/tlinks/code/$code', params: { code: licence.licenseCode } })}
      rowEntity={tlinkRef}
      bulk={bulk}
      actions={
        can(admin, 'tlinklicenties_reserveren') ? (
          <button
            type="button"
            onClick={() => setReserving(true)}
            className="focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
          >
            TLinks reserveren
          </button>
        ) : null
      }
      top={<LastCreatedCodes />}
      idList={{ key: 'licenseCodes', noun: 'codes', all: 'Alle TLinks tonen' }}
      floating={[addAction(newTlinksCommand)]}
    >
      <ReserveDialog open={isReserving} onClose={() => setReserving(false)} />
    </ListScreen>
  );
}
