import { getRouteApi } from '@tanstack/react-router';
import type { OrderStock } from '../../../domain/schemas/order';
import { useOrderStockSource } from '../../api/orders';
import { countColumn, textColumn } from '../../kit/column-kinds';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { orderStockFilters } from './order-balance-list';

const route = getRouteApi('/orderbalans');

const columns: Column<OrderStock>[] = [
  { id: 'contract', header: 'Contract-id', cell: (row) => row.contractid ?? '—' },
  textColumn('distributorname', 'Distributeur'),
  textColumn('producttitle', 'Product', { width: '2fr' }),
  textColumn('productean', 'EAN', { width: '9rem' }),
  countColumn('orderedamount', 'Besteld', { width: '6rem' }),
  countColumn('specifiedamount', 'Gespecificeerd', { width: '7rem' }),
  countColumn('activationcodeamount', 'Activeringscodes', { width: '8rem' }),
  {
    id: 'balance',
    header: 'Voorraad',
    width: '6rem',
    align: 'end',
    cell: (row) => (
      <span className={row.stockbalance < 0 ? 'font-semibold text-red-700' : ''}>{row.stockbalance}</span>
    ),
  },
];

/** /orderbalans (spec 001 §2): order stock per contract, distributor and product. */
export function OrderBalanceScreen() {
  // The stock has no sort of its own (the API's order), so no default to leave out of the URL.
  const list = useListRoute(route, orderStockFilters, '');
  return (
    <ListScreen
      title="Orderbalans"
      subtitle="Besteld min gespecificeerd min activeringscodes is de voorraad."
      list={list}
      source={useOrderStockSource(list.filter)}
      columns={columns}
      rowKey={(row) => `${row.contractid}-${row.distributorid}-${row.productid}`}
    />
  );
}
