import * as v from 'valibot';
import { BILLING_MODELS } from '../enums';
import { counts, NamedRefSchema } from './reply-parts';
import { idInRange, msg } from './rules';

/** One product line of an invoice (spec 001 §3); money in integer cents. */
export const InvoiceProductDetailSchema = v.object({
  productId: v.number(),
  ean: v.string(),
  title: v.string(),
  consumerPrice: v.number(),
  ...counts('availableTlinks', 'activeTlinks', 'availableEck', 'totalInactive', 'totalPaidLicenses'),
  price: v.number(),
});
export type InvoiceProductDetail = v.InferOutput<typeof InvoiceProductDetailSchema>;

/** GET organisations/{id}/invoices/{year}/{month} (spec 001 §3 'Invoice'). */
export const InvoiceSchema = v.object({
  id: v.string(),
  organisation: NamedRefSchema,
  year: v.number(),
  month: v.number(),
  attributes: v.object({
    billingModel: v.picklist(BILLING_MODELS),
    billingPercentage: v.nullable(v.number()),
    billingPrice: v.nullable(v.number()),
    totalPrice: v.number(),
    adjustedTotal: v.nullable(v.number()),
    productDetails: v.array(InvoiceProductDetailSchema),
  }),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

/** An id: a whole number of at least 1 that the database can hold, titled `name`. */
const whole = (name: string) =>
  v.pipe(
    v.number(msg.wrongType),
    v.integer(msg.integer),
    v.minValue(1, msg.min(1)),
    idInRange(),
    v.title(name),
  );

/** A whole number from `min` to `max`, each bound refused with its own Dutch message. */
const wholeBetween = (min: number, max: number) =>
  v.pipe(
    v.number(msg.wrongType),
    v.integer(msg.integer),
    v.minValue(min, msg.min(min)),
    v.maxValue(max, msg.max(max)),
  );

/** Body of POST invoices/actions/adjustInvoice: adjustedTotal in whole cents, null removes it. */
export const AdjustInvoiceSchema = v.object({
  invoice: v.object({
    organisationId: whole('organisationId'),
    year: wholeBetween(2000, 2200),
    month: wholeBetween(1, 12),
    adjustedTotal: v.nullable(wholeBetween(0, 2_000_000_000)),
  }),
});

/** The month of an invoice in the console's /invoices URL: 'yyyy-MM'. */
export const InvoiceMonthSchema = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg.invalidDate));
