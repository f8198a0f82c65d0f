import * as v from 'valibot';
import { isSchoolYearName } from '../school-year';
import { counts, NamedRefSchema, ProductRefSchema } from './reply-parts';
import { dutchString, maxChars, msg, optionalId, optionalText } from './rules';

/** Default delimiter of the order import (spec 001 §9). */
export const ORDER_IMPORT_DELIMITER = ';';
/** Columns of an order import file; `ean`, `amount` and `orderId` are required. */
export const ORDER_IMPORT_COLUMNS = ['ean', 'amount', 'orderId', 'orderLineId', 'contractId'] as const;
export const ORDER_IMPORT_REQUIRED_COLUMNS = ['ean', 'amount', 'orderId'] as const;
/** The largest order file accepted in one call (rows). */
export const ORDER_IMPORT_MAX_ROWS = 10_000;

/** Query of POST /api/orders/actions/import (spec 001 §7). */
export const OrderImportQuerySchema = v.object({
  schoolYearName: v.pipe(
    v.optional(dutchString(), ''),
    v.minLength(1, 'Schooljaar is verplicht'),
    v.check((value) => isSchoolYearName(value), msg.invalid),
  ),
  referenceId: v.pipe(
    v.optional(dutchString(), ''),
    v.trim(),
    v.minLength(1, 'Referentie is verplicht'),
    maxChars(200),
  ),
  eckAccountId: optionalId(),
  contractId: optionalText(),
});
export type OrderImportQuery = v.InferOutput<typeof OrderImportQuerySchema>;

/** Body of POST /api/orders/actions/import: the raw CSV text and its delimiter. */
export const OrderImportBodySchema = v.object({
  delimiter: v.optional(v.pipe(dutchString(), v.length(1, msg.invalid)), ORDER_IMPORT_DELIMITER),
  orders: v.pipe(dutchString(), v.maxLength(5_000_000, msg.maxChars(5_000_000))),
});
export type OrderImportBody = v.InferOutput<typeof OrderImportBodySchema>;

/** One row error of an import: the file's line number (1 = header) and the Dutch message. */
const ImportRowErrorSchema = v.object({ path: v.string(), message: v.string() });
export type ImportRowError = v.InferOutput<typeof ImportRowErrorSchema>;
/**
 * The answer of POST orders/actions/import, 200 and 400 alike; `addedAmount` is 0 when any row
 * failed (all-or-nothing).
 */
export const OrderImportResultSchema = v.object({
  addedAmount: v.optional(v.number(), 0),
  message: v.optional(v.string()),
  errors: v.optional(v.array(ImportRowErrorSchema), []),
});
export type OrderImportResult = v.InferOutput<typeof OrderImportResultSchema>;

/** A distributor's ECK account: the order import's choice (GET eckaccounts/beheer) and an order's. */
export const EckAccountOptionSchema = v.object({
  id: v.number(),
  name: v.string(),
  organisation: NamedRefSchema,
});

/** An order detail as GET /api/orderdetails returns it (spec 001 §3 plus its Prius delivery state). */
export const OrderDetailSchema = v.object({
  id: v.number(),
  createdAt: v.string(),
  amount: v.number(),
  referenceId: v.nullable(v.string()),
  correctReferenceId: v.nullable(v.string()),
  product: ProductRefSchema,
  orderLineId: v.nullable(v.string()),
  correctLineId: v.nullable(v.string()),
  orderId: v.string(),
  externId: v.nullable(v.string()),
  creationMethod: v.string(),
  schoolYear: v.nullable(v.string()),
  contractId: v.nullable(v.string()),
  eckAccount: v.nullable(EckAccountOptionSchema),
  distributor: v.nullable(NamedRefSchema),
  priusStatus: v.string(),
  priusAttempts: v.number(),
  priusLastError: v.nullable(v.string()),
  priusDeliveredAt: v.nullable(v.string()),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** A row of GET /api/orderstockdetails (spec 001 §3, names as the spec writes them). */
export const OrderStockSchema = v.object({
  contractid: v.nullable(v.string()),
  distributorid: v.nullable(v.number()),
  distributorname: v.nullable(v.string()),
  productid: v.number(),
  producttitle: v.string(),
  productean: v.string(),
  ...counts('orderedamount', 'specifiedamount', 'activationcodeamount', 'stockbalance'),
});
export type OrderStock = v.InferOutput<typeof OrderStockSchema>;

/** Answer of POST orderdetails/actions/resendAllToPrius: how many failed lines went back in the outbox. */
export const PriusRequeuedSchema = v.object({ requeued: v.number() });
