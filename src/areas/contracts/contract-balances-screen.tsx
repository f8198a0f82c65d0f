import { getRouteApi, Link } from '@tanstack/react-router';
import { contractMessages, exportMessages, pageTitles } from '../../../domain/messages';
import type { ContractBalance } from '../../../domain/schemas/contract';
import { useContractBalanceSource } from '../../api/contracts';
import { useStartExport } from '../../api/exports';
import { EntityFilter, useEntityLabel } from '../../kit/entity-id-filter';
import { FilterBar } from '../../kit/filter-bar';
import { type Column, InfiniteTable } from '../../kit/infinite-table';
import { Page } from '../../kit/page';
import { balanceFilters, type LinkedSearch, linkedIds, linkedParams } from './contract-search';

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

/** The id filters of the balance (spec 001 §7: schoolId, productId), lookups kept in the URL. */
const BALANCE_ENTITY_FILTERS = [
  { key: 'schoolId', label: 'School', kind: 'School' },
  { key: 'productId', label: 'Product', kind: 'product' },
] as const;

/** /contractbalances (Contractbalans, spec 001 §2): licence counts per contract for a school and year. */
export function ContractBalancesScreen() {
  const search = route.useSearch() as LinkedSearch;
  const navigate = route.useNavigate();
  const picked = balanceFilters.pick(search);
  const params = linkedParams(search, picked);
  const source = useContractBalanceSource(params);
  const startExport = useStartExport();
  const schoolName = useEntityLabel('School', search.schoolId);
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
      subtitle={[search.schoolyearName, schoolName].filter(Boolean).join(' · ') || undefined}
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
          navigate({ search: (current) => ({ ...linkedIds(current as LinkedSearch), ...next }) as never })
        }
      />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {BALANCE_ENTITY_FILTERS.map(({ key, label, kind }) => (
          <EntityFilter
            key={key}
            label={label}
            kind={kind}
            value={search[key]}
            onChange={(id) => void navigate({ search: (current) => ({ ...current, [key]: id }) as never })}
          />
        ))}
      </div>
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
