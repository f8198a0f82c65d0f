import { and, eq, sql } from 'drizzle-orm';
import type { BillingModel } from '../../../domain/enums';
import { linePriceCents, totalCents } from '../../../domain/invoice-math';
import type { Invoice, InvoiceProductDetail } from '../../../domain/schemas/invoice';
import type { Db } from '../../db/connect';
import { invoiceAdjustments } from '../../db/schema/invoices';
import { organisations } from '../../db/schema/organisations';

export type Period = { organisationId: number; year: number; month: number };

type DetailRow = {
  product_id: number;
  ean: string;
  title: string;
  consumer_price: number;
  available_tlinks: number | string;
  active_tlinks: number | string;
  available_eck: number | string;
  total_inactive: number | string;
};

/** The publisher to invoice, when `organisationId` is one the administrator may see. */
export async function findPublisher(db: Db, organisationId: number, scope: number | null) {
  if (scope !== null && scope !== organisationId) return null;
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      type: organisations.type,
      billingModel: organisations.billingModel,
      billingPercentage: organisations.billingPercentage,
      billingPrice: organisations.billingPrice,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!row?.type.includes('Uitgever')) return null;
  return row;
}

/**
 * The licence counts per product of the publisher for one calendar month (Europe/Amsterdam);
 * products without any licence movement in the month are left out. Each rule's count is kept per
 * product and Dutch month by triggers (decision 530): TLinks created and still AVAILABLE in the
 * status overview's creation months (decision 410), activated and ended (in an inactive state) in
 * the invoice months, ECK licences started (not RESERVED or DESPECIFIED). A month sums ~100 kept
 * rows, one short statement, instead of every licence the month moved (decision 321's index reads:
 * ~22,000 entries, a cold first call 87 ms at scale 20, ~117 ms statements on the embedded database
 * that a lookup waited behind, decision 333). The month is the kept rows' `date_trunc` of the
 * moment in Dutch time: from its first Dutch midnight up to the next month's (issue 21).
 */
async function productCounts(db: Db, period: Period): Promise<DetailRow[]> {
  const month = sql`make_date(${period.year}, ${period.month}, 1)`;
  const publisher = period.organisationId;
  const result = await db.execute(sql`
    with counted as (
      select product_id, available, 0 as active, 0 as inactive, 0 as eck from tlink_counts_by_product_month
        where created_month = ${month} and publisher_id = ${publisher} and available <> 0
      union all
      select product_id, 0, case when kind = 'activated' then n else 0 end, case when kind = 'ended' then n else 0 end, 0
        from tlink_counts_by_invoice_month where month = ${month} and publisher_id = ${publisher}
      union all
      select e.product_id, 0, 0, 0, e.n from eck_counts_by_start_month e
        where e.month = ${month} and e.product_id = any(array(select id from products where organisation_id = ${publisher}))
    ), per_product as (
      select product_id, sum(available) as available, sum(active) as active, sum(inactive) as inactive, sum(eck) as eck
      from counted group by product_id
      having sum(available) <> 0 or sum(active) <> 0 or sum(inactive) <> 0 or sum(eck) <> 0
    )
    select p.id as product_id, p.ean, p.title, p.consumer_price,
      c.available::int as available_tlinks, c.active::int as active_tlinks,
      c.eck::int as available_eck, c.inactive::int as total_inactive
    from per_product c join products p on p.id = c.product_id
    where p.organisation_id = ${publisher}
    order by p.title, p.id`);
  return (result as unknown as { rows: DetailRow[] }).rows;
}

/** The adjustment row of one publisher's month. */
const adjustmentOf = (period: Period) =>
  and(
    eq(invoiceAdjustments.organisationId, period.organisationId),
    eq(invoiceAdjustments.year, period.year),
    eq(invoiceAdjustments.month, period.month),
  );

export async function findAdjustment(db: Db, period: Period) {
  const [row] = await db.select().from(invoiceAdjustments).where(adjustmentOf(period));
  return row ?? null;
}

/** The month has started (no invoice for a future month). */
function hasStarted(period: Period, now: Date): boolean {
  return period.year * 12 + period.month <= now.getFullYear() * 12 + now.getMonth() + 1;
}

/**
 * The invoice of a publisher for a month, computed from the licences and the publisher's billing
 * model in exact cents; null when there is none ('Geen factuur gevonden voor deze maand').
 */
export async function computeInvoice(
  db: Db,
  period: Period,
  scope: number | null,
  now: Date = new Date(),
): Promise<Invoice | null> {
  if (!hasStarted(period, now)) return null;
  const publisher = await findPublisher(db, period.organisationId, scope);
  if (!publisher?.billingModel) return null;
  const [rows, adjustment] = await Promise.all([productCounts(db, period), findAdjustment(db, period)]);
  if (rows.length === 0 && !adjustment) return null;
  const terms = {
    billingModel: publisher.billingModel as BillingModel,
    billingPercentage: publisher.billingPercentage,
    billingPrice: publisher.billingPrice,
  };
  const productDetails = rows.map((row): InvoiceProductDetail => {
    const activeTlinks = Number(row.active_tlinks);
    const availableEck = Number(row.available_eck);
    const totalPaidLicenses = activeTlinks + availableEck;
    const consumerPrice = Number(row.consumer_price);
    return {
      productId: Number(row.product_id),
      ean: row.ean,
      title: row.title,
      consumerPrice,
      availableTlinks: Number(row.available_tlinks),
      activeTlinks,
      availableEck,
      totalInactive: Number(row.total_inactive),
      totalPaidLicenses,
      price: linePriceCents(terms, consumerPrice, totalPaidLicenses),
    };
  });
  return {
    id: `${publisher.id}-${period.year}-${String(period.month).padStart(2, '0')}`,
    organisation: { id: publisher.id, name: publisher.name },
    year: period.year,
    month: period.month,
    attributes: {
      billingModel: terms.billingModel,
      billingPercentage: terms.billingModel === 'Percentage' ? terms.billingPercentage : null,
      billingPrice: terms.billingModel === 'Vaste Prijs' ? terms.billingPrice : null,
      totalPrice: totalCents(productDetails.map((line) => line.price)),
      adjustedTotal: adjustment?.adjustedTotal ?? null,
      productDetails,
    },
  };
}

/** Sets (upsert) or removes (null) a period's adjusted total; returns the previous value. */
export async function saveAdjustment(
  tx: Db,
  period: Period,
  adjustedTotal: number | null,
  administratorId: number,
): Promise<number | null> {
  const [previous] = await tx.select().from(invoiceAdjustments).where(adjustmentOf(period)).for('update');
  if (adjustedTotal === null) {
    if (previous) await tx.delete(invoiceAdjustments).where(eq(invoiceAdjustments.id, previous.id));
  } else if (previous) {
    await tx
      .update(invoiceAdjustments)
      .set({ adjustedTotal, administratorId, updatedAt: sql`now()` })
      .where(eq(invoiceAdjustments.id, previous.id));
  } else {
    await tx.insert(invoiceAdjustments).values({ ...period, adjustedTotal, administratorId });
  }
  return previous?.adjustedTotal ?? null;
}
