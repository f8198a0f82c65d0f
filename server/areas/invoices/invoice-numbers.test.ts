import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/schemas/invoice';
import { compactListCounters } from '../../db/counters/list-counters';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';

/*
 * Issue 21: the invoice may be counted another way for speed, never with other numbers. Every
 * month of the demo data and every publisher that bills: the invoice's lines equal the licences
 * counted per product and Dutch calendar month of the moment each rule looks at (spec 001 §7).
 */

const api = fileApiHarness({ scale: 0.02 });

type Line = {
  publisher: number;
  month: string;
  productId: number;
  availableTlinks: number;
  activeTlinks: number;
  availableEck: number;
  totalInactive: number;
};

/** Each rule's licences per publisher, product and month (yyyy-MM in Amsterdam), added up in one pass each. */
async function expectedLines(): Promise<Line[]> {
  const month = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Amsterdam', 'YYYY-MM')`);
  return rowsOf<Line>(
    api.db,
    sql`
      with moments as (
        select product_id, ${month('created_at')} as month, 'available' as kind from tlink_licenses where license_state = 'AVAILABLE'
        union all
        select product_id, ${month('activation_date')}, 'active' from tlink_licenses where activation_date is not null
        union all
        select product_id, ${month('start_date')}, 'eck' from eck_licenses where license_state not in ('RESERVED', 'DESPECIFIED')
        union all
        select product_id, ${month('end_date')}, 'inactive' from tlink_licenses
          where license_state in ('EXPIRED', 'DEACTIVATED', 'DESPECIFIED', 'REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION')
      )
      select p.organisation_id as publisher, m.month, p.id as "productId",
        (count(*) filter (where kind = 'available'))::int as "availableTlinks",
        (count(*) filter (where kind = 'active'))::int as "activeTlinks",
        (count(*) filter (where kind = 'eck'))::int as "availableEck",
        (count(*) filter (where kind = 'inactive'))::int as "totalInactive"
      from moments m join products p on p.id = m.product_id
      join organisations o on o.id = p.organisation_id and o.billing_model is not null
      where m.month < to_char(now() at time zone 'Europe/Amsterdam', 'YYYY-MM')
      group by 1, 2, p.id, p.title order by 1, 2, p.title, p.id`,
  );
}

async function invoiceLines(as: string, publisher: number, month: string) {
  const [year, m] = month.split('-');
  const response = await api.as(as)(`/api/organisations/${publisher}/invoices/${year}/${Number(m)}`);
  if (response.status === 404) return [];
  expect(response.status).toBe(200);
  const invoice = (await response.json()) as Invoice;
  return invoice.attributes.productDetails.map((line) => ({
    publisher,
    month,
    productId: line.productId,
    availableTlinks: line.availableTlinks,
    activeTlinks: line.activeTlinks,
    availableEck: line.availableEck,
    totalInactive: line.totalInactive,
  }));
}

/** Every billing publisher's last 8 months with licences (the first three publishers): the invoice's lines as counted. */
async function expectInvoicesAsCounted() {
  const lines = await expectedLines();
  const publishers = [...new Set(lines.map((line) => line.publisher))].slice(0, 3);
  const months = publishers.flatMap((publisher) =>
    [
      ...new Set(
        lines.filter((line) => line.publisher === publisher).map((line) => `${publisher} ${line.month}`),
      ),
    ].slice(-8),
  );
  const expected = lines.filter((line) => months.includes(`${line.publisher} ${line.month}`));
  expect(months.length).toBeGreaterThan(10);
  const answered: Line[] = [];
  for (const key of months) {
    const [publisher, month] = key.split(' ') as [string, string];
    answered.push(...(await invoiceLines(SUPERUSER, Number(publisher), month)));
  }
  expect(answered).toEqual(expected);
}

describe('GET /api/organisations/{id}/invoices/{year}/{month} numbers', () => {
  it('counts, for billing publishers and their last 8 months with licences, the licences of each rule', async () => {
    await expectInvoicesAsCounted();
  });

  it("gives a publisher-bound administrator their own publisher's invoices with the same lines", async () => {
    await api.grant(PUBLISHER_ADMIN, ['factuur_inzien']);
    const [own] = await rowsOf<{ id: number }>(
      api.db,
      sql`select uitgever_id as id from administrators where email = ${PUBLISHER_ADMIN}`,
    );
    const lines = (await expectedLines()).filter((line) => line.publisher === own!.id);
    const months = [...new Set(lines.map((line) => line.month))].slice(-6);
    const expected = lines.filter((line) => months.includes(line.month));
    expect(expected.length).toBeGreaterThan(0);
    const answered: Line[] = [];
    for (const month of months) answered.push(...(await invoiceLines(PUBLISHER_ADMIN, own!.id, month)));
    expect(answered).toEqual(expected);
  });

  it('counts the same after licences are activated, ended, moved to another month, revoked and deleted (and after compaction)', async () => {
    // Writes to the months the test reads: each rule's licences change kind, month or state.
    await api.db.execute(sql`update tlink_licenses set license_state = 'ACTIVE',
        activation_date = created_at + interval '20 days'
      where id in (select id from tlink_licenses where license_state = 'AVAILABLE' order by id desc limit 40)`);
    await api.db.execute(sql`update tlink_licenses set license_state = 'REVOKED', end_date = now() - interval '45 days'
      where id in (select id from tlink_licenses where license_state = 'ACTIVE' order by id desc limit 30)`);
    await api.db.execute(sql`update tlink_licenses set end_date = end_date - interval '1 month'
      where id in (select id from tlink_licenses where license_state = 'EXPIRED' and end_date is not null order by id limit 30)`);
    await api.db.execute(sql`update eck_licenses set license_state = 'AVAILABLE', start_date = now() - interval '70 days'
      where id in (select id from eck_licenses where license_state in ('RESERVED', 'ACTIVE') order by id desc limit 30)`);
    await api.db.execute(sql`update eck_licenses set license_state = 'DESPECIFIED'
      where id in (select id from eck_licenses where license_state = 'AVAILABLE' and start_date is not null order by id limit 10)`);
    await api.db.execute(sql`delete from tlink_licenses
      where id in (select id from tlink_licenses where activation_date is not null order by id limit 10)`);
    await api.db.execute(sql`delete from eck_licenses
      where id in (select id from eck_licenses where start_date is not null order by id desc limit 10)`);
    await expectInvoicesAsCounted();
    await compactListCounters(api.db);
    await expectInvoicesAsCounted();
  });
});
