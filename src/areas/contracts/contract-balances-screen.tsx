import { getRouteApi, Link } from '@tanstack/react-router';
import { contractMessages, exportMessages, pageTitles } from '../../../domain/messages';
import type { ContractBalance } from '../../../domain/schemas/contract';
import { useContractBalanceSource } from '../../api/contracts';
import { useStartExport } from '../../api/exports';
import { FilterBar } from '../../kit/filter-bar';
import { type Column, InfiniteTable } from '../../kit/infinite-table';
import { Page } from '../../kit/page';
import { balanceFilters, type LinkedSearch, linkedParams } from './contract-search';

const route = getRouteApi('/contractbalances');

const BALANCE_COLUMNS: [keyof ContractBalance, string][] = [
  ['specified', 'Gespecificeerd'],
  ['active', 'Actief'],
  ['expired', 'Verlopen'],
  ['disabled', 'Uitgeschakeld'],
  ['serviceNoContract', 'Service zonder contract'],
  ['preactiveUsed', 'Preactief gebruikt'],
  ['preactiveUnused', 'Preactief ongebruikt'],
];

const columns: Column<ContractBalance>[] = [
  { id: 'contract', header: 'Contract-id', cell: (row) => row.contractReferenceId, width: '1.3fr' },
  { id: 'ean', header: 'EAN', cell: (row) => row.subjectEan, width: '9rem' },
  { id: 'subject', header: 'Vak', cell: (row) => row.subjectTitle, width: '1.6fr' },
  { id: 'distributor', header: 'Distributeur', cell: (row) => row.distributorName ?? '' },
  { id: 'grades', header: 'Groepen', cell: (row) => row.grades.join(', '), width: '5rem' },
  { id: 'contractAmount', header: 'Contract', cell: (row) => row.contractAmount, width: '5rem' },
  ...BALANCE_COLUMNS.map(([key, header]) => ({
    id: key,
    header,
    cell: (row: ContractBalance) => row[key],
    width: '6rem',
  })),
];

/** /contractbalances (Contractbalans, spec 001 §2): licence counts per contract for a school and year. */
export function ContractBalancesScreen() {
  const search = route.useSearch() as LinkedSearch;
  const navigate = route.useNavigate();
  const picked = balanceFilters.pick(search);
  const params = linkedParams(search, picked);
  const source = useContractBalanceSource(params);
  const startExport = useStartExport();
  const exportList = () =>
    void startExport({
      path: 'contractbalances',
      params,
      columns: [
        { label: 'Contract-id', field: 'contractReferenceId' },
        { label: 'Schooljaar', field: 'schoolyearName' },
        { label: 'School', field: 'schoolName' },
        { label: 'EAN', field: 'subjectEan' },
        { label: 'Vak', field: 'subjectTitle' },
        { label: 'Distributeur', field: 'distributorName' },
        { label: 'Groepen', field: 'grades' },
        { label: 'Contract', field: 'contractAmount' },
        ...BALANCE_COLUMNS.map(([field, label]) => ({ label, field })),
      ],
    });
  return (
    <Page
      title={pageTitles.contractBalances}
      subtitle={
        [search.schoolyearName, search.schoolId ? `school ${search.schoolId}` : null]
          .filter(Boolean)
          .join(' · ') || undefined
      }
      actions={
        <>
          <Link
            to="/contractspecifications"
            search={params as never}
            className="text-sm text-sky-800 underline"
          >
            {contractMessages.specificationLink}
          </Link>
          <button
            type="button"
            onClick={exportList}
            className="focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
          >
            {exportMessages.exportAsExcel}
          </button>
        </>
      }
    >
      <FilterBar
        key={JSON.stringify(picked)}
        label="Contractbalans zoeken"
        filters={balanceFilters}
        value={picked}
        onSearch={(next) =>
          navigate({
            search: (current) =>
              ({ schoolId: current.schoolId, subjectId: current.subjectId, ...next }) as never,
          })
        }
      />
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
