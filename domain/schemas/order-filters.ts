import * as v from 'valibot';
import { ORDER_SOURCES, PRIUS_STATUSES } from '../enums';
import { isSchoolYearName } from '../school-year';
import { dutchString, msg, optionalId, optionalText } from './rules';

// The order lists' filters apart from the order import and replies (order.ts): the route search
// loads at startup and must not pull the CSV file checks in (initial JS budget, decision 270).

const schoolYear = () =>
  v.pipe(
    dutchString(),
    v.check((value) => isSchoolYearName(value), msg.invalid),
  );

/** Filters of GET /api/orderdetails (the console's /orders search params validate with this too). */
export const OrderDetailFilterSchema = v.object({
  /** Order id, order reference, extern id or contract id (starts with, case-insensitive). */
  q: optionalText(),
  ean: v.optional(v.pipe(dutchString(), v.trim(), v.regex(/^\d{13}$/, 'Ongeldige EAN'))),
  creationMethod: v.optional(v.picklist(ORDER_SOURCES, msg.invalid)),
  priusStatus: v.optional(v.picklist(PRIUS_STATUSES, msg.invalid)),
  schoolYearName: v.optional(schoolYear()),
  distributorId: optionalId(),
});
export type OrderDetailFilter = v.InferOutput<typeof OrderDetailFilterSchema>;
export const ORDER_DETAIL_SORT_FIELDS = ['createdAt', 'orderId', 'amount'] as const;

/** Filters of GET /api/orderstockdetails (/orderbalans). */
export const OrderStockFilterSchema = v.object({
  contractId: optionalText(),
  ean: v.optional(v.pipe(dutchString(), v.trim(), v.regex(/^\d{13}$/, 'Ongeldige EAN'))),
  distributorId: optionalId(),
  schoolYearName: v.optional(schoolYear()),
});
export type OrderStockFilter = v.InferOutput<typeof OrderStockFilterSchema>;
