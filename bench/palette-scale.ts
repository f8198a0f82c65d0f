import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { fetchLookup, resolveIdentifiers } from '../commands/resolve';
import type { AdminPrincipal } from '../domain/rights';
import { ID_LIST_MAX, NOT_FOUND_HEADER } from '../domain/schemas/id-list';
import { rowsOf } from '../server/db/rows';
import { seededRandom } from '../server/seed/random';
import { expectOk, figures, machineNote, ms, openTarget, printTable } from './harness';

/**
 * Issue 22 at scale, the server's share (in-process API, token verification and JSON included):
 * - a support ticket pasted (an account written 'acc N', a TLink code split by a space, an EAN
 *   with a mistyped check digit) to every lookup answered, the "Bedoelde je" list calls included,
 *   plus the found account's overview data: budget p95 < 150 ms (paste to view, DESIGN §7);
 * - 500 pasted codes, and 500 pasted account numbers: the list's first page of them, which is also
 *   the palette's check (its Not-Found-Ids, decision 535): budget p95 < 300 ms (500 ids to the
 *   painted list).
 *
 *   npx tsx bench/palette-scale.ts postgres://…/leskluis_bench   (read-only: GETs only)
 */

const url = process.argv[2];
const SAMPLES = Number(process.argv[3] ?? 40);
const target = await openTarget(url ? { url } : { scale: 0.1 });
const db = target.database.db;
const random = seededRandom(20261125);

const [range] = await rowsOf(db, sql`select min(id)::int as lo, max(id)::int as hi from accounts`);
const lo = Number(range?.lo);
const hi = Number(range?.hi);
const accountIds = Array.from({ length: SAMPLES }, () => random.int(lo, hi));
const [tRange] = await rowsOf(db, sql`select min(id)::int as lo, max(id)::int as hi from tlink_licenses`);
const tlinkIds = Array.from({ length: SAMPLES + ID_LIST_MAX * 4 }, () =>
  Math.floor(Number(tRange?.lo) + random.next() * (Number(tRange?.hi) - Number(tRange?.lo))),
);
const codes = (
  await rowsOf(
    db,
    sql`select license_code from tlink_licenses where id in ${tlinkIds} limit ${SAMPLES + ID_LIST_MAX * 4}`,
  )
).map((row) => String(row.license_code));
const eans = (await rowsOf(db, sql`select ean from products order by id limit ${SAMPLES}`)).map((row) =>
  String(row.ean),
);

const superuser: AdminPrincipal = { id: 1, rechten: ['is_superuser'], uitgeverId: null };
const lookup = fetchLookup((path, init) => target.request(path, init), { baseUrl: '/api' });
const mistyped = (ean: string) => `${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`;

async function pasteToView(i: number): Promise<number> {
  const code = codes[i % codes.length]!;
  const ean = eans[i % eans.length]!;
  const ticket = `Goedemiddag,\nLeerling met acc ${accountIds[i]} heeft code ${code.slice(0, 4)} ${code.slice(4)} voor ean ${mistyped(ean)}.\nBel 06-12345678. Groet, Marieke`;
  const started = performance.now();
  const resolution = await resolveIdentifiers(ticket, superuser, lookup, new AbortController().signal);
  if (resolution.results.length < 3) throw new Error(`ticket read as ${resolution.results.length} ids`);
  await target.request(`/api/accounts/${accountIds[i]}`); // the overview's data (cached in the console)
  return performance.now() - started;
}

/** The list's first page of a pasted column, as the palette's check asks it: one call. */
async function columnToList(path: string): Promise<number> {
  const started = performance.now();
  const page = await target.request(path, { headers: { Range: 'items=0-99' } });
  await expectOk(page, 'column list'); // reads the body: the JSON parsed
  const elapsed = performance.now() - started;
  if (page.headers.get(NOT_FOUND_HEADER) !== '') throw new Error('a sampled identifier was not found');
  return elapsed;
}

const codeColumn = (i: number) =>
  `/api/tlinklicenses?licenseCodes=${codes.slice(SAMPLES + (i % 4) * ID_LIST_MAX, SAMPLES + ((i % 4) + 1) * ID_LIST_MAX).join(',')}&sort=ASC-licenseCode`;
const accountIdsFound = (
  await rowsOf(
    db,
    sql`select id::text as id from accounts where id = any(${sql.param(Array.from({ length: ID_LIST_MAX * 8 }, () => random.int(lo, hi)))}::integer[]) limit ${ID_LIST_MAX * 4}`,
  )
).map((row) => String(row.id));
const accountColumn = (i: number) =>
  `/api/accounts?ids=${accountIdsFound.slice((i % 4) * ID_LIST_MAX, ((i % 4) + 1) * ID_LIST_MAX).join(',')}&sort=DESC-updatedAt`;

console.log(`palette at scale on ${target.label}; ${await machineNote()}; ${codes.length} codes sampled\n`);
for (let i = 0; i < 3; i++) {
  await pasteToView(i);
  await columnToList(codeColumn(i));
  await columnToList(accountColumn(i));
}
const paste: number[] = [];
const column: number[] = [];
const accountsColumn: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  paste.push(await pasteToView(i));
  column.push(await columnToList(codeColumn(i)));
  accountsColumn.push(await columnToList(accountColumn(i)));
}
const row = (name: string, times: number[], budget: number) => {
  const f = figures(times);
  return [
    name,
    f.samples,
    ms(f.min),
    ms(f.median),
    ms(f.p95),
    ms(f.max),
    `${budget}`,
    f.p95 < budget ? 'ok' : 'OVER',
  ];
};
printTable(
  ['palette (API in-process)', 'n', 'min ms', 'median ms', 'p95 ms', 'max ms', 'budget ms', ''],
  [
    row('ticket pasted: all lookups + suggestions + overview data', paste, 150),
    row(`${ID_LIST_MAX} codes pasted: the list's first page`, column, 300),
    row(`${ID_LIST_MAX} account numbers pasted: the list's first page`, accountsColumn, 300),
  ],
);
await target.close();
