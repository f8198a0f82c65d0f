import { printKeystrokeBench } from './palette';

/**
 * The quick Node benches (`npm run bench`); each prints its figures against its DESIGN §7 budget.
 * Browser and database benches have their own scripts (see package.json).
 */
const results = [printKeystrokeBench()];
if (results.some((ok) => !ok)) process.exitCode = 1;
