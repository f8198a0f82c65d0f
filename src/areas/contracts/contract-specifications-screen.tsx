import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { pageTitles } from '../../../domain/messages';
import type { ContractSpecification } from '../../../domain/schemas/contract';
import { useContractSpecificationSource } from '../../api/contracts';
import { countColumn, textColumn } from '../../kit/column-kinds';
import type { ExportColumn } from '../../kit/list-export';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { ContractListLink } from './contract-list-link';
import { specificationFilters } from './contract-specifications-list';

const route = getRouteApi('/contractspecifications');
const DEFAULT_SORT = 'ASC-contractReferenceId';

const columns: ExportColumn<ContractSpecification>[] = [
  textColumn('contractReferenceId', 'Contract-id', { sort: true }),
  textColumn('schoolyearName', 'Schooljaar', { width: '7rem' }),
  textColumn('schoolName', 'School', { sort: true, width: '1.6fr' }),
  textColumn('schoolEsn', 'School-id'),
  {
    id: 'subject',
    header: 'Vak',
    cell: (row) => `${row.subjectTitle} (${row.subjectEan})`,
    width: '1.6fr',
    // One cell on screen, two in a spreadsheet.
    csv: [
      { label: 'Vak', field: 'subjectTitle' },
      { label: 'Vak-EAN', field: 'subjectEan' },
    ],
  },
  textColumn('distributorName', 'Distributeur'),
  textColumn('referenceId', 'Referentie', { sort: true }),
  textColumn('productTitle', 'Product', { sort: true, width: '1.6fr' }),
  textColumn('productEan', 'EAN', { width: '9rem' }),
  textColumn('productGrades', 'Groepen', { width: '5rem' }),
  countColumn('specifiedAmount', 'Aantal', { sort: true, width: '5rem' }),
];

/** /contractspecifications (Contractspecificaties, spec 001 §2): filterable table with CSV. */
export function ContractSpecificationsScreen() {
  const list = useListRoute(route, specificationFilters, DEFAULT_SORT);
  // The other list's link carries this one's filters; picked once per search, not per render.
  const linked = useMemo(() => specificationFilters.pick(list.search), [list.search]);
  return (
    <ListScreen
      title={pageTitles.contractSpecifications}
      searchLabel="Contractspecificaties zoeken"
      list={list}
      source={useContractSpecificationSource(list.params, list.sort)}
      columns={columns}
      exportPath="contractspecifications"
      actions={<ContractListLink to="/contractbalances" search={linked} />}
    />
  );
}
