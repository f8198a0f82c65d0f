import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditLogFilter } from '../../../domain/schemas/audit';
import { compactListCounters } from '../../db/counters/list-counters';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, SUPERUSER, SUPPORT } from '../../test-support/api-harness';
import { edgeOffsets } from '../../test-support/edge-offsets';
import { listAuditEntries } from './repository';

/*
 * Decision 724: the audit log's totals come from kept counters and its deep pages are sought from
 * the Dutch day holding their first entry. Every filter, page and total must be the one a plain
 * query over the entries gives, also after entries are written, moved, removed and compacted.
 */

const api = fileApiHarness({ scale: 0.01 });

/** `dd-MM-yyyy`, the console's day, of `yyyy-mm-dd`. */
const consoleDay = (iso: string) => iso.split('-').reverse().join('-');

/**
 * The filter as plain SQL, written apart from the repository: `strpos` instead of a LIKE pattern,
 * the Dutch calendar day of each entry instead of midnight bounds.
 */
function plainWhere(filter: AuditLogFilter) {
  const conditions = [sql`true`];
  if (filter.name) conditions.push(sql`strpos(lower(admin_name), lower(${filter.name})) > 0`);
  if (filter.email) conditions.push(sql`strpos(lower(admin_email), lower(${filter.email})) > 0`);
  if (filter.requestType) conditions.push(sql`request_type = ${filter.requestType}`);
  const day = sql`(requested_on at time zone 'Europe/Amsterdam')::date`;
  if (filter.startDate) conditions.push(sql`${day} >= ${consoleDay(filter.startDate)}::date`);
  if (filter.endDate) conditions.push(sql`${day} <= ${consoleDay(filter.endDate)}::date`);
  return sql.join(conditions, sql` and `);
}

/** Every entry the filter matches, newest first, with its Dutch day (ascending buckets reversed). */
async function plainList(filter: AuditLogFilter) {
  const rows = await rowsOf<{ id: number; day: string }>(
    api.db,
    sql`select id, to_char((requested_on at time zone 'Europe/Amsterdam')::date, 'YYYY-MM-DD') as day
          from audit_entries where ${plainWhere(filter)} order by requested_on desc, id desc`,
  );
  return rows.map((row) => ({ id: Number(row.id), day: row.day }));
}

/** A day in the middle of the entries, and one a quarter in, as the console writes them. */
async function someDays() {
  const [row] = await rowsOf<{ mid: string; quarter: string }>(
    api.db,
    sql`select to_char(percentile_disc(0.5) within group (order by requested_on) at time zone 'Europe/Amsterdam', 'DD-MM-YYYY') as mid,
               to_char(percentile_disc(0.25) within group (order by requested_on) at time zone 'Europe/Amsterdam', 'DD-MM-YYYY') as quarter
          from audit_entries`,
  );
  return row!;
}

async function filters(): Promise<AuditLogFilter[]> {
  const { mid, quarter } = await someDays();
  return [
    {},
    { requestType: 'DELETE' },
    { requestType: 'PUT' },
    { email: 'SUPPORT' },
    { email: 'leskluis' },
    { name: 'beheer' },
    { name: 'a', email: 'test' },
    { name: 'e', requestType: 'POST' },
    { name: 'a' },
    { email: 'e', requestType: 'PUT' },
    { email: 'e', startDate: quarter, endDate: mid },
    { startDate: quarter },
    { endDate: mid },
    { startDate: quarter, endDate: mid },
    { startDate: mid, endDate: mid },
    { email: 'leskluis', requestType: 'PUT', startDate: quarter, endDate: mid },
    { name: 'Nieuwe' },
    { email: 'niemand' },
    { name: '%' },
  ];
}

const LIMIT = 5;

/** Pages sought (from offset 0) and walked (never sought), at the offsets around day edges. */
async function expectEveryFilterLikePlain() {
  for (const filter of await filters()) {
    const plain = await plainList(filter);
    const ids = plain.map((row) => row.id);
    const offsets =
      new Set(plain.map((row) => row.day)).size > 3
        ? edgeOffsets(plain.map((row) => row.day).reverse(), LIMIT).map((o) =>
            Math.max(plain.length - 1 - o, 0),
          )
        : [];
    for (const offset of new Set([
      0,
      1,
      ...offsets,
      Math.floor(ids.length / 2),
      ids.length,
      ids.length + 3,
    ])) {
      for (const seekFrom of [0, Number.POSITIVE_INFINITY]) {
        const what = `${JSON.stringify(filter)} offset ${offset} seekFrom ${seekFrom}`;
        const got = await listAuditEntries(api.db, filter, { offset, limit: LIMIT }, seekFrom);
        expect(got.total, what).toBe(ids.length);
        expect(
          got.rows.map((row) => row.id),
          what,
        ).toEqual(ids.slice(offset, offset + LIMIT));
      }
    }
  }
}

