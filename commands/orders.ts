import { resendAllToPriusCall, resendToPriusCall } from '../domain/api-calls';
import { orderMessages } from '../domain/messages';
import type { OrderDetail } from '../domain/schemas/order';
import type { Command, EntityRef } from './command';
import { lookupCommand } from './lookup-command';
import { pageCommand } from './page-command';
import { callCommand, rowActionCommand } from './row-action';

/** Order commands (spec 001 §2): find an order, the failed Prius deliveries and their resend, the import. */

/** An order line as the entity of a row: its order id and line (the confirmation names them), its Prius status. */
export function orderLineRef(
  line: Pick<OrderDetail, 'id' | 'orderId' | 'orderLineId' | 'priusStatus'>,
): EntityRef {
  const label = line.orderLineId ? `${line.orderId} / ${line.orderLineId}` : line.orderId;
  return { kind: 'orderLine', id: String(line.id), label, state: line.priusStatus };
}

/**
 * A row's 'Opnieuw naar Prius': one line back in the Prius outbox. A line still waiting (PENDING) is
 * in the outbox already; a sent or failed one can go again (spec 001 §2 /orders).
 */
export const resendToPriusCommand = rowActionCommand({
  id: 'orders.resendToPrius',
  icon: 'send',
  title: orderMessages.retryPrius,
  keywords: { nl: ['prius', 'opnieuw', 'versturen', 'orderregel'], en: ['retry', 'resend', 'send again'] },
  access: { right: 'retry_prius_order' },
  scope: 'orderLine',
  appliesTo: (_admin, line) => line.state !== 'PENDING',
  confirm: (line) => orderMessages.retryPriusConfirm(line?.label ?? ''),
  async run(context, line) {
    await context.call(resendToPriusCall(Number(line.id)), [{ resource: 'orders', id: line.id }]);
    context.notify.success(orderMessages.retried);
  },
  failed: () => orderMessages.priusFailed,
});

export const findOrderCommand = lookupCommand({
  id: 'orders.find',
  title: 'Order zoeken',
  keywords: {
    nl: ['order', 'bestelling', 'orderregel', 'referentie', 'zoeken'],
    en: ['order', 'find', 'search', 'reference', 'purchase'],
  },
  access: { right: 'orders_inzien' },
  arg: { name: 'q', label: 'Order-id, referentie of contract-id', placeholder: 'ORD200123' },
  hint: 'Vul een order-id of referentie in.',
  open: (value) => (value.trim() ? { to: '/orders', search: { q: value.trim() } } : null),
});

/** Opens the failed deliveries, where each row has its own 'Opnieuw naar Prius'. */
export const failedPriusOrdersCommand = pageCommand({
  id: 'orders.failedPrius',
  title: 'Mislukte Prius-orders bekijken',
  keywords: {
    nl: ['prius', 'mislukt', 'orders', 'fouten', 'bekijken'],
    en: ['failed', 'errors', 'orders', 'view'],
  },
  access: { right: 'orders_inzien' },
  link: { to: '/orders', search: { priusStatus: 'FAILED' } },
});

/** The list's 'Alle mislukte opnieuw naar Prius': every failed line back in the Prius outbox. */
export const resendAllToPriusCommand = callCommand({
  id: 'orders.resendAllToPrius',
  title: orderMessages.retryAllPrius,
  keywords: {
    nl: ['prius', 'opnieuw', 'mislukt', 'alle', 'versturen'],
    en: ['retry', 'resend', 'all', 'failed'],
  },
  access: { right: 'retry_prius_order' },
  confirm: () => orderMessages.retryAllPriusConfirm,
  async run(context) {
    const answer = await context.call(resendAllToPriusCall, [{ resource: 'orders' }]);
    context.notify.success(orderMessages.retriedAll(answer.requeued));
  },
  failed: () => orderMessages.priusFailed,
});

export const importOrdersCommand = pageCommand({
  id: 'orders.import',
  title: 'Orders importeren (CSV)',
  keywords: {
    nl: ['orderimport', 'importeren', 'csv', 'bestellingen importeren'],
    en: ['import', 'upload', 'orders'],
  },
  access: { right: 'orders_toevoegen' },
  link: { to: '/orderimport' },
});

export function orderCommands(): Command[] {
  return [
    findOrderCommand,
    failedPriusOrdersCommand,
    resendToPriusCommand,
    resendAllToPriusCommand,
    importOrdersCommand,
  ];
}
