import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../domain/dates';
import type { SchoolOverviewFilter } from '../../../domain/schemas/tlink-overviews';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';
import { expectExportAsList } from '../../test-support/reports-as-before/export-as-list';
import { expectPagesAsBefore, queryOf } from '../../test-support/reports-as-before/page';
import { schoolOverviewAsBefore } from '../../test-support/reports-as-before/school-overview';
import { statusOverviewAsBefore } from '../../test-support/reports-as-before/status-overview';
import { writeWhatReportsCount } from '../../test-support/reports-as-before/writes';

/*
 * Issue 21: speed did not change a number. Licenties per school and Licenties per maand answer
 * every filter, sort and page with exactly the rows and Content-Range of the queries they ran
 * before kept counts (server/test-support/reports-as-before/), on the same demo data, as the
 * superuser, as a publisher-bound administrator and (the school overview) with alleen_basispoort_inzien.
 */

const api = fileApiHarness({ scale: 0.01 });

/** A licence of the publisher-bound administrator's publisher: its school, distributor, product, publisher and day. */
let sample: { school: number; distributor: number; product: number; publisher: number; day: string };

beforeAll(async () => {
  const [row] = await rowsOf<typeof sample>(
    api.db,
    sql`select t.organisation_id as school, t.distributor_id as distributor, t.product_id as product,
        p.organisation_id as publisher,
        to_char(t.created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day
      from tlink_licenses t join products p on p.id = t.product_id
      where t.organisation_id is not null and t.distributor_id is not null
        and p.organisation_id = (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN})
      order by t.id limit 1 offset 5`,
  );
  sample = row!;
});

/** Creation-day ranges: one day, a whole month, months with days before and after, from or to a day only. */
function ranges(): SchoolOverviewFilter[] {
  const month = sample.day.slice(0, 7);
  const lastDay = addDays(`${addMonths(month, 1)}-01`, -1);
  return [
    { fromDate: sample.day, toDate: sample.day },
    { fromDate: `${month}-01`, toDate: lastDay },
    { fromDate: addDays(`${addMonths(month, -2)}-01`, 9), toDate: addDays(lastDay, 5) },
    { fromDate: sample.day },
    { toDate: sample.day },
  ];
}

const SORTS = ['schoolName', 'productTitle', 'total'].flatMap((field) =>
  (['ASC', 'DESC'] as const).map((direction) => ({ field: field as 'schoolName', direction })),
);

/**
 * The sorts a filter is read in: every sort where the kept groups answer it in buckets (no
 * school, distributor, product or type filter, no days); both school orders and one other where
 * kept months answer a range of days (decision 550); two orders where the API counts the licences.
 */
function sortsOf(filter: SchoolOverviewFilter) {
  const narrow = filter.school || filter.distributor || filter.product || filter.type;
  if (narrow || !filter.fromDate !== !filter.toDate) return [SORTS[0]!, SORTS[5]!];
  return filter.fromDate ? [SORTS[0]!, SORTS[1]!, SORTS[5]!] : SORTS;
}

async function expectSchoolOverviewAsBefore(
  as: string,
  viewer: { uitgeverId: number | null; basispoortOnly: boolean },
  filters: SchoolOverviewFilter[],
) {
  let rows = 0;
  for (const filter of filters)
    for (const sort of sortsOf(filter)) {
      const path = `/api/tlinklicenseschooloverviews?${queryOf({ ...filter, sort: `${sort.direction}-${sort.field}` })}`;
      rows += await expectPagesAsBefore(api, as, path, 40, (page) =>
        schoolOverviewAsBefore(api.db, filter, viewer, sort, page),
      );
    }
  return rows;
}

/** Status overview ranges ([fromDate, toDate) days): a day, a month, months with days around them, a year. */
function statusRanges() {
  const month = sample.day.slice(0, 7);
  const next = `${addMonths(month, 1)}-01`;
  return [
    { fromDate: sample.day, toDate: addDays(sample.day, 1) },
    { fromDate: `${month}-01`, toDate: next },
    { fromDate: addDays(`${addMonths(month, -3)}-01`, 12), toDate: addDays(next, 3) },
    { fromDate: `${addMonths(month, -12)}-01`, toDate: next },
  ];
}

