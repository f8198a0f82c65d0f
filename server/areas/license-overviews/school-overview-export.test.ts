import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SchoolOverviewFilter } from '../../../domain/schemas/tlink-overviews';
import { TOTAL_ONLY } from '../../db/list-page';
import { rowsOf } from '../../db/rows';
import type { Exporter, ExportParams } from '../../jobs/exporter';
import { exporterFile } from '../../test-support/export-run';
import { schoolOverviewExporterAsBefore } from '../../test-support/reports-as-before/school-overview-export';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { listSchoolOverview, type OverviewViewer, type SchoolSortField } from './repository';
import { schoolOverviewExporter } from './school-overview-export';

/*
 * Decision 736: the school-overview export walks the school order by keyset, its lines written by
 * the database, and its files are byte for byte what the former exporter wrote from the list's JSON
 * rows by offset (the oracle in test-support/reports-as-before), for every filter, both directions,
 * total order, the title order (still by offset), the publisher scope and the Basispoort-only view, with pages that end within a
 * school and within a distributor.
 */
const database = seededTestDatabase(0.01);
const db = () => database().db;

const HEADERS = [
  ['School; naam', 'schoolName'],
  ['BRIN', 'brin'],
  ['Distributeur "naam"', 'distributorName'],
  ['Titel', 'productTitle'],
  ['EAN', 'productEan'],
  [' Beschikbaar', 'available'],
  ['Actief', 'active'],
  ['Service', 'service'],
  ['Totaal', 'total'],
].map(([label, field]) => ({ label: label!, field: field! }));

/** The one number `query` answers (as `id`). */
const idOf = async (query: SQL) => (await rowsOf<{ id: number }>(db(), query))[0]!.id;

/** The texts the demo data lacks, two schools of one name, two distributors of one name, licences without distributor. */
beforeAll(async () => {
  const schools = await rowsOf<{ id: number }>(
    db(),
    sql`select distinct organisation_id::int as id from tlink_licenses where organisation_id is not null order by 1 limit 4`,
  );
  const [a, b, c, e] = schools.map((s) => s.id);
  await db().execute(
    sql`update organisations set name = ${' @School\n"De Linde"; oost'}, brin = null where id = ${a}`,
  );
  await db().execute(sql`update organisations set name = ${'=Tweeling'} where id in (${b}, ${c})`);
  await db().execute(sql`update organisations set name = ${'-'} where id = ${e}`);
  await db().execute(sql`update products set title = ${'+Rekenen; "plus" '}
    where id = (select min(product_id) from tlink_licenses)`);
  await db().execute(sql`update products set title = ${'\tTaal'}
    where id = (select max(product_id) from tlink_licenses)`);
  await db().execute(sql`update organisations set name = ${'Dezelfde distributeur'}
    where id in (select distinct distributor_id from tlink_licenses where distributor_id is not null order by 1 limit 2)`);
  await db().execute(sql`update tlink_licenses set distributor_id = null
    where id in (select id from tlink_licenses where organisation_id in (${a}, ${b}) order by id limit 40)`);
  await db().execute(sql`analyze`);
}, 120_000);

const EVERYONE: OverviewViewer = { uitgeverId: null, basispoortOnly: false };

/** The export file of `params` as `exporter` writes it, pages of `pageSize` rows. */
const exportFile = (exporter: Exporter, params: ExportParams, pageSize: number) =>
  exporterFile(db(), 'tlinklicenseschooloverviews', HEADERS, exporter, params, pageSize);

type Case = [string, () => Promise<{ filter: SchoolOverviewFilter; viewer?: OverviewViewer; sort?: string }>];

const publisherOf = sql`select p.organisation_id::int as id from products p
  where p.id = (select min(product_id) from tlink_licenses)`;

