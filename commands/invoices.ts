import type { Command } from './command';

/** Invoicing commands (spec 001 §2 /invoices): open a month's invoice. */

const MONTH = /^(0?[1-9]|1[0-2])-(\d{4})$/;

/** 'MM-YYYY' as typed -> 'YYYY-MM' for the screen; null when it is no month. */
export function invoiceMonthOf(text: string): string | null {
  const match = MONTH.exec(text.trim());
  return match ? `${match[2]}-${match[1]!.padStart(2, '0')}` : null;
}

export const openInvoiceCommand: Command = {
  id: 'invoices.openMonth',
  title: 'Factuur van een maand openen',
  keywords: ['factuur', 'facturatie', 'invoice', 'maand', 'billing'],
  group: 'Acties',
  access: { right: 'factuur_inzien' },
  target: {
    kind: 'action',
    args: [
      {
        name: 'month',
        label: 'Maand (MM-JJJJ)',
        placeholder: '03-2026',
        validate: (value) => (invoiceMonthOf(value) === null ? 'Vul een maand in als MM-JJJJ.' : null),
      },
    ],
    run(context, { args }) {
      const month = invoiceMonthOf(args.month ?? '');
      if (month) context.navigate({ to: '/invoices', search: { month, organisation: undefined } });
    },
  },
};

export function invoiceCommands(): Command[] {
  return [openInvoiceCommand];
}
