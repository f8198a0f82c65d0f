import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { benchExport, printExports } from './export';
import { machineNote, ms, openTarget } from './harness';
import { benchLists, listProgress, listRows, printLists } from './lists';
import { benchLookups, lookupRows, printLookups } from './lookups';
import { benchReports, printReports, type ReportResult, reportRows } from './reports';
import { writeResults } from './results-file';
import { benchThroughput, printThroughput } from './throughput';

/**
 * `npm run bench:scale` (BENCH_DATABASE_URL=postgres://..., seeded with `npm run seed -- --scale 20`):
 * the server benches at 1M accounts / 5M licences, each figure beside its DESIGN §7 budget.
 * `--only lookups,lists,reports,export,throughput` runs a part; `--samples N` per case (default 40).
 */
const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'lookups,lists,reports,export,throughput' },
    samples: { type: 'string', default: '40' },
  },
});
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('BENCH_DATABASE_URL is not set: the scale benches need the scale-20 PostgreSQL database');
  process.exit(2);
}
const parts = new Set(values.only.split(','));
const samples = Number(values.samples);
const target = await openTarget({ url });
const counts = (await target.database.db.execute(sql`select
  (select count(*) from accounts)::int as accounts,
  (select count(*) from tlink_licenses)::int as tlinks,
  (select count(*) from eck_licenses)::int as eck,
  (select count(*) from po_licenses)::int as po`)) as unknown as { rows: Record<string, number>[] };
const c = counts.rows[0]!;
console.log(
  `${target.label}: ${c.accounts?.toLocaleString('en-US')} accounts, ${c.tlinks?.toLocaleString('en-US')} TLinks, ${c.eck?.toLocaleString('en-US')} ECK and ${c.po?.toLocaleString('en-US')} PO licences`,
);
console.log(
  `${await machineNote()}; figures on a shared machine are noisy, rerun before drawing conclusions\n`,
);
let ok = true;
if (parts.has('lookups')) {
  const results = await benchLookups(target, samples);
  ok = printLookups(results) && ok;
  await writeResults('scale lookups', target.label, lookupRows(results));
  console.log();
}
if (parts.has('lists')) {
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  // Each case is printed as it finishes (a full run takes minutes), then the tables.
  const results = await benchLists(target, Math.max(5, Math.round(samples / 2)), only, listProgress);
  ok = printLists(results) && ok;
  await writeResults('scale lists', target.label, listRows(results));
}
if (parts.has('reports')) {
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  const progress = (r: ReportResult) =>
    console.log(
      `  ${r.path} ${r.name} ${r.page} ${r.as}: median ${ms(r.figures.median)} ms, p95 ${ms(r.figures.p95)} ms`,
    );
  const results = await benchReports(target, Math.max(5, Math.round(samples / 2)), only, progress);
  ok = printReports(results) && ok;
  await writeResults('scale reports', target.label, reportRows(results));
  console.log();
}
if (parts.has('export')) {
  ok = printExports([await benchExport(target)]) && ok;
  console.log();
}
if (parts.has('throughput')) printThroughput(await benchThroughput(target));
console.log(`\n${await machineNote()}`);
await target.close();
process.exitCode = ok ? 0 : 1;
