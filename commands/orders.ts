import type { Command } from './command';

/** Order commands (spec 001 §2): find an order, the failed Prius deliveries, the import. */

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
      if (q) context.navigate(`/orders?q=${encodeURIComponent(q)}`);
    },
  },
};

/** Opens the failed deliveries, where 'Alle mislukte opnieuw naar Prius' resends them (confirmed there). */
export const failedPriusOrdersCommand: Command = {
  id: 'orders.failedPrius',
  title: 'Mislukte Prius-orders bekijken en opnieuw versturen',
  keywords: ['prius', 'retry', 'opnieuw', 'mislukt', 'failed', 'resend'],
  group: 'Acties',
  access: { right: ['orders_inzien', 'retry_prius_order'] },
  target: {
    kind: 'action',
    run(context) {
      context.navigate('/orders?priusStatus=FAILED');
    },
  },
};

export const importOrdersCommand: Command = {
  id: 'orders.import',
  title: 'Orders importeren (CSV)',
  keywords: ['orderimport', 'import', 'csv', 'bestellingen importeren'],
  group: 'Acties',
  access: { right: 'orders_toevoegen' },
  target: { kind: 'route', path: '/orderimport' },
};

export function orderCommands(): Command[] {
  return [findOrderCommand, failedPriusOrdersCommand, importOrdersCommand];
}
