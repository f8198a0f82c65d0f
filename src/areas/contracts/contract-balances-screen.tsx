import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { contractMessages, pageTitles } from '../../../domain/messages';
import type { ContractBalance } from '../../../domain/schemas/contract';
import { useContractBalanceSource } from '../../api/contracts';
import { countColumn, textColumn } from '../../kit/column-kinds';
import { useEntityLabel } from '../../kit/entity-id-filter';
import type { ExportColumn } from '../../kit/list-export';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { ContractBalanceChart } from './contract-balance-chart';
import { balanceFilters } from './contract-balances-list';
import { ContractListLink } from './contract-list-link';

const route = getRouteApi('/contractbalances');

// The screen names the school and year in its subtitle; the export has them in every row.
const columns: ExportColumn<ContractBalance>[] = [
  {
    id: 'contract',
    header: 'Contract-id',
    cell: (row) => row.contractReferenceId,
    width: '1.3fr',
    csv: [
      { label: 'Contract-id', field: 'contractReferenceId' },
      { label: 'Schooljaar', field: 'schoolyearName' },
      { label: 'School', field: 'schoolName' },
    ],
  },
  // The EAN under the subject's title, as on /orders: fourteen columns fit 1440 px that way.
  {
    id: 'subject',
    header: 'Vak',
    width: '2fr',
    text: (row) => `${row.subjectTitle} (${row.subjectEan})`,
    cell: (row) => (
      <span className="leading-tight">
        {row.subjectTitle}
        <span className="block text-xs text-slate-600">{row.subjectEan}</span>
      </span>
    ),
    csv: [
      { label: 'EAN', field: 'subjectEan' },
      { label: 'Vak', field: 'subjectTitle' },
    ],
  },
  textColumn('distributorName', 'Distributeur'),
  textColumn('grades', 'Groepen', { width: '5rem' }),
  countColumn('contractAmount', 'Contract'),
  countColumn('specified', 'Gespecificeerd'),
  countColumn('active', 'Actief'),
  countColumn('expired', 'Verlopen'),
  countColumn('disabled', 'Uitgeschakeld'),
  countColumn('serviceNoContract', 'Service zonder contract'),
  countColumn('preactiveUsed', 'Preactief gebruikt'),
  countColumn('preactiveUnused', 'Preactief ongebruikt'),
];

/** /contractbalances (Contractbalans, spec 001 §2): licence counts per contract of one school in one school year. */
export function ContractBalancesScreen() {
  // The balance has no sort of its own (the API's order), so no default to leave out of the URL.
  const list = useListRoute(route, balanceFilters, '');
  // The other list's link carries this one's filters; picked once per search, not per render.
  const linked = useMemo(() => balanceFilters.pick(list.search), [list.search]);
  const source = useContractBalanceSource(list.params);
  // One school in one year (spec 001 §2): without both there is no balance to show, nor a call.
  const isChosen = list.search.schoolId !== undefined && list.search.schoolyearName !== undefined;
  const schoolName = useEntityLabel('School', list.search.schoolId);
  return (
    <ListScreen
      title={pageTitles.contractBalances}
      subtitle={[list.search.schoolyearName, schoolName].filter(Boolean).join(' · ') || undefined}
      list={list}
      source={source}
      columns={columns}
      exportPath="contractbalances"
      actions={<ContractListLink to="/contractspecifications" search={linked} />}
      aboveTable={<ContractBalanceChart source={source} />}
      chooseFirst={isChosen ? undefined : contractMessages.chooseSchoolAndYear}
    />
  );
}
