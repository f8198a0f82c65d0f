import { count } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { administrators } from '../db/schema/administrators';
import type { Logger } from '../logger';
import { seedAccounts } from './accounts';
import { seedAdministrators } from './administrators';
import { seedOrganisations } from './organisations';
import { seededFaker } from './random';

export type SeedOptions = {
  /** Multiplies the demo volumes (benchmarks); 1 is the everyday demo set. */
  scale: number;
};

/** Base volumes at scale 1. */
const VOLUMES = { schools: 2000, accounts: 5000 };

/** Fills an empty database with the demo data set; a database that has administrators is left alone. */
export async function seedDemoIfEmpty(db: Db, logger: Logger): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(administrators);
  if ((row?.n ?? 0) > 0) return false;
  const started = Date.now();
  logger.info('seeding demo data');
  await seedDemo(db, { scale: 1 });
  logger.info({ ms: Date.now() - started }, 'demo data ready');
  return true;
}

/** The deterministic demo data set (seeded faker, nl locale). */
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const faker = seededFaker(20260901);
  const orgs = await seedOrganisations(db, faker, Math.max(20, Math.round(VOLUMES.schools * Math.min(1, options.scale))));
  await seedAdministrators(db, orgs.publisherIds[0]!);
  await seedAccounts(db, faker, orgs.schools, Math.round(VOLUMES.accounts * options.scale));
}
