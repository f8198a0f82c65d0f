import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/schemas/invoice';
import { eckLicenses } from '../../db/schema/eck';
import { organisations } from '../../db/schema/organisations';
import { products } from '../../db/schema/products';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();
let publisherId: number;
const YEAR = 2024;
const MONTH = 3;
const inMonth = (day: number) => new Date(Date.UTC(YEAR, MONTH - 1, day, 12));

beforeAll(async () => {
  // A publisher of our own, so the counts are exactly what this test inserts.
  const [publisher] = await api.db
    .insert(organisations)
    .values({
      esn: 'UITG-TEST',
      name: 'Uitgeverij Testfactuur',
      type: ['Uitgever'],
      billingModel: 'Percentage',
      billingPercentage: 12,
    })
    .returning();
  publisherId = publisher!.id;
  const [template] = await api.db.select().from(products).limit(1);
  const { id: _id, createdAt: _c, updatedAt: _u, ...base } = template!;
  const [a, b] = await api.db
    .insert(products)
    .values([
      {
        ...base,
        ean: '9789999000011',
        title: 'Rekenen A',
        organisationId: publisherId,
        consumerPrice: 1995,
        isSubject: false,
      },
      {
        ...base,
        ean: '9789999000028',
        title: 'Taal B',
        organisationId: publisherId,
        consumerPrice: 3333,
        isSubject: false,
      },
    ])
    .returning();
  const tlink = (
    code: string,
    productId: number,
    state: string,
    dates: Partial<typeof tlinkLicenses.$inferInsert>,
  ) => ({
    licenseCode: code,
    productId,
    licenseState: state,
    creationMethod: 'API',
    ...dates,
  });
  await api.db.insert(tlinkLicenses).values([
    // Rekenen A: 7 activated in the month, 1 still available, 1 revoked in the month.
    ...Array.from({ length: 7 }, (_, i) =>
      tlink(`QINV000${i}`, a!.id, 'ACTIVE', { createdAt: inMonth(1), activationDate: inMonth(2 + i) }),
    ),
    tlink('QINV0100', a!.id, 'AVAILABLE', { createdAt: inMonth(5) }),
    tlink('QINV0101', a!.id, 'REVOKED', { createdAt: inMonth(1), endDate: inMonth(20) }),
    // Activated the month before: not on this invoice.
    tlink('QINV0102', a!.id, 'ACTIVE', {
      createdAt: inMonth(1),
      activationDate: new Date(Date.UTC(YEAR, MONTH - 2, 27)),
    }),
  ]);
  await api.db.insert(eckLicenses).values([
    { productId: b!.id, referenceId: 'ECK-INV-1', licenseState: 'ACTIVE', startDate: inMonth(10) },
    { productId: b!.id, referenceId: 'ECK-INV-2', licenseState: 'RESERVED', startDate: inMonth(10) },
  ]);
});

const path = (month = MONTH) => `/api/organisations/${publisherId}/invoices/${YEAR}/${month}`;

describe('GET /api/organisations/{id}/invoices/{year}/{month}', () => {
  it('computes the lines from the licences and a percentage of the consumer price, in exact cents', async () => {
    const res = await api.as(SUPERUSER)(path());
    expect(res.status).toBe(200);
    const invoice = (await res.json()) as Invoice;
    expect(invoice.attributes.billingModel).toBe('Percentage');
    expect(invoice.attributes.productDetails).toEqual([
      expect.objectContaining({
        ean: '9789999000011',
        availableTlinks: 1,
        activeTlinks: 7,
        availableEck: 0,
        totalInactive: 1,
        totalPaidLicenses: 7,
        // 1995 * 7 * 12 % = 1675.8 -> 1676 cents
        price: 1676,
      }),
      expect.objectContaining({ ean: '9789999000028', availableEck: 1, totalPaidLicenses: 1, price: 400 }),
    ]);
    // 3333 * 12 % = 399.96 -> 400; total 2076
    expect(invoice.attributes.totalPrice).toBe(2076);
    expect(invoice.attributes.adjustedTotal).toBeNull();
  });

  it('uses a fixed price per licence when that is the billing model', async () => {
    await api.db
      .update(organisations)
      .set({ billingModel: 'Vaste Prijs', billingPrice: 175, billingPercentage: null })
      .where(eq(organisations.id, publisherId));
    const invoice = (await (await api.as(SUPERUSER)(path())).json()) as Invoice;
    expect(invoice.attributes.productDetails.map((line) => line.price)).toEqual([7 * 175, 175]);
    expect(invoice.attributes.totalPrice).toBe(8 * 175);
    const details = await api.as(SUPERUSER)(`${path()}/productDetails`);
    expect(((await details.json()) as unknown[]).length).toBe(2);
  });

  it("answers 'Geen factuur gevonden voor deze maand' for an empty or future month and for a non-publisher", async () => {
    const empty = await api.as(SUPERUSER)(path(6));
    expect(empty.status).toBe(404);
    expect(((await empty.json()) as { message: string }).message).toBe(
      'Geen factuur gevonden voor deze maand',
    );
    expect((await api.as(SUPERUSER)(`/api/organisations/${publisherId}/invoices/2999/1`)).status).toBe(404);
    const [school] = (
      (await api.db.execute(
        sql`select id from organisations where 'School' = any(type) limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(
      (await api.as(SUPERUSER)(`/api/organisations/${school!.id}/invoices/${YEAR}/${MONTH}`)).status,
    ).toBe(404);
  });

  it('needs factuur_inzien and keeps a publisher-bound administrator to their own publisher', async () => {
    expect((await api.as(SUPPORT)(path())).status).toBe(403);
    await api.grant(PUBLISHER_ADMIN, ['factuur_inzien']);
    expect((await api.as(PUBLISHER_ADMIN)(path())).status).toBe(404);
  });
});

describe('POST /api/invoices/actions/adjustInvoice', () => {
  const adjust = (as: string, adjustedTotal: unknown) =>
    api.as(as)('/api/invoices/actions/adjustInvoice', {
      method: 'POST',
      body: JSON.stringify({
        invoice: { organisationId: publisherId, year: YEAR, month: MONTH, adjustedTotal },
      }),
    });

  it('lets a superuser set and clear an integer total in cents', async () => {
    const set = await adjust(SUPERUSER, 125_000);
    expect(set.status).toBe(200);
    expect(((await set.json()) as Invoice).attributes.adjustedTotal).toBe(125_000);
    const fraction = await adjust(SUPERUSER, 12.5);
    expect(fraction.status).toBe(400);
    expect(((await fraction.json()) as { message: string }).message).toBe('Veld moet een geheel getal zijn');
    const cleared = await adjust(SUPERUSER, null);
    expect(((await cleared.json()) as Invoice).attributes.adjustedTotal).toBeNull();
  });

  it('is for superusers only and writes an audit entry', async () => {
    expect((await adjust(PUBLISHER_ADMIN, 100)).status).toBe(403);
    const [entry] = (
      (await api.db.execute(
        sql`select object_type, request from audit_entries where object_type = 'Invoice' order by id desc limit 1`,
      )) as unknown as { rows: { object_type: string }[] }
    ).rows;
    expect(entry?.object_type).toBe('Invoice');
  });
});
