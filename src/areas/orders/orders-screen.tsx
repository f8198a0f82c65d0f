import { getRouteApi, Link } from '@tanstack/react-router';
import { orderLineRef, resendAllToPriusCommand } from '../../../commands/orders';
import { formatDateTime } from '../../../domain/dates';
import { labelOf } from '../../../domain/labels/label';
import { ORDER_SOURCE_LABELS, PRIUS_LABELS } from '../../../domain/labels/orders';
import { orderMessages } from '../../../domain/messages';
import { can } from '../../../domain/rights';
import type { OrderDetail } from '../../../domain/schemas/order';
import { useOrderDetailSource } from '../../api/orders';
import { CodeLabel } from '../../kit/code-label';
import { DATE_WIDTH } from '../../kit/column-layout';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { useRunCommand } from '../../kit/use-run-command';
import { orderFilters } from './orders-list';

const route = getRouteApi('/orders');
const DEFAULT_SORT = 'DESC-createdAt';
const buttonClass =
  'focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50';

const STATUS_CLASS = {
  PENDING: 'text-amber-800',
  SENT: 'text-emerald-800',
  FAILED: 'text-red-700 font-semibold',
} as const;

const columns: Column<OrderDetail>[] = [
  {
    id: 'created',
    header: 'Aangemaakt',
    cell: (row) => formatDateTime(row.createdAt),
    sortField: 'createdAt',
    width: DATE_WIDTH.moment,
  },
  {
    id: 'order',
    header: 'Order / regel',
    cell: (row) => `${row.orderId}${row.orderLineId ? ` / ${row.orderLineId}` : ''}`,
    sortField: 'orderId',
  },
  {
    id: 'amount',
    header: 'Aantal',
    cell: (row) => row.amount,
    sortField: 'amount',
    width: '5rem',
    align: 'end',
  },
  {
    id: 'product',
    header: 'Product',
    width: '2fr',
    text: (row) => `${row.product.title} (${row.product.ean})`,
    cell: (row) => (
      <span className="leading-tight">
        {row.product.title}
        <span className="block text-xs text-slate-600">{row.product.ean}</span>
      </span>
    ),
  },
  { id: 'externId', header: 'Extern ID', cell: (row) => row.externId ?? '' },
  { id: 'reference', header: 'Referentie', cell: (row) => row.referenceId ?? '' },
  // A correction line names the reference and line it corrects (spec 001 §3, Order detail).
  // One column for both, 'referentie / regel' like 'Order / regel', so the list fits 1440 px.
  {
    id: 'correction',
    header: 'Correctie van referentie / regel',
    cell: (row) => [row.correctReferenceId, row.correctLineId].filter(Boolean).join(' / '),
  },
  {
    id: 'source',
    header: 'Bron',
    cell: (row) => <CodeLabel labels={ORDER_SOURCE_LABELS} code={row.creationMethod} />,
    width: '4rem',
  },
  { id: 'year', header: 'Schooljaar', cell: (row) => row.schoolYear ?? '', width: '6.5rem' },
  {
    id: 'distributor',
    header: 'Distributeur',
    cell: (row) => row.eckAccount?.organisation.name ?? row.distributor?.name ?? '',
  },
  { id: 'contract', header: 'Contract', cell: (row) => row.contractId ?? '' },
  {
    id: 'prius',
    header: 'Prius',
    width: '6rem',
    cell: (row) => (
      <span
        className={STATUS_CLASS[row.priusStatus as keyof typeof STATUS_CLASS]}
        title={row.priusLastError ?? row.priusStatus}
      >
        {labelOf(PRIUS_LABELS, row.priusStatus)}
      </span>
    ),
  },
];

/** /orders (spec 001 §2): order details with their Prius state, resend one or all, link to the import. */
export function OrdersScreen() {
  const { admin } = route.useRouteContext();
  const list = useListRoute(route, orderFilters, DEFAULT_SORT);
  const runCommand = useRunCommand();

  return (
    <ListScreen
      title="Orders"
      list={list}
      source={useOrderDetailSource(list.filter as Record<string, string>, list.sort)}
      columns={columns}
      // A line's resend is its row's command (commands/orders.ts); 'all' runs that area's command too.
      rowEntity={orderLineRef}
      rowButtons={1}
      actions={
        <>
          {can(admin, 'retry_prius_order') ? (
            <button
              type="button"
              className={buttonClass}
              onClick={() => void runCommand(resendAllToPriusCommand)}
            >
              {orderMessages.retryAllPrius}
            </button>
          ) : null}
          {can(admin, 'orders_toevoegen') ? (
            <Link to="/orderimport" className={buttonClass}>
              Orders importeren
            </Link>
          ) : null}
        </>
      }
    />
  );
}
