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

const whole = (name: string) =>
  v.pipe(
    v.number(msg.wrongType),
    v.integer(msg.integer),
    v.minValue(1, msg.min(1)),
    idInRange(),
    v.title(name),
  );

/** Body of POST invoices/actions/adjustInvoice: adjustedTotal in whole cents, null removes it. */
export const AdjustInvoiceSchema = v.object({
  invoice: v.object({
    organisationId: whole('organisationId'),
    year: v.pipe(
      v.number(msg.wrongType),
      v.integer(msg.integer),
      v.minValue(2000, msg.min(2000)),
      v.maxValue(2200, msg.max(2200)),
    ),
    month: v.pipe(
      v.number(msg.wrongType),
      v.integer(msg.integer),
      v.minValue(1, msg.min(1)),
      v.maxValue(12, msg.max(12)),
    ),
    adjustedTotal: v.nullable(
      v.pipe(
        v.number(msg.wrongType),
        v.integer(msg.integer),
        v.minValue(0, msg.min(0)),
        v.maxValue(2_000_000_000, msg.max(2_000_000_000)),
      ),
    ),
  }),
});

/** The month of an invoice in the console's /invoices URL: 'yyyy-MM'. */
export const InvoiceMonthSchema = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg.invalidDate));
