import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/schemas/invoice';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';
import { invoiceLinesAsBefore } from '../../test-support/reports-as-before/invoice';
import { asReply, replyPage } from '../../test-support/reports-as-before/page';
import { writeWhatReportsCount } from '../../test-support/reports-as-before/writes';

/*
 * Issue 21: speed did not change a number. An invoice's product lines, its total and the
 * productDetails list (with its Content-Range) are exactly those of the query it ran before the
 * kept months (server/test-support/reports-as-before/invoice.ts), for every billing publisher and
 * month of the demo data, as the superuser and as a publisher-bound administrator.
 */

const api = fileApiHarness({ scale: 0.01 });

type Period = { organisationId: number; year: number; month: number };

/** The invoice and its productDetails list of a month as `as` gets them, next to the lines before. */
async function expectInvoiceAsBefore(as: string, period: Period, visible: boolean) {
  const lines = await invoiceLinesAsBefore(api.db, period);
  const path = `/api/organisations/${period.organisationId}/invoices/${period.year}/${period.month}`;
  const [invoice, details] = [await api.as(as)(path), await api.as(as)(`${path}/productDetails`)];
  const label = `${as} ${path}`;
  // No adjustments in the demo data: an invoice without lines is none ('Geen factuur gevonden').
  if (!visible || lines.length === 0) {
    expect([invoice.status, details.status], label).toEqual([404, 404]);
    return 0;
  }
  expect(invoice.status, label).toBe(200);
  const body = (await invoice.json()) as Invoice;
  expect(body.attributes.productDetails, label).toEqual(lines);
  expect(body.attributes.totalPrice, label).toBe(lines.reduce((sum, line) => sum + line.price, 0));
  expect(await replyPage(details), label).toEqual(asReply({ rows: lines, total: lines.length }, 0));
  return lines.length;
}

/** The months of the demo data in which a billing publisher's licences moved, latest first, and the month after. */
async function billedMonths() {
  return rowsOf<{ publisher: number; year: number; month: number }>(
    api.db,
    sql`with moments as (
        select publisher_id, created_at as at from tlink_licenses
        union all select publisher_id, activation_date from tlink_licenses
        union all select publisher_id, end_date from tlink_licenses
        union all select p.organisation_id, e.start_date from eck_licenses e join products p on p.id = e.product_id
      ), months as (
        select distinct m.publisher_id as publisher, date_trunc('month', m.at at time zone 'Europe/Amsterdam') as month
        from moments m join organisations o on o.id = m.publisher_id
        where o.billing_model is not null and m.at < now()
      )
      select publisher, extract(year from month)::int as year, extract(month from month)::int as month
      from months order by publisher, months.month desc`,
  );
}

describe('GET /api/organisations/{id}/invoices/{year}/{month}: the numbers of the query before kept counts', () => {
  it("as the superuser, every billing publisher's last four months with licences, and a month without", async () => {
    const months = await billedMonths();
    const publishers = [...new Set(months.map((row) => row.publisher))];
    expect(publishers.length).toBeGreaterThan(1);
    let lines = 0;
    for (const publisher of publishers) {
      const own = months.filter((row) => row.publisher === publisher).slice(0, 4);
      for (const { year, month } of own)
        lines += await expectInvoiceAsBefore(SUPERUSER, { organisationId: publisher, year, month }, true);
      await expectInvoiceAsBefore(SUPERUSER, { organisationId: publisher, year: 2001, month: 2 }, true);
    }
    expect(lines).toBeGreaterThan(30);
  });

  it("as a publisher-bound administrator: their own publisher's invoices the same, another's none", async () => {
    await api.grant(PUBLISHER_ADMIN, ['factuur_inzien']);
    const [own] = await rowsOf<{ id: number }>(
      api.db,
      sql`select uitgever_id as id from administrators where email = ${PUBLISHER_ADMIN}`,
    );
    const months = await billedMonths();
    let lines = 0;
    for (const { publisher, year, month } of months.filter((row) => row.publisher === own!.id).slice(0, 6))
      lines += await expectInvoiceAsBefore(PUBLISHER_ADMIN, { organisationId: publisher, year, month }, true);
    expect(lines).toBeGreaterThan(0);
    const other = months.find((row) => row.publisher !== own!.id)!;
    await expectInvoiceAsBefore(PUBLISHER_ADMIN, { ...other, organisationId: other.publisher }, false);
  });

  // Last: it writes. The kept months follow a product moved to another publisher, licences
  // activated, revoked, re-dated and deleted and ECK licences started, as the old query counts them.
  it('after writes to what the invoice counts: the same lines for the superuser and the publisher-bound administrator', async () => {
    const [own] = await rowsOf<{ id: number }>(
      api.db,
      sql`select uitgever_id as id from administrators where email = ${PUBLISHER_ADMIN}`,
    );
    await api.grant(PUBLISHER_ADMIN, ['factuur_inzien']);
    const other = await writeWhatReportsCount(api.db, own!.id);
    const months = await billedMonths();
    let lines = 0;
    for (const publisher of [own!.id, other])
      for (const { year, month } of months.filter((row) => row.publisher === publisher).slice(0, 6)) {
        const period = { organisationId: publisher, year, month };
        lines += await expectInvoiceAsBefore(SUPERUSER, period, true);
        if (publisher === own!.id) await expectInvoiceAsBefore(PUBLISHER_ADMIN, period, true);
      }
    expect(lines).toBeGreaterThan(20);
  });
});
