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
 * The licence counts per product of the publisher for one calendar month (Europe/Amsterdam),
 * counted in SQL; products without any licence movement in the month are left out. Each rule reads
 * the month of its own moment through an index on the licence's publisher (decision 321), so a
 * month costs its licences, not every licence of the publisher's products. The month ends at the
 * next month's first Dutch midnight: a timestamptz plus one month is reckoned in the session's
 * zone, which ended March and May on the 28th and 30th (issue 21).
 */
async function productCounts(db: Db, period: Period): Promise<DetailRow[]> {
  const first = sql`make_date(${period.year}, ${period.month}, 1)`;
  const from = sql`(${first}::timestamp at time zone 'Europe/Amsterdam')`;
  const to = sql`((${first} + interval '1 month')::timestamp at time zone 'Europe/Amsterdam')`;
  const publisher = period.organisationId;
  const result = await db.execute(sql`
    with available as (
      select product_id, count(*) as n from tlink_licenses
      where publisher_id = ${publisher} and created_at >= ${from} and created_at < ${to} and license_state = 'AVAILABLE'
      group by product_id
    ), active as (
      select product_id, count(*) as n from tlink_licenses
      where publisher_id = ${publisher} and activation_date >= ${from} and activation_date < ${to}
      group by product_id
    ), inactive as (
      select product_id, count(*) as n from tlink_licenses
      where publisher_id = ${publisher} and end_date >= ${from} and end_date < ${to}
        and license_state in ('EXPIRED', 'DEACTIVATED', 'DESPECIFIED', 'REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION')
      group by product_id
    ), eck as (
      select e.product_id, count(*) as n from products p
      join eck_licenses e on e.product_id = p.id and e.start_date >= ${from} and e.start_date < ${to}
        and e.license_state not in ('RESERVED', 'DESPECIFIED')
      where p.organisation_id = ${publisher}
      group by e.product_id
    )
    select p.id as product_id, p.ean, p.title, p.consumer_price,
      coalesce(available.n, 0)::int as available_tlinks, coalesce(active.n, 0)::int as active_tlinks,
      coalesce(eck.n, 0)::int as available_eck, coalesce(inactive.n, 0)::int as total_inactive
    from products p
    left join available on available.product_id = p.id
    left join active on active.product_id = p.id
    left join inactive on inactive.product_id = p.id
    left join eck on eck.product_id = p.id
    where p.organisation_id = ${publisher}
      and (available.n is not null or active.n is not null or inactive.n is not null or eck.n is not null)
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
