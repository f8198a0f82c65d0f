import type { Command } from './command';
import { lookupCommand } from './lookup-command';

/** Invoicing commands (spec 001 §2 /invoices): open a month's invoice. */

const MONTH = /^(0?[1-9]|1[0-2])-(\d{4})$/;

/** 'MM-YYYY' as typed -> 'YYYY-MM' for the screen; null when it is no month. */
export function invoiceMonthOf(text: string): string | null {
  const match = MONTH.exec(text.trim());
  return match ? `${match[2]}-${match[1]!.padStart(2, '0')}` : null;
}

export const openInvoiceCommand = lookupCommand({
  id: 'invoices.openMonth',
  title: 'Factuur van een maand openen',
  keywords: { nl: ['factuur', 'facturatie', 'maand', 'openen'], en: ['invoice', 'billing', 'month', 'open'] },
  access: { right: 'factuur_inzien' },
  arg: { name: 'month', label: 'Maand (MM-JJJJ)', placeholder: '03-2026' },
  hint: 'Vul een maand in als MM-JJJJ.',
  open: (value) => {
    const month = invoiceMonthOf(value);
    return month ? { to: '/invoices', search: { month, organisation: undefined } } : null;
  },
});

export function invoiceCommands(): Command[] {
  return [openInvoiceCommand];
}
