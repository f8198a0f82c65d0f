import { loadConfig } from './config';
import { createLogger } from './logger';
import { DEMO_ADMINISTRATORS } from './seed/demo-administrators';
import { startSystem } from './system';

/** Reads config, starts the system and shuts it down cleanly on Ctrl-C / SIGTERM. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const system = await startSystem(config, logger);

  if (config.embeddedIdp && config.seedDemo) {
    const lines = DEMO_ADMINISTRATORS.map(
      (admin) => `  ${admin.email.padEnd(26)} ${admin.password.padEnd(20)} ${admin.description}`,
    );
    process.stdout.write(
      `\nLeskluis Beheer draait op ${config.publicUrl}\nDemo-beheerders:\n${lines.join('\n')}\n\n`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A second Ctrl-C while the database closes must not leave PGlite half-written, so it is ignored.
    try {
      await system.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(
    `Leskluis Beheer kon niet starten: ${err instanceof Error ? err.stack : String(err)}\n`,
  );
  process.exit(1);
});
