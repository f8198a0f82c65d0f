import { performance } from 'node:perf_hooks';
import { connectDatabase, migrateDatabase } from '../server/db/connect';
import { seedDemo, seedDemoInOneTransaction } from '../server/seed/demo';
import { machineNote } from './harness';

/**
 * Many small licence-writing transactions on PGlite (decision 650): every commit settles the kept
 * rows of what it wrote (decisions 595, 635), so the demo seed committed batch by batch must cost
 * about what it costs in one transaction, as an import of many small commits would. Before decision
 * 650 scale 0.1 took 48.8 s against 5.2 s. `npx tsx bench/seed-commits.ts [scale]` (default 0.1);
 * best of two each; exits non-zero above 1.5 times. A figure, not a timed test: the correctness of
 * the kept rows after such a seed is `server/db/counters/settle-per-commit.test.ts`.
 */
const WITHIN = 1.5;
const scale = Number(process.argv[2] ?? 0.1);

async function timedSeed(inOneTransaction: boolean): Promise<number> {
  const database = await connectDatabase({ dataDir: undefined });
  await migrateDatabase(database);
  const options = { scale };
  const started = performance.now();
  if (inOneTransaction) await seedDemoInOneTransaction(database.db, options);
  else await seedDemo(database.db, options);
  const ms = performance.now() - started;
  await database.close();
  return ms;
}

const batches: number[] = [];
const whole: number[] = [];
for (let round = 0; round < 2; round++) {
  batches.push(await timedSeed(false));
  whole.push(await timedSeed(true));
}
const ratio = Math.min(...batches) / Math.min(...whole);
console.log(await machineNote());
console.log(
  `scale ${scale}, the seed's own batches: batch by batch ${batches.map(Math.round).join(' / ')} ms, ` +
    `one transaction ${whole.map(Math.round).join(' / ')} ms, best ${ratio.toFixed(2)}x (budget ${WITHIN}x)`,
);
process.exitCode = ratio <= WITHIN ? 0 : 1;
