import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TlinkListFilter } from '../../../domain/schemas/tlink';
import { compactListCounters } from '../../db/counters/list-counters';
import { rowsOf } from '../../db/rows';
import type { Sort } from '../../http/list';
import { dutchDayOf, edgeOffsets } from '../../test-support/edge-offsets';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { deepPageKeys } from './deep-pages';
import { countTlinks, listTlinks, type TlinkRow, tlinkConditions } from './repository';

/**
 * Deep TLink pages start at their counter bucket (decision 129): every page must be exactly the one
 * an OFFSET walk gives, in both directions, for every filter and scope the counters are keyed by,
 * before and after compaction, and at the edges (around the first row of a bucket, the last page,
 * past the end).
 */

const database = seededTestDatabase(0.01);

type Field = 'licenseCode' | 'createdAt';
type Case = { field: Field; filter: TlinkListFilter; uitgeverId: number | null };

const codePrefix = (row: TlinkRow) => row.licence.licenseCode.slice(0, 2);
const bucketOf = (field: Field) =>
  field === 'licenseCode' ? codePrefix : (row: TlinkRow) => dutchDayOf(row.licence.createdAt);

/** Every list a counter seeks in: state filters and publishers in code order, created order unfiltered and a publisher's. */
async function cases(): Promise<Case[]> {
  const [busiest] = await rowsOf<{ publisher: number }>(
    database().db,
    sql`select publisher_id as publisher from tlink_licenses group by 1 order by count(*) desc limit 1`,
  );
  const publisher = busiest!.publisher;
  const code = (filter: TlinkListFilter, uitgeverId: number | null = null): Case => ({
    field: 'licenseCode',
    filter,
    uitgeverId,
  });
  return [
    code({}),
    code({ licenseState: ['ACTIVE'] }),
    code({ licenseState: ['AVAILABLE', 'REVOKED'] }),
    code({ hideExpirableStates: true }),
    code({ showExpirableStates: true }),
    code({ publisher }),
    code({}, publisher),
    code({ publisher }, publisher),
    { field: 'createdAt', filter: {}, uitgeverId: null },
    { field: 'createdAt', filter: { publisher }, uitgeverId: null },
    { field: 'createdAt', filter: {}, uitgeverId: publisher },
    { field: 'createdAt', filter: { publisher }, uitgeverId: publisher },
  ];
}

const LIMIT = 25;

/** Whether a counter seeks this page (the WHERE and ORDER BY do not decide it). */
const seeks = (
  filter: TlinkListFilter,
  uitgeverId: number | null,
  field: 'licenseCode' | 'createdAt' | 'endDate',
  offset = 20_000,
) =>
  deepPageKeys(
    { filter, uitgeverId, where: undefined, sort: { field, direction: 'ASC' }, orderBy: [] },
    { offset, limit: LIMIT },
  ) !== null;

/** A page, sought (from offset 0 on) or walked (never sought). */
function list(c: Case, direction: 'ASC' | 'DESC', page: { offset: number; limit: number }, seek: boolean) {
  const sort: Sort<Field> = { field: c.field, direction };
  return listTlinks(database().db, c.filter, c.uitgeverId, sort, page, {
    seekFrom: seek ? 0 : Number.POSITIVE_INFINITY,
  });
}

async function expectSoughtEqualsWalked() {
  for (const c of await cases()) {
    const total = await countTlinks(database().db, c.filter, c.uitgeverId, { counters: false });
    const { rows } = await list(c, 'ASC', { offset: 0, limit: total }, false);
    expect(rows.length, JSON.stringify(c)).toBeGreaterThan(LIMIT);
    for (const offset of edgeOffsets(rows.map(bucketOf(c.field)), LIMIT)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const walked = await list(c, direction, { offset, limit: LIMIT }, false);
        const sought = await list(c, direction, { offset, limit: LIMIT }, true);
        expect(sought.total).toBe(walked.total);
        expect(
          sought.rows.map((row) => row.licence.id),
          `${JSON.stringify(c)} ${direction} ${offset}`,
        ).toEqual(walked.rows.map((row) => row.licence.id));
      }
    }
  }
}

