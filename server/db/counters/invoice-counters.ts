import type { Counter } from './counter';

/*
 * The invoice's counts per product and Dutch month (decision 530, migration 0015): TLinks activated
 * and ended in a month, ECK licences started in it. With the creation months of the status overview
 * (tlink_counts_by_product_month, decision 410) an invoice sums ~100 kept rows instead of reading
 * every licence its month moved. Not totals' counters.
 */

export const tlinksByInvoiceMonthCounter: Counter = {
  table: 'tlink_counts_by_invoice_month',
  keys: ['publisher_id', 'product_id', 'month', 'kind'],
};

export const eckByStartMonthCounter: Counter = {
  table: 'eck_counts_by_start_month',
  keys: ['product_id', 'month'],
};