const cases: Case[] = [
  ['school order, everyone', async () => ({ filter: {} })],
  ['school order descending', async () => ({ filter: {}, sort: 'DESC-schoolName' })],
  [
    'a publisher-bound administrator',
    async () => ({ filter: {}, viewer: { uitgeverId: await idOf(publisherOf), basispoortOnly: false } }),
  ],
  [
    'Basispoort licences only',
    async () => ({ filter: {}, viewer: { uitgeverId: null, basispoortOnly: true } }),
  ],
  ['the publisher filter', async () => ({ filter: { publisher: await idOf(publisherOf) } })],
  [
    'a publisher filter of another publisher, as a publisher-bound administrator',
    async () => ({
      filter: { publisher: await idOf(sql`select max(organisation_id)::int as id from products`) },
      viewer: { uitgeverId: await idOf(publisherOf), basispoortOnly: false },
    }),
  ],
  [
    'one school',
    async () => ({
      filter: { school: await idOf(sql`select min(organisation_id)::int as id from tlink_licenses`) },
    }),
  ],
  [
    'one distributor',
    async () => ({
      filter: { distributor: await idOf(sql`select min(distributor_id)::int as id from tlink_licenses`) },
    }),
  ],
  [
    'one product',
    async () => ({
      filter: { product: await idOf(sql`select min(product_id)::int as id from tlink_licenses`) },
    }),
  ],
  [
    'one licence type',
    async () => ({
      filter: {
        type: (
          await rowsOf<{ type: 'AANTAL' }>(db(), sql`select min(license_type) as type from license_models`)
        )[0]!.type,
      },
    }),
  ],
  [
    'distributor and publisher, descending',
    async () => ({
      filter: {
        distributor: await idOf(sql`select min(distributor_id)::int as id from tlink_licenses`),
        publisher: await idOf(publisherOf),
      },
      sort: 'DESC-schoolName',
    }),
  ],
  [
    'created in a range (the offset pages)',
    async () => ({ filter: { fromDate: '2020-01-01', toDate: '2030-12-31' } }),
  ],
  ['total descending', async () => ({ filter: {}, sort: 'DESC-total' })],
  [
    'total ascending, one distributor',
    async () => ({
      filter: { distributor: await idOf(sql`select max(distributor_id)::int as id from tlink_licenses`) },
      sort: 'ASC-total',
    }),
  ],
  [
    'total descending, a publisher-bound administrator seeing Basispoort licences only',
    async () => ({
      filter: {},
      viewer: { uitgeverId: await idOf(publisherOf), basispoortOnly: true },
      sort: 'DESC-total',
    }),
  ],
  [
    'total descending, the publisher filter and one licence type',
    async () => ({
      filter: {
        publisher: await idOf(publisherOf),
        type: (
          await rowsOf<{ type: 'AANTAL' }>(db(), sql`select max(license_type) as type from license_models`)
        )[0]!.type,
      },
      sort: 'DESC-total',
    }),
  ],
  [
    'total, one school',
    async () => ({
      filter: { school: await idOf(sql`select max(organisation_id)::int as id from tlink_licenses`) },
      sort: 'ASC-total',
    }),
  ],
  [
    'total, one product',
    async () => ({
      filter: { product: await idOf(sql`select max(product_id)::int as id from tlink_licenses`) },
      sort: 'DESC-total',
    }),
  ],
  ['title (the offset pages)', async () => ({ filter: {}, sort: 'ASC-productTitle' })],
];

describe('the school-overview export by keyset, lines written by the database (decision 736)', () => {
  it.each(cases)('writes the same bytes as the JSON rows by offset did: %s', async (name, caseOf) => {
    const { filter, viewer = EVERYONE, sort: sortText = 'ASC-schoolName' } = await caseOf();
    const [direction, field] = sortText.split('-') as ['ASC' | 'DESC', SchoolSortField];
    const sort = { field, direction };
    const params: ExportParams = { filter: { ...filter, viewer }, sort };
    const before = await exportFile(schoolOverviewExporterAsBefore, params, 7);
    const { total } = await listSchoolOverview(db(), filter, viewer, sort, TOTAL_ONLY);
    expect(before.rows).toBe(total);
    // Only the other publisher's filter, as a publisher-bound administrator, sees nothing.
    expect(total > 0).toBe(!name.startsWith('a publisher filter of another'));
    for (const pageSize of [7, 97, 1000]) {
      const now = await exportFile(schoolOverviewExporter, params, pageSize);
      expect(now.rows).toBe(total);
      expect(now.text).toBe(before.text);
    }
  });

  it('holds the rows the comparison needs: quotes, guarded formulas, no BRIN, no distributor', async () => {
    const params = { filter: { viewer: EVERYONE }, sort: { field: 'schoolName', direction: 'ASC' as const } };
    const { text, rows } = await exportFile(schoolOverviewExporter, params, 1000);
    expect(rows).toBeGreaterThan(200);
    expect(
      text.startsWith('\uFEFF"School; naam";BRIN;"Distributeur ""naam""";Titel;EAN;" Beschikbaar";'),
    ).toBe(true);
    expect(text).toContain(`\r\n" @School\n""De Linde""; oost";;`);
    expect(text).toContain(`\r\n'=Tweeling;`);
    expect(text).toContain(`\r\n'-;`);
    expect(text).toContain(`;"'+Rekenen; ""plus"" ";`);
    expect(text).toContain(`;'\tTaal;`);
    expect(text).toMatch(/\r\n[^\r]*;;[^;\r]+;\d+;\d+;\d+;\d+;\d+\r\n/); // a group without distributor
    expect(text).toContain(';Dezelfde distributeur;');
  });
});