/** New entries at a Dutch midnight and a microsecond before it, by a new administrator and known ones. */
async function writeEntries() {
  const [row] = await rowsOf<{ mid: string }>(
    api.db,
    sql`select to_char(percentile_disc(0.5) within group (order by requested_on) at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as mid from audit_entries`,
  );
  const midnight = sql`(${row!.mid}::date::timestamp at time zone 'Europe/Amsterdam')`;
  await rowsOf(
    api.db,
    sql`insert into audit_entries (requested_on, admin_name, admin_email, request_type, object_type, request, rechten, url)
        select at, name, email, type, 'Account', '{}'::jsonb, '{}'::text[], '/api/accounts/1'
          from (values
            (${midnight}, 'Nieuwe Beheerder', 'nieuw@leskluis.test', 'DELETE'),
            (${midnight} - interval '1 microsecond', 'Nieuwe Beheerder', 'nieuw@leskluis.test', 'PUT'),
            (${midnight}, 'Ada Beheer', 'admin@leskluis.test', 'POST'),
            (${midnight} - interval '1 microsecond', 'Sam Support', 'support@leskluis.test', 'DELETE'),
            (${midnight} + interval '1 day', 'Nieuwe Beheerder', 'nieuw@leskluis.test', 'POST')
          ) as e (at, name, email, type)`,
  );
}

/** Entries moved to another day and administrator, retyped, and removed. */
async function moveAndRemoveEntries() {
  await rowsOf(
    api.db,
    sql`update audit_entries set requested_on = requested_on - interval '40 days', admin_name = 'Nieuwe Beheerder',
               admin_email = 'nieuw@leskluis.test' where id % 11 = 0`,
  );
  await rowsOf(api.db, sql`update audit_entries set request_type = 'DELETE' where id % 13 = 0`);
  await rowsOf(api.db, sql`delete from audit_entries where id % 17 = 0`);
}

describe('the audit log list (decision 724)', () => {
  // Each stage reads every filter's pages twice over: minutes on a loaded machine.
  const SLOW = 240_000;

  it(
    'gives every filter the plain query’s pages, first and deep, and its exact total',
    async () => {
      await expectEveryFilterLikePlain();
    },
    SLOW,
  );

  it(
    'still does after entries are written at and around a Dutch midnight',
    async () => {
      await writeEntries();
      await expectEveryFilterLikePlain();
    },
    SLOW,
  );

  it(
    'still does after entries are moved between days and administrators, retyped and removed',
    async () => {
      await moveAndRemoveEntries();
      await expectEveryFilterLikePlain();
    },
    SLOW,
  );

  it(
    'still does after the counters are compacted',
    async () => {
      await compactListCounters(api.db);
      await expectEveryFilterLikePlain();
    },
    SLOW,
  );

  it('answers the API with the plain query’s rows and Content-Range, for the superuser only', async () => {
    const { mid, quarter } = await someDays();
    const filter: AuditLogFilter = { email: 'leskluis', startDate: quarter, endDate: mid };
    const plain = (await plainList(filter)).map((row) => row.id);
    expect(plain.length).toBeGreaterThan(20);
    const query = `email=leskluis&startDate=${quarter}&endDate=${mid}`;
    for (const start of [0, Math.floor(plain.length / 2), plain.length - 3]) {
      const response = await api.as(SUPERUSER)(`/api/es/auditlog?${query}`, {
        headers: { range: `items=${start}-${start + 9}` },
      });
      expect(response.status).toBe(200);
      const rows = (await response.json()) as { id: number }[];
      expect(rows.map((row) => row.id)).toEqual(plain.slice(start, start + 10));
      expect(response.headers.get('content-range')?.split('/')[1]).toBe(String(plain.length));
    }
    expect((await api.as(SUPPORT)(`/api/es/auditlog?${query}`)).status).toBe(403);
  });
});
