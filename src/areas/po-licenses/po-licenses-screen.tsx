import { getRouteApi } from '@tanstack/react-router';
import { adjustPoGroupsCommand, poLicenseRef } from '../../../commands/po-licenses';
import type { PoLicense } from '../../../domain/schemas/po-license';
import { DEFAULT_PO_SORT, usePoListSource } from '../../api/po-licenses';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { periodColumns } from '../../kit/period-columns';
import { useRowDialog } from '../../kit/use-row-dialog';
import { PoGroupsDialog } from './po-groups-dialog';
import { poFilters } from './po-licenses-list';

const route = getRouteApi('/policenties');
export const PO_TITLE = 'PO licenties';

/** /policenties: PO licences; their row commands adjust the groups and delete (spec 001 §2). */
export function PoLicensesScreen() {
  const list = useListRoute(route, poFilters, DEFAULT_PO_SORT);
  const source = usePoListSource(list.filter, list.sort);
  // The row command 'Groepen aanpassen' (commands/po-licenses.ts) opens ?actie=groepen&rij=id.
  const editing = useRowDialog(source, list.search, {
    actie: 'groepen',
    command: adjustPoGroupsCommand,
    entityOf: poLicenseRef,
  });

  const columns: Column<PoLicense>[] = [
    { id: 'product', header: 'Product', cell: (l) => l.product.toString, width: '2fr' },
    { id: 'organisation', header: 'School', cell: (l) => l.organisation?.toString ?? '' },
    { id: 'basispoortId', header: 'Basispoort id', cell: (l) => l.basispoortId ?? '' },
    { id: 'eckId', header: 'ECK iD', cell: (l) => l.eckId ?? '' },
    { id: 'groups', header: 'Groepen', cell: (l) => l.groups.join(', '), width: '8rem' },
    ...periodColumns<PoLicense>(),
    { id: 'referenceId', header: 'Referentie', cell: (l) => l.referenceId ?? '' },
  ];

  return (
    <ListScreen title={PO_TITLE} list={list} source={source} columns={columns} rowEntity={poLicenseRef}>
      <PoGroupsDialog licence={editing.row} onClose={editing.close} />
    </ListScreen>
  );
}