// Hundreds of page comparisons on a seeded database: minutes on a loaded two-core machine.
describe('deep TLink pages (decision 129)', { timeout: 180_000 }, () => {
  it("are sought in code order for state filters or a publisher, in created order unfiltered or a publisher's", () => {
    expect(seeks({}, null, 'licenseCode', 10_000)).toBe(true);
    expect(seeks({}, null, 'licenseCode', 9_999)).toBe(false);
    expect(seeks({ licenseState: ['ACTIVE'] }, null, 'licenseCode')).toBe(true);
    expect(seeks({ licenseState: [], hideExpirableStates: true }, null, 'licenseCode')).toBe(true);
    expect(seeks({ creationMethod: ['API'] }, null, 'licenseCode')).toBe(false);
    expect(seeks({ product: 3 }, null, 'licenseCode')).toBe(false);
    expect(seeks({ licenseCode: 'AB' }, null, 'licenseCode')).toBe(false);
    expect(seeks({}, 4, 'licenseCode')).toBe(true);
    expect(seeks({ publisher: 4 }, null, 'licenseCode')).toBe(true);
    expect(seeks({ publisher: 4 }, 5, 'licenseCode')).toBe(true);
    expect(seeks({ licenseState: ['ACTIVE'] }, 4, 'licenseCode')).toBe(false);
    expect(seeks({ publisher: 4, licenseState: ['ACTIVE'] }, null, 'licenseCode')).toBe(false);
    expect(seeks({}, null, 'createdAt')).toBe(true);
    expect(seeks({}, 4, 'createdAt')).toBe(true);
    expect(seeks({ publisher: 4 }, null, 'createdAt')).toBe(true);
    expect(seeks({ publisher: 4 }, 5, 'createdAt')).toBe(true);
    expect(seeks({ licenseState: ['ACTIVE'] }, 4, 'createdAt')).toBe(false);
    expect(seeks({ publisher: 4, createdFrom: '2026-01-01' }, null, 'createdAt')).toBe(false);
    expect(seeks({ licenseState: ['ACTIVE'] }, null, 'createdAt')).toBe(false);
    expect(seeks({}, null, 'endDate')).toBe(true);
    expect(seeks({}, 4, 'endDate')).toBe(true);
    expect(seeks({ publisher: 4 }, null, 'endDate')).toBe(true);
    expect(seeks({ licenseState: ['ACTIVE'] }, 4, 'endDate')).toBe(false);
    expect(seeks({ licenseState: ['ACTIVE'] }, null, 'endDate')).toBe(false);
    expect(seeks({ publisher: 4 }, null, 'updatedAt' as 'endDate')).toBe(false);
  });

  it('are the pages an offset walk gives, in both directions, at every edge', async () => {
    await expectSoughtEqualsWalked();
  });

  it('stay exact with uncompacted deltas (inserts, moves between states, days and publishers, deletes) and after compaction', async () => {
    const db = database().db;
    await db.execute(sql`
      insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, license_state, creation_method, amount)
      select '2' || lpad(id::text, 7, '0'), product_id, organisation_id, distributor_id, 'ACTIVE', 'API', 1
        from tlink_licenses order by id limit 150`);
    await db.execute(
      sql`update tlink_licenses set license_state = 'REVOKED' where id in (select id from tlink_licenses where license_state = 'ACTIVE' order by license_code limit 60)`,
    );
    await db.execute(
      sql`update tlink_licenses set created_at = created_at - interval '3 days' where id % 7 = 0`,
    );
    // Created on a Dutch midnight and just before it: a created day's edges.
    await db.execute(
      sql`update tlink_licenses set created_at = date_trunc('day', created_at at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam' where id % 11 = 1`,
    );
    await db.execute(
      sql`update tlink_licenses set created_at = (date_trunc('day', created_at at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam') - interval '1 microsecond' where id % 11 = 2`,
    );
    // A product moved to another publisher takes its licences along (decision 127).
    await db.execute(sql`update products set organisation_id = (
        select publisher_id from tlink_licenses group by 1 order by count(*) desc limit 1)
      where id = (select product_id from tlink_licenses group by 1 order by count(*) desc offset 3 limit 1)`);
    await db.execute(sql`delete from tlink_licenses where license_code in (
      select license_code from tlink_licenses where account_id is null order by license_code desc limit 40)`);
    await expectSoughtEqualsWalked();
    await compactListCounters(db);
    await expectSoughtEqualsWalked();
  });
});

