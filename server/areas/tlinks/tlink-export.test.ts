import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import type { Exporter, ExportParams } from '../../jobs/exporter';
import { exporterFile } from '../../test-support/export-run';
import { tlinkExporterAsBefore } from '../../test-support/reports-as-before/tlink-export';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { countTlinks } from './repository';
import { type TlinkExportFilter, tlinkExporter } from './tlink-export';

/*
 * Decision 734: the TLink export's lines are written by the database, and its files are byte for
 * byte what the export wrote from the list's JSON rows before (the oracle in
 * test-support/reports-as-before): the BOM, the Dutch headers, every field, quoting, the ';'
 * separator, the formula guard and the days and moments on Amsterdam's calendar, in the same order,
 * for every sort, the publisher scope and both full-name rules.
 */
const database = seededTestDatabase(0.01);
const db = () => database().db;

/** Every field, under Dutch labels; a few labels need quotes themselves. */
const HEADERS = [
  ['Id', 'id'],
  ['Code', 'licenseCode'],
  ['Product; titel', 'product.title'],
  ['EAN', 'product.ean'],
  ['Product', 'product.toString'],
  ['Uitgever', 'product.publisher.toString'],
  ['School "naam"', 'organisation.toString'],
  ['BRIN', 'organisation.brin'],
  ['Account-id', 'account.id'],
  ['Account', 'account.toString'],
  ['Distributeur', 'distributor.toString'],
  ['Startdatum', 'startDate'],
  ['Activatiedatum', 'activationDate'],
  ['Einddatum', 'endDate'],
  ['Referentie', 'referenceId'],
  ['Status', 'licenseState'],
  ['Licentietype', 'licenseType'],
  ['Aantal', 'amount'],
  ['Automatisch verlengen', 'autoRenew'],
  ['Activatiemethode', 'activationMethod'],
  ['Bron', 'creationMethod'],
  ['Schoolcontract', 'schoolContractReferenceId'],
  [' Aangemaakt', 'createdAt'],
  ['Gewijzigd', 'updatedAt'],
].map(([label, field]) => ({ label: label!, field: field! }));

/** The texts and moments the demo data lacks: what a CSV writer gets wrong first. */
beforeAll(async () => {
  const [first] = await rowsOf<{ id: number; product: number }>(
    db(),
    sql`select min(id)::int as id, min(product_id)::int as product from tlink_licenses`,
  );
  const id = first!.id;
  await db().execute(
    sql`update products set title = ${'=Rekenen; "plus" '}, ean = ean where id = ${first!.product}`,
  );
  await db().execute(sql`update organisations set name = ${' @School\n"De Linde"'}, brin = null
    where id = (select organisation_id from tlink_licenses where id = ${id} + 1)`);
  await db().execute(sql`update tlink_licenses set
      reference_id = case id - ${id} when 0 then ${'-5'} when 1 then ${'regel\r\nnieuw'} when 2 then ${'\tTab'}
        when 3 then ${'de Vries; Jansen'} when 4 then ${"'al geciteerd"} else reference_id end,
      school_contract_reference_id = case id - ${id} when 5 then ${'+31 6 12345678'} when 6 then ${'ü€ 😀'}
        else school_contract_reference_id end,
      -- Summer and winter time, the switch nights and Amsterdam's midnight.
      start_date = case id - ${id} when 0 then '2026-03-29T00:59:59Z'::timestamptz
        when 1 then '2026-03-29T01:00:00Z' when 2 then '2025-12-31T23:00:00Z' when 3 then '2025-12-31T22:59:59.999Z'
        else start_date end,
      end_date = case id - ${id} when 0 then '2026-10-24T22:00:00Z'::timestamptz when 1 then '2026-10-24T21:59:59Z'
        when 4 then null else end_date end,
      activation_date = case id - ${id} when 2 then '2026-06-30T22:00:00.123456Z'::timestamptz else activation_date end,
      created_at = case id - ${id} when 0 then '2026-10-25T00:30:00Z'::timestamptz when 1 then '2026-10-25T01:30:00Z'
        when 2 then '2026-03-29T01:59:59.999Z' else created_at end,
      organisation_id = case id - ${id} when 7 then null else organisation_id end,
      distributor_id = case id - ${id} when 7 then null else distributor_id end,
      account_id = case id - ${id} when 7 then null else account_id end
    where id between ${id} and ${id} + 7`);
  // An account without e-mail: named by its full name where that may be seen, else by its number;
  // another without e-mail and without a name: by its number for everyone.
  await db().execute(sql`update accounts set email = null, first_name = ${'Jan "JJ"'}, tussenvoegsels = 'de',
      family_name = ${'Vries; van'} where id = (select min(account_id) from tlink_licenses where account_id is not null)`);
  await db().execute(sql`update accounts set email = null, first_name = null, tussenvoegsels = null, family_name = null
      where id = (select max(account_id) from tlink_licenses)`);
  await db().execute(sql`analyze`);
}, 120_000);

