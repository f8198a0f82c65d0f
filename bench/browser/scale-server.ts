import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { startSystem } from '../../server/system';

/**
 * The whole system (console build, API, identity provider) on a seeded scale database, served as
 * it is: no migration, no seed, no background jobs, so a shared bench database only gains the
 * bench's sign-in and session rows. Started (under `nice -n -15`, from the npm script) by bench/browser/playwright.scale.config.ts with
 * DATABASE_URL, PORT and STATIC_DIR set.
 */
const config = loadConfig();
const system = await startSystem(config, createLogger(config.logLevel), undefined, { asItIs: true });
const stop = () => void system.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