type EndCase = { filter: TlinkListFilter; uitgeverId: number | null };

/** The lists sought by end date: unfiltered, and the busiest publisher's by filter, by scope and both (decision 722). */
async function endCases(): Promise<EndCase[]> {
  const [busiest] = await rowsOf<{ publisher: number }>(
    database().db,
    sql`select publisher_id as publisher from tlink_licenses group by 1 order by count(*) desc limit 1`,
  );
  const publisher = busiest!.publisher;
  return [
    { filter: {}, uitgeverId: null },
    { filter: { publisher }, uitgeverId: null },
    { filter: {}, uitgeverId: publisher },
    { filter: { publisher }, uitgeverId: publisher },
  ];
}

/** A page by end date, sought (from offset 0 on) or walked with OFFSET. */
function byEndDate(c: EndCase, direction: 'ASC' | 'DESC', offset: number, seek: boolean) {
  return listTlinks(
    database().db,
    c.filter,
    c.uitgeverId,
    { field: 'endDate', direction },
    { offset, limit: LIMIT },
    { seekFrom: seek ? 0 : Number.POSITIVE_INFINITY },
  );
}

/** Every page, and every offset around the undated licences' edge, sought equals walked both ways. */
async function expectEndDatePagesEqualWalked() {
  for (const c of await endCases()) {
    const total = await countTlinks(database().db, c.filter, c.uitgeverId, { counters: false });
    const [row] = await rowsOf<{ n: number }>(
      database().db,
      sql`select count(*)::int as n from tlink_licenses
           where end_date is null and ${tlinkConditions(c.filter, c.uitgeverId) ?? sql`true`}`,
    );
    const undated = row!.n;
    expect(undated, JSON.stringify(c)).toBeGreaterThan(LIMIT);
    const edges = [total - undated, undated].flatMap((edge) => [edge - LIMIT, edge - 1, edge, edge + 1]);
    const offsets = new Set([
      ...Array.from({ length: Math.ceil(total / LIMIT) + 1 }, (_, i) => i * LIMIT),
      ...edges,
    ]);
    for (const offset of offsets) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const walked = await byEndDate(c, direction, offset, false);
        const sought = await byEndDate(c, direction, offset, true);
        expect(sought.total).toBe(total);
        expect(
          sought.rows.map((row) => row.licence.id),
          `${JSON.stringify(c)} ${direction} ${offset}`,
        ).toEqual(walked.rows.map((row) => row.licence.id));
      }
    }
  }
}

describe('deep TLink pages by end date (decisions 712, 722)', { timeout: 300_000 }, () => {
  it('are the pages an offset walk gives, with undated licences, after inserts, end date changes, deletes and compaction', async () => {
    const db = database().db;
    await compactListCounters(db);
    await db.execute(sql`update tlink_licenses set end_date = null where id % 9 = 0`);
    // Ends on a Dutch midnight and just before it: the day's edges.
    await db.execute(
      sql`update tlink_licenses set end_date = date_trunc('day', end_date at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam' where id % 9 = 1`,
    );
    await db.execute(
      sql`update tlink_licenses set end_date = (date_trunc('day', end_date at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam') - interval '1 microsecond' where id % 9 = 2`,
    );
    await expectEndDatePagesEqualWalked();
    await db.execute(sql`
      insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, license_state, creation_method, amount, end_date)
      select '3' || lpad(id::text, 7, '0'), product_id, organisation_id, distributor_id, 'ACTIVE', 'API', 1,
             case when id % 2 = 0 then null else end_date + interval '5 days' end
        from tlink_licenses order by id limit 120`);
    await db.execute(
      sql`update tlink_licenses set end_date = end_date - interval '40 days' where id % 5 = 0`,
    );
    await db.execute(sql`update tlink_licenses set end_date = now() where id % 13 = 0 and end_date is null`);
    await db.execute(sql`update tlink_licenses set end_date = null where id % 17 = 0`);
    await db.execute(sql`delete from tlink_licenses where account_id is null and id % 4 = 0`);
    await expectEndDatePagesEqualWalked();
    await compactListCounters(db);
    await expectEndDatePagesEqualWalked();
  });
});