/** Every status range, for all publishers and for each of `publishers`, as before. Answers the rows compared. */
async function expectStatusOverviewAsBefore(publishers: number[]) {
  let rows = 0;
  for (const range of statusRanges())
    for (const filter of [range, ...publishers.map((publisherId) => ({ ...range, publisherId }))]) {
      const before = await statusOverviewAsBefore(api.db, filter);
      const response = await api.as(SUPERUSER)(`/api/tlinklicenses/statusOverview?${queryOf(filter)}`);
      expect(response.status).toBe(200);
      expect(await response.json(), queryOf(filter)).toEqual(before);
      rows += before.length;
    }
  return rows;
}

describe('Licenties per school and per maand: the numbers of the queries before kept counts', () => {
  it('GET /api/tlinklicenseschooloverviews as the superuser: every main filter, sort, first and deep page', async () => {
    const filters: SchoolOverviewFilter[] = [
      {},
      { school: sample.school },
      { distributor: sample.distributor },
      { product: sample.product },
      { publisher: sample.publisher },
      { type: 'SCHOOLJAARLICENTIE' },
      { school: sample.school, distributor: sample.distributor },
      ...ranges(),
      { ...ranges()[2], publisher: sample.publisher },
    ];
    expect(
      await expectSchoolOverviewAsBefore(SUPERUSER, { uitgeverId: null, basispoortOnly: false }, filters),
    ).toBeGreaterThan(500);
  });

  it('GET /api/tlinklicenseschooloverviews as a publisher-bound administrator: their publisher only, the same way', async () => {
    const filters: SchoolOverviewFilter[] = [
      {},
      { school: sample.school },
      { distributor: sample.distributor },
      { product: sample.product },
      ...ranges(),
    ];
    expect(
      await expectSchoolOverviewAsBefore(
        PUBLISHER_ADMIN,
        { uitgeverId: sample.publisher, basispoortOnly: false },
        filters,
      ),
    ).toBeGreaterThan(100);
  });

  it('GET /api/tlinklicenseschooloverviews with alleen_basispoort_inzien: Basispoort-made licences only, the same way', async () => {
    const basispoort = await api.staffWith('alleen-basispoort', ['alleen_basispoort_inzien']);
    const filters: SchoolOverviewFilter[] = [{}, { product: sample.product }, ranges()[2]!];
    const viewer = { uitgeverId: null, basispoortOnly: true };
    expect(await expectSchoolOverviewAsBefore(basispoort, viewer, filters)).toBeGreaterThan(50);
  });

  it('GET /api/tlinklicenses/statusOverview: every range and publisher as before; still the superuser only', async () => {
    expect(await expectStatusOverviewAsBefore([sample.publisher])).toBeGreaterThan(20);
    const publisher = await api.as(PUBLISHER_ADMIN)(
      `/api/tlinklicenses/statusOverview?${queryOf(statusRanges()[1]!)}`,
    );
    expect(publisher.status).toBe(403);
  });

  it("the CSV export under the console's Dutch column labels carries the numbers of the list", async () => {
    const columns = [
      ['School', 'schoolName'],
      ['Distributeur', 'distributorName'],
      ['BRIN', 'brin'],
      ['Product', 'productTitle'],
      ['EAN', 'productEan'],
      ['Beschikbaar', 'available'],
      ['Actief', 'active'],
      ['Service', 'service'],
      ['Totaal', 'total'],
    ] as const;
    const query = queryOf({ publisher: sample.publisher, sort: 'DESC-total' });
    expect(await expectExportAsList(api, 'tlinklicenseschooloverviews', query, columns)).toBeGreaterThan(10);
  });

  // Last: it writes. The kept groups, months and repeats follow every kind of write as the old query.
  it('after a product moves publisher and licences are activated, revoked, moved, re-dated and deleted: the same numbers', async () => {
    const other = await writeWhatReportsCount(api.db, sample.publisher);
    const superuser = { uitgeverId: null, basispoortOnly: false };
    const filters: SchoolOverviewFilter[] = [
      {},
      { publisher: sample.publisher },
      { publisher: other },
      ranges()[2]!,
      { ...ranges()[2]!, publisher: other },
    ];
    expect(await expectSchoolOverviewAsBefore(SUPERUSER, superuser, filters)).toBeGreaterThan(200);
    const own = { uitgeverId: sample.publisher, basispoortOnly: false };
    expect(await expectSchoolOverviewAsBefore(PUBLISHER_ADMIN, own, [{}, ranges()[2]!])).toBeGreaterThan(50);
    expect(await expectStatusOverviewAsBefore([sample.publisher, other])).toBeGreaterThan(20);
  });
});
