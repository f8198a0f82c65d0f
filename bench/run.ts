import { benchExport, printExports } from './export';
import { machineNote, openTarget } from './harness';
import { benchLists, printLists } from './lists';
import { benchLookups, printLookups } from './lookups';
import { printKeystrokeBench } from './palette';

/**
 * The quick Node benches (`npm run bench`); each prints its figures against its DESIGN §7 budget.
 * Browser and database benches have their own scripts (see package.json). The server part runs on
 * the demo data in an in-memory PGlite (scale 0.1: 5,000 accounts, 20,000 TLinks): it shows that the
 * benches work and where time goes; the budgets hold at 1M accounts on PostgreSQL and are checked
 * there (`npm run bench:scale`), so only the keystroke budget sets the exit code here.
 */
const results = [printKeystrokeBench()];
console.log();
const target = await openTarget({ scale: 0.1 });
console.log(`server benches on ${target.label}; ${await machineNote()}\n`);
printLookups(await benchLookups(target, 20));
console.log();
printLists(await benchLists(target, 5));
printExports([await benchExport(target)]);
await target.close();
if (results.some((ok) => !ok)) process.exitCode = 1;
