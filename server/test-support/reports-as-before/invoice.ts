import { sql } from 'drizzle-orm';
import type { BillingModel } from '../../../domain/enums';
import { linePriceCents } from '../../../domain/invoice-math';
import type { InvoiceProductDetail } from '../../../domain/schemas/invoice';
import type { Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';

/*
 * Test oracle, never production code. An invoice's product lines as the API computed them before
 * the kept months (migration 0015, decision 530): `productCounts` of commit cccf4db^
 * (server/areas/invoices/repository.ts), its SQL as it was: each rule counts the licences whose own
 * moment (created and still AVAILABLE, activated, ended in an inactive state, ECK started) lies in
 * the Dutch calendar month, through the licence's publisher. The line's price is the domain's
 * (domain/invoice-math.ts, unchanged by the kept months) on the publisher's terms.
 */

type Period = { organisationId: number; year: number; month: number };

type Counted = {
  product_id: number;
  ean: string;
  title: string;
  consumer_price: number;
  available_tlinks: number;
  active_tlinks: number;
  available_eck: number;
  total_inactive: number;
  billing_model: BillingModel;
  billing_percentage: number | null;
  billing_price: number | null;
};

/** The invoice's product lines of one publisher's month before decision 530, in the invoice's order. */
export async function invoiceLinesAsBefore(db: Db, period: Period): Promise<InvoiceProductDetail[]> {
  const first = sql`make_date(${period.year}, ${period.month}, 1)`;
  const from = sql`(${first}::timestamp at time zone 'Europe/Amsterdam')`;
  const to = sql`((${first} + interval '1 month')::timestamp at time zone 'Europe/Amsterdam')`;
  const publisher = period.organisationId;
  const rows = await rowsOf<Counted>(
    db,
    sql`
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
      coalesce(eck.n, 0)::int as available_eck, coalesce(inactive.n, 0)::int as total_inactive,
      o.billing_model, o.billing_percentage, o.billing_price
    from products p
    join organisations o on o.id = p.organisation_id
    left join available on available.product_id = p.id
    left join active on active.product_id = p.id
    left join inactive on inactive.product_id = p.id
    left join eck on eck.product_id = p.id
    where p.organisation_id = ${publisher}
      and (available.n is not null or active.n is not null or inactive.n is not null or eck.n is not null)
    order by p.title, p.id`,
  );
  return rows.map((row) => {
    const paid = row.active_tlinks + row.available_eck;
    const terms = {
      billingModel: row.billing_model,
      billingPercentage: row.billing_percentage,
      billingPrice: row.billing_price,
    };
    return {
      productId: row.product_id,
      ean: row.ean,
      title: row.title,
      consumerPrice: Number(row.consumer_price),
      availableTlinks: row.available_tlinks,
      activeTlinks: row.active_tlinks,
      availableEck: row.available_eck,
      totalInactive: row.total_inactive,
      totalPaidLicenses: paid,
      price: linePriceCents(terms, Number(row.consumer_price), paid),
    };
  });
}