/** The export file of `params` as `exporter` writes it, pages of `pageSize` rows. */
const exportFile = (exporter: Exporter, params: ExportParams, pageSize: number) =>
  exporterFile(db(), 'tlinklicenses', HEADERS, exporter, params, pageSize);

/** The one number `query` answers (as `id`). */
const idOf = async (query: SQL) => (await rowsOf<{ id: number }>(db(), query))[0]!.id;

describe('the TLink export written by the database (decision 734)', () => {
  const cases: [string, () => Promise<ExportParams>][] = [
    [
      'by code, everyone, full names',
      async () => ({
        filter: { scopeUitgeverId: null, scopeFullNames: true },
        sort: { field: 'licenseCode', direction: 'ASC' },
      }),
    ],
    [
      'by end date descending (empty end dates first), without full names',
      async () => ({
        filter: { scopeUitgeverId: null, scopeFullNames: false },
        sort: { field: 'endDate', direction: 'DESC' },
      }),
    ],
    [
      'by start date, a publisher-bound administrator',
      async () => ({
        filter: {
          scopeUitgeverId: await idOf(
            sql`select organisation_id::int as id from products where title like '=Rekenen%'`,
          ),
          scopeFullNames: false,
        },
        sort: { field: 'startDate', direction: 'ASC' },
      }),
    ],
    [
      'by creation descending, two states',
      async () => ({
        filter: { scopeUitgeverId: null, scopeFullNames: true, licenseState: ['ACTIVE', 'AVAILABLE'] },
        sort: { field: 'createdAt', direction: 'DESC' },
      }),
    ],
    [
      'by change, one product',
      async () => ({
        filter: {
          scopeUitgeverId: null,
          scopeFullNames: true,
          product: await idOf(sql`select min(product_id)::int as id from tlink_licenses`),
        },
        sort: { field: 'updatedAt', direction: 'ASC' },
      }),
    ],
  ];

  it.each(cases)('writes the same bytes as the JSON rows did: %s', async (_, paramsOf) => {
    const params = await paramsOf();
    const before = await exportFile(tlinkExporterAsBefore, params, 97);
    const now = await exportFile(tlinkExporter, params, 97);
    const { scopeUitgeverId, scopeFullNames: _names, ...filter } = params.filter as TlinkExportFilter;
    const total = await countTlinks(db(), filter, scopeUitgeverId);
    expect(total).toBeGreaterThan(0);
    expect(before.rows).toBe(total);
    expect(now.rows).toBe(total);
    expect(now.text).toBe(before.text);
    // Another page size reads the same lines.
    expect((await exportFile(tlinkExporter, params, 1000)).text).toBe(before.text);
  });

  it('holds the demo data the comparison needs: quotes, a guarded formula, summer and winter time', async () => {
    const { text } = await exportFile(
      tlinkExporter,
      {
        filter: { scopeUitgeverId: null, scopeFullNames: true },
        sort: { field: 'licenseCode', direction: 'ASC' },
      },
      1000,
    );
    expect(
      text.startsWith('\uFEFFId;Code;"Product; titel";EAN;Product;Uitgever;"School ""naam""";BRIN;'),
    ).toBe(true);
    expect(text).toContain(`"'=Rekenen; ""plus"" "`);
    expect(text).toContain(`"'=Rekenen; ""plus""  (`);
    expect(text).toContain('" @School\n""De Linde"""');
    expect(text).toContain('Jan "JJ" de Vries; van'.replaceAll('"', '""'));
    expect(text).toContain(';29-03-2026;'); // 2026-03-29T01:00Z is 03:00 summer time
    expect(text).toContain(';01-01-2026;'); // 2025-12-31T23:00Z is Amsterdam's new year
    expect(text).toContain(';31-12-2025;'); // a millisecond before it
    expect(text).toContain(';25-10-2026 02:30:00;'); // both 02:30s of the night of the switch
    expect(text).toContain(';01-07-2026;'); // Amsterdam's midnight, 22:00 UTC
    expect(text).toMatch(/;account: \d+;/);
  });
});
