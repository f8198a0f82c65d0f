/**
 * `npm run seed -- --scale N [--reset]`: migrates the database of DATABASE_URL (or the PGlite data
 * in DATA_DIR, default .data) and fills it with the demo data set at scale N, printing progress.
 * Scale 20 is the benchmark set (1M accounts, 5M licences); rows are streamed in batches.
 * `--only audit,exportjobs,servicewindows` adds just those history parts (decision 716) to a
 * database seeded before they existed, skipping a part it already holds.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { connectDatabase, migrateDatabase } from '../db/connect';
import { settleListCountersAfterBulkLoad } from '../db/counters/list-counters';
import { withDeferredIndexes } from './bulk';
import { SEED_HISTORY_PARTS, type SeedHistoryPart, seedDemo, seedHistory, seedVolumes } from './demo';
import { holdsSeededHistory } from './history';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0) {
  console.error(`--scale must be a positive number, got "${values.scale}"`);
  process.exit(2);
}

const only = values.only?.split(',').map((part) => part.trim());
const unknownPart = only?.find((part) => !(SEED_HISTORY_PARTS as readonly string[]).includes(part));
if (unknownPart === 'logentries') {
  // The seed's meldcodes are unique (log_entries_meldcode_unique): no code recurs. A part of a code
  // ('contains', 3-7 characters) is the filter with many groups and a deep page (decision 716).
  console.error('--only logentries: a meldcode names one log entry group; the seed writes them all already');
  process.exit(2);
}
if (unknownPart !== undefined) {
  console.error(`--only takes ${SEED_HISTORY_PARTS.join(', ')}, got "${unknownPart}"`);
  process.exit(2);
}
if (only && values.reset) {
  console.error('--only adds to a seeded database; it does not go with --reset');
  process.exit(2);
}

const url = process.env.DATABASE_URL;
const database = await connectDatabase(
  url ? { url } : { dataDir: path.resolve(process.env.DATA_DIR ?? '.data') },
);
const target = url ? new URL(url).pathname.slice(1) : `PGlite in ${process.env.DATA_DIR ?? '.data'}`;
console.log(`seed: ${target}, scale ${scale}`);
await migrateDatabase(database);

if (only) {
  await seedOnly(only as SeedHistoryPart[]);
  await database.close();
  process.exit(0);
}

if (values.reset) {
  const result = await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map(
    (row) => `"${row.tablename}"`,
  );
  if (tables.length)
    await database.db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
  console.log(`seed: emptied ${tables.length} tables`);
} else {
  const result = await database.db.execute(sql`select count(*)::int as n from administrators`);
  if (((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0) {
    console.error('seed: the database already holds data; run with --reset to empty it first');
    await database.close();
    process.exit(1);
  }
}

/** Adds the named history parts the database does not hold yet, and prints what each added. */
async function seedOnly(parts: SeedHistoryPart[]) {
  const started = performance.now();
  for (const part of parts) {
    if (await holdsSeededHistory(database.db, part)) {
      console.log(`seed: ${part} already seeded, left alone`);
      continue;
    }
    const partStarted = performance.now();
    let rows = 0;
    const onProgress = (_table: string, n: number) => {
      rows += n;
    };
    const load = () => seedHistory(database.db, { scale, onProgress }, [part]);
    // A million audit entries load faster with their trigram indexes built once afterwards.
    if (part === 'audit') await withDeferredIndexes(database.db, ['audit_entries'], load);
    else await load();
    console.log(
      `seed: ${part} ${rows.toLocaleString('nl-NL')} rows in ${((performance.now() - partStarted) / 1000).toFixed(1)} s`,
    );
  }
  // The audit entries' batches appended delta rows to their counters (decision 724).
  if (parts.includes('audit')) await settleListCountersAfterBulkLoad(database.db);
  if (database.driver === 'postgres')
    await database.db.execute(sql`analyze audit_entries, export_jobs, service_windows`);
  console.log(`seed: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const volumes = seedVolumes(scale);
console.log(
  `seed: ${Object.entries(volumes)
    .map(([name, n]) => `${name} ${n.toLocaleString('nl-NL')}`)
    .join(', ')}`,
);
const started = performance.now();
let total = 0;
let lastReport = 0;
const perTable = new Map<string, number>();
await seedDemo(database.db, {
  scale,
  onProgress(table, rows) {
    total += rows;
    perTable.set(table, (perTable.get(table) ?? 0) + rows);
    const now = performance.now();
    if (now - lastReport > 2000) {
      lastReport = now;
      const seconds = (now - started) / 1000;
      console.log(
        `seed: ${total.toLocaleString('nl-NL')} rows in ${seconds.toFixed(1)} s (${Math.round(total / seconds).toLocaleString('nl-NL')} rows/s), now ${table} ${perTable.get(table)!.toLocaleString('nl-NL')}`,
      );
    }
  },
});
// Every bulk insert appended delta rows to the list counters (3.4M rows in the product counter at
// scale 20); the server's compaction job would fold them within a minute of starting, but benches
// and psql read the database without the server, and a total then sums millions of deltas.
await settleListCountersAfterBulkLoad(database.db);
if (database.driver === 'postgres') await database.db.execute(sql`analyze`);
const seconds = (performance.now() - started) / 1000;
console.log(
  `seed: done, ${total.toLocaleString('nl-NL')} bulk rows in ${seconds.toFixed(1)} s (${Math.round(total / seconds).toLocaleString('nl-NL')} rows/s)`,
);
for (const [table, rows] of perTable)
  console.log(`  ${table.padEnd(40)} ${rows.toLocaleString('nl-NL').padStart(12)}`);
await database.close();
