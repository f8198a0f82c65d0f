import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../test-support/database';
import type { Db } from './connect';
import { accounts } from './schema/accounts';
import { logEntries, logEntryLines } from './schema/logs';
import { organisations } from './schema/organisations';
import { poLicenses } from './schema/po-licenses';
import { prices, products } from './schema/products';
import { schoolYears } from './schema/school-years';
import { tlinkLicenses } from './schema/tlinks';

let database: Awaited<ReturnType<typeof freshTestDatabase>>;
let db: Db;
let publisherId: number;
let productId: number;

/** The database's error for a statement (drizzle wraps the driver's error as `cause`). */
async function failure(statement: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? {};
    return { code: cause.code, constraint: cause.constraint };
  }
  throw new Error('expected the statement to fail');
}

const product = (ean: string) => ({
  title: 'Taalverhaal Nederlands groep 5',
  ean,
  productType: 'WEB_BROWSER',
  organisationId: publisherId,
  intendedEndUserRole: 'Onderwijsvolger',
  introductionDate: new Date('2025-01-01T00:00:00Z'),
  endOfLifeDate: new Date('2030-01-01T00:00:00Z'),
});

const licence = (licenseCode: string, extra: Partial<typeof tlinkLicenses.$inferInsert> = {}) => ({
  licenseCode,
  productId,
  creationMethod: 'BEHEER',
  ...extra,
});

beforeAll(async () => {
  database = await freshTestDatabase();
  db = database.db;
  const [publisher] = await db
    .insert(organisations)
    .values({ esn: 'UIT9999', name: 'Uitgeverij Test', type: ['Uitgever'] })
    .returning({ id: organisations.id });
  publisherId = publisher!.id;
  const [row] = await db.insert(products).values(product('9789012345672')).returning({ id: products.id });
  productId = row!.id;
});
afterAll(() => database?.drop());

describe('constraints that protect the data', () => {
  it('refuses a second licence with the same TLink code', async () => {
    await db.insert(tlinkLicenses).values(licence('ABCD2345'));
    expect(await failure(db.insert(tlinkLicenses).values(licence('ABCD2345')))).toMatchObject({
      code: '23505',
      constraint: 'tlink_licenses_code_unique',
    });
  });

  it('refuses a TLink code that is not 8 capitals or digits', async () => {
    expect((await failure(db.insert(tlinkLicenses).values(licence('abcd234')))).constraint).toBe(
      'tlink_licenses_code_check',
    );
  });

  it('refuses a licence state and a source outside the enumerations', async () => {
    expect(
      await failure(db.insert(tlinkLicenses).values(licence('EFGH2345', { licenseState: 'GESTOLEN' }))),
    ).toMatchObject({
      code: '23514',
      constraint: 'tlink_licenses_state_check',
    });
    expect(
      (await failure(db.insert(tlinkLicenses).values(licence('EFGH2346', { creationMethod: 'FAX' }))))
        .constraint,
    ).toBe('tlink_licenses_source_check');
  });

  it('refuses a licence for a product that does not exist', async () => {
    expect(
      await failure(db.insert(tlinkLicenses).values({ ...licence('JKMN2345'), productId: productId + 1000 })),
    ).toMatchObject({ code: '23503' });
  });

  it('refuses an EAN that is not 13 digits starting 1-9, and a duplicate EAN', async () => {
    for (const ean of ['0789012345672', '978901234567', '97890123456AB']) {
      expect((await failure(db.insert(products).values(product(ean)))).constraint).toBe('products_ean_check');
    }
    expect((await failure(db.insert(products).values(product('9789012345672')))).constraint).toBe(
      'products_ean_unique',
    );
  });

  it('refuses two prices with the same VAT rate on one product, and a negative amount', async () => {
    await db.insert(prices).values({ productId, amount: 1995, vat: '9.00' });
    expect(await failure(db.insert(prices).values({ productId, amount: 2495, vat: '9' }))).toMatchObject({
      code: '23505',
      constraint: 'prices_product_vat_unique',
    });
    expect(
      (await failure(db.insert(prices).values({ productId, amount: -1, vat: '21.00' }))).constraint,
    ).toBe('prices_amount_check');
  });

  it('refuses browsers outside the enumeration', async () => {
    expect(
      (
        await failure(
          db.insert(products).values({ ...product('9789012345689'), browsers: ['CHROME', 'NETSCAPE'] }),
        )
      ).constraint,
    ).toBe('products_browsers_check');
  });

  it('refuses a malformed meldcode and a log line with both or neither text', async () => {
    expect((await failure(db.insert(logEntries).values({ meldcode: 'AB-12345' }))).constraint).toBe(
      'log_entries_meldcode_check',
    );
    const [entry] = await db
      .insert(logEntries)
      .values({ meldcode: 'AB1-2C3D' })
      .returning({ id: logEntries.id });
    expect(
      (await failure(db.insert(logEntryLines).values({ logEntryId: entry!.id, info: 'a', error: 'b' })))
        .constraint,
    ).toBe('log_entry_lines_text_check');
  });

  it('refuses a school year that does not run from 1 August to 31 July', async () => {
    await db
      .insert(schoolYears)
      .values({ name: '2026-2027', startDate: '2026-08-01', endDate: '2027-07-31' });
    expect(
      (
        await failure(
          db
            .insert(schoolYears)
            .values({ name: '2027-2029', startDate: '2027-08-01', endDate: '2029-07-31' }),
        )
      ).constraint,
    ).toBe('school_years_shape_check');
  });

  it('refuses PO groups outside 0-8', async () => {
    expect((await failure(db.insert(poLicenses).values({ productId, groups: [1, 9] }))).constraint).toBe(
      'po_licenses_groups_check',
    );
  });

  it('keeps a product with licences from being deleted, and clears the account of a licence when the account goes', async () => {
    // ON DELETE RESTRICT: 23001 restrict_violation on PostgreSQL 17 (PGlite), 23503 on PostgreSQL 15;
    // the API maps both to a 409 listing the blocking licences.
    const { code } = await failure(db.delete(products).where(sql`${products.id} = ${productId}`));
    expect(['23001', '23503']).toContain(code);
    const [account] = await db
      .insert(accounts)
      .values({ email: 'x@example.nl' })
      .returning({ id: accounts.id });
    await db
      .insert(tlinkLicenses)
      .values(licence('PQRS2345', { accountId: account!.id, licenseState: 'ACTIVE' }));
    await db.delete(accounts).where(sql`${accounts.id} = ${account!.id}`);
    const [row] = await db
      .select({ accountId: tlinkLicenses.accountId })
      .from(tlinkLicenses)
      .where(sql`${tlinkLicenses.licenseCode} = 'PQRS2345'`);
    expect(row).toEqual({ accountId: null });
  });
});
