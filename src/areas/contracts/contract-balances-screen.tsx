import { getRouteApi, Link } from '@tanstack/react-router';
import { contractMessages, pageTitles } from '../../../domain/messages';
import type { ContractBalance } from '../../../domain/schemas/contract';
import { useContractBalanceSource } from '../../api/contracts';
import { countColumn, textColumn } from '../../kit/column-kinds';
import { useEntityLabel } from '../../kit/entity-id-filter';
import { InfiniteTable } from '../../kit/infinite-table';
import { ExportButton, type ExportColumn } from '../../kit/list-export';
import { ListSearchBar } from '../../kit/list-search-bar';
import { Page } from '../../kit/page';
import { ContractBalanceChart } from './contract-balance-chart';
import { balanceFilters } from './contract-balances-list';

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

/** /contractbalances (Contractbalans, spec 001 §2): licence counts per contract for a school and year. */
export function ContractBalancesScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = balanceFilters.pick(search);
  const source = useContractBalanceSource(params);
  const schoolName = useEntityLabel('School', search.schoolId);
  return (
    <Page
      title={pageTitles.contractBalances}
      subtitle={[search.schoolyearName, schoolName].filter(Boolean).join(' · ') || undefined}
      actions={
        <>
          <Link to="/contractspecifications" search={params} className="text-sm text-sky-800 underline">
            {contractMessages.specificationLink}
          </Link>
          <ExportButton path="contractbalances" params={params} columns={columns} />
        </>
      }
    >
      <ListSearchBar
        label="Contractbalans zoeken"
        filters={balanceFilters}
        search={search}
        navigate={(update) => void navigate({ search: update })}
      />
      <ContractBalanceChart source={source} />
      <InfiniteTable
        label={pageTitles.contractBalances}
        source={source}
        columns={columns}
        rowKey={(row) => row.id}
        hasFilters={Object.keys(params).length > 0}
      />
    </Page>
  );
}
