/**
 * `npm run seed -- --scale N [--reset]`: migrates the database of DATABASE_URL (or the PGlite data
 * in DATA_DIR, default .data) and fills it with the demo data set at scale N, printing progress.
 * Scale 20 is the benchmark set (1M accounts, 5M licences); rows are streamed in batches.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { connectDatabase, migrateDatabase } from '../db/connect';
import { settleListCountersAfterBulkLoad } from '../db/counters/list-counters';
import { seedDemo, seedVolumes } from './demo';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, reset: { type: 'boolean', default: false } },
});
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0) {
  console.error(`--scale must be a positive number, got "${values.scale}"`);
  process.exit(2);
}

const url = process.env.DATABASE_URL;
const database = await connectDatabase(
  url ? { url } : { dataDir: path.resolve(process.env.DATA_DIR ?? '.data') },
);
const target = url ? new URL(url).pathname.slice(1) : `PGlite in ${process.env.DATA_DIR ?? '.data'}`;
console.log(`seed: ${target}, scale ${scale}`);
await migrateDatabase(database);

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
