import * as v from 'valibot';
import type { BillingModel } from '../enums';
import { DB_INT_MAX, idInRange, msg } from './rules';

/** One product line of an invoice (spec 001 §3); money in integer cents. */
export type InvoiceProductDetail = {
  productId: number;
  ean: string;
  title: string;
  /** Consumer price in cents, the base of a percentage. */
  consumerPrice: number;
  /** TLinks created in the month that are still unused (AVAILABLE). */
  availableTlinks: number;
  /** TLinks activated in the month. */
  activeTlinks: number;
  /** ECK licences that started in the month (neither reserved nor despecified). */
  availableEck: number;
  /** TLinks that ended in the month (revoked, expired, deactivated, despecified). */
  totalInactive: number;
  /** activeTlinks + availableEck: the licences the publisher pays for. */
  totalPaidLicenses: number;
  /** The line's price in cents. */
  price: number;
};

/** GET organisations/{id}/invoices/{year}/{month} (spec 001 §3 'Invoice'). */
export type Invoice = {
  id: string;
  organisation: { id: number; name: string };
  year: number;
  month: number;
  attributes: {
    billingModel: BillingModel;
    billingPercentage: number | null;
    /** Cents per licence. */
    billingPrice: number | null;
    /** The computed total in cents. */
    totalPrice: number;
    /** A superuser's correction in cents; when set it is the amount to pay. */
    adjustedTotal: number | null;
    productDetails: InvoiceProductDetail[];
  };
};

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

/** The console's /invoices search params: month 'YYYY-MM' and the publisher. */
export const InvoiceSearchSchema = v.object({
  month: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg.invalidDate))),
  organisation: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,10}$/, msg.digitsOnly),
      v.check((id) => Number(id) <= DB_INT_MAX, msg.invalid),
    ),
  ),
});
export type InvoiceSearch = v.InferOutput<typeof InvoiceSearchSchema>;
