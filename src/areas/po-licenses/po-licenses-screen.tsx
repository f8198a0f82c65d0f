import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { poLicenseRef } from '../../../commands/po-licenses';
import { can } from '../../../domain/rights';
import type { PoLicense } from '../../../domain/schemas/po-license';
import { DEFAULT_PO_SORT, poLicenseKeys, usePoListSource } from '../../api/po-licenses';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { periodColumns } from '../../kit/period-columns';
import { PoGroupsDialog } from './po-groups-dialog';
import { poFilters } from './po-licenses-list';

const route = getRouteApi('/policenties');
export const PO_TITLE = 'PO licenties';

/** /policenties: PO licences with delete (policenties_verwijderen) and group editing (spec 001 §2). */
export function PoLicensesScreen() {
  const { admin } = route.useRouteContext();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PoLicense | null>(null);
  const list = useListRoute(route, poFilters, DEFAULT_PO_SORT);
  const refresh = () => queryClient.invalidateQueries({ queryKey: poLicenseKeys.lists() });

  const columns: Column<PoLicense>[] = [
    { id: 'product', header: 'Product', cell: (l) => l.product.toString, width: '2fr' },
    { id: 'organisation', header: 'School', cell: (l) => l.organisation?.toString ?? '' },
    { id: 'basispoortId', header: 'Basispoort id', cell: (l) => l.basispoortId ?? '' },
    { id: 'eckId', header: 'ECK iD', cell: (l) => <span className="truncate">{l.eckId ?? ''}</span> },
    { id: 'groups', header: 'Groepen', cell: (l) => l.groups.join(', '), width: '8rem' },
    ...periodColumns<PoLicense>(),
    { id: 'referenceId', header: 'Referentie', cell: (l) => l.referenceId ?? '' },
    {
      id: 'actions',
      header: '',
      width: '6rem',
      cell: (l) => (
        <span className="flex gap-1">
          {can(admin, 'policenties_groepen_aanpassen') ? (
            <button
              type="button"
              title="Groepen aanpassen"
              aria-label={`Groepen van ${l.referenceId ?? l.id} aanpassen`}
              onClick={() => setEditing(l)}
              className="focus-ring rounded px-2 py-1 hover:bg-slate-100"
            >
              <Pencil className="size-4" />
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <ListScreen
      title={PO_TITLE}
      list={list}
      source={usePoListSource(list.filter, list.sort)}
      columns={columns}
      rowKey={(l) => l.id}
      rowEntity={poLicenseRef}
    >
      <PoGroupsDialog licence={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />
    </ListScreen>
  );
}
