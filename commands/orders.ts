import { orderMessages } from '../domain/messages';
import type { Command } from './command';

/** Order commands (spec 001 §2): find an order, the failed Prius deliveries and their resend, the import. */

export const findOrderCommand: Command = {
  id: 'orders.find',
  title: 'Order zoeken',
  keywords: ['order', 'bestelling', 'orderregel', 'referentie', 'zoeken'],
  group: 'Acties',
  access: { right: 'orders_inzien' },
  target: {
    kind: 'action',
    args: [
      {
        name: 'q',
        label: 'Order-id, referentie of contract-id',
        placeholder: 'ORD200123',
        validate: (value) => (value.trim() === '' ? 'Vul een order-id of referentie in.' : null),
      },
    ],
    run(context, { args }) {
      const q = args.q?.trim();
      if (q) context.navigate({ to: '/orders', search: { q } });
    },
  },
};

/** Opens the failed deliveries, where each row has its own 'Opnieuw naar Prius'. */
export const failedPriusOrdersCommand: Command = {
  id: 'orders.failedPrius',
  title: 'Mislukte Prius-orders bekijken',
  keywords: ['prius', 'mislukt', 'failed', 'orders', 'fouten'],
  group: 'Acties',
  access: { right: 'orders_inzien' },
  target: { kind: 'route', link: { to: '/orders', search: { priusStatus: 'FAILED' } } },
};

/** The list's 'Alle mislukte opnieuw naar Prius': every failed line back in the Prius outbox. */
export const resendAllToPriusCommand: Command = {
  id: 'orders.resendAllToPrius',
  title: orderMessages.retryAllPrius,
  keywords: ['prius', 'retry', 'opnieuw', 'mislukt', 'resend', 'alle'],
  group: 'Acties',
  access: { right: 'retry_prius_order' },
  target: {
    kind: 'action',
    confirm: () => orderMessages.retryAllPriusConfirm,
    async run(context) {
      try {
        const answer = (await context.call('POST', 'orderdetails/actions/resendAllToPrius', [
          { resource: 'orders' },
        ])) as {
          requeued: number;
        };
        context.notify.success(orderMessages.retriedAll(answer.requeued));
      } catch {
        context.notify.error(orderMessages.priusFailed);
      }
    },
  },
};

export const importOrdersCommand: Command = {
  id: 'orders.import',
  title: 'Orders importeren (CSV)',
  keywords: ['orderimport', 'import', 'csv', 'bestellingen importeren'],
  group: 'Acties',
  access: { right: 'orders_toevoegen' },
  target: { kind: 'route', link: { to: '/orderimport' } },
};

export function orderCommands(): Command[] {
  return [findOrderCommand, failedPriusOrdersCommand, resendAllToPriusCommand, importOrdersCommand];
}
