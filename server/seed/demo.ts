import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { settleListCountersAfterBulkLoad } from '../db/counters/list-counters';
import { administrators } from '../db/schema/administrators';
import type { Logger } from '../logger';
import { seedAccounts } from './accounts';
import { seedAdministrators } from './administrators';
import { type SeedProgress, withDeferredIndexes } from './bulk';
import { seedContracts, seedOrders } from './contracts';
import { DEMO_ADMINISTRATORS } from './demo-administrators';
import { seedEckLicenses, seedPoLicenses } from './eck';
import { seedAuditEntries, seedExportJobs, seedServiceWindowHistory } from './history';
import { seedLogEntries } from './logs';
import { seedOAuthClients } from './oauth-clients';
import { seedOrganisations } from './organisations';
import { seedProducts } from './products';
import { seededFaker, seededRandom } from './random';
import { seedSchoolYears } from './school-years';
import { seedSupport } from './support';
import { seedTLinks } from './tlinks';
import { seedTools } from './tools';

export type SeedOptions = {
  /** Multiplies the demo volumes (benchmarks); 1 is the everyday demo set. */
  scale: number;
  /** Called after every written batch (the seed CLI prints progress and rows/s). */
  onProgress?: SeedProgress;
  /** Licences per insert, 5,000 unless told: a test commits small batches as an import does. */
  licenceBatch?: number;
};

/**
 * Base volumes at scale 1. Schools and products are a catalogue: they grow with the scale up to 1
 * and stay there; everything else is linear (scale 20: 1M accounts, 4M TLinks + 1M ECK/PO licences).
 */
export const VOLUMES = {
  schools: 2000,
  products: 1000,
  accounts: 50_000,
  tlinks: 200_000,
  eckLicenses: 30_000,
  licenseMessages: 5_000,
  poLicenses: 20_000,
  schoolContracts: 2_000,
  orderDetails: 5_000,
  logEntries: 30_000,
  mergeLogs: 500,
  supportEntries: 2_000,
  /** 1M at scale 20: two years of administrator requests (decision 716). */
  auditEntries: 50_000,
} as const;

/** The row counts of one seed run at `scale`. */
export function seedVolumes(scale: number) {
  const catalogue = Math.min(1, scale);
  const linear = (base: number) => Math.round(base * scale);
  return {
    schools: Math.max(20, Math.round(VOLUMES.schools * catalogue)),
    products: Math.max(40, Math.round(VOLUMES.products * catalogue)),
    accounts: linear(VOLUMES.accounts),
    tlinks: Math.max(TLINK_MINIMUM, linear(VOLUMES.tlinks)),
    eckLicenses: linear(VOLUMES.eckLicenses),
    licenseMessages: Math.max(20, linear(VOLUMES.licenseMessages)),
    poLicenses: linear(VOLUMES.poLicenses),
    schoolContracts: Math.max(5, linear(VOLUMES.schoolContracts)),
    orderDetails: linear(VOLUMES.orderDetails),
    logEntries: linear(VOLUMES.logEntries),
    mergeLogs: linear(VOLUMES.mergeLogs),
    supportEntries: linear(VOLUMES.supportEntries),
    auditEntries: linear(VOLUMES.auditEntries),
  };
}

/** Enough TLinks for one of every state and every source (rows 0-11 carry them). */
const TLINK_MINIMUM = 12;

/** Fills an empty database with the demo data set; a database that has administrators is left alone. */
export async function seedDemoIfEmpty(db: Db, logger: Logger): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(administrators);
  if ((row?.n ?? 0) > 0) return false;
  const started = Date.now();
  logger.info('seeding demo data');
  // One transaction: an interrupted first start leaves an empty database, which the next start seeds again.
  await seedDemoInOneTransaction(db, { scale: 1 });
  // At start-up, not in the first calls: the first status overview of a month read every dead delta
  // row the load left in its kept months (decision 557).
  await settleListCountersAfterBulkLoad(db);
  logger.info({ ms: Date.now() - started }, 'demo data ready');
  return true;
}

/** The tables loaded in bulk, whose secondary indexes are built after the load. */
const BULK_TABLES = [
  'accounts',
  'extern_accounts',
  'access_urls',
  'tlink_licenses',
  'eck_licenses',
  'license_messages',
  'po_licenses',
  'order_details',
  'log_entries',
  'log_entry_accounts',
  'log_entry_lines',
  'school_contracts',
  'contract_specifications',
  'audit_entries',
];

/**
 * Kept while loading batch by batch (the CLI, the tests): every commit settles the school
 * overview's repeats (decision 595), which looks up each chain's latest licence before the batch
 * down this index; without it that is a scan of all licences per chain (decision 650).
 */
const INDEXES_READ_AT_COMMIT = ['tlink_licenses_school_product_created_idx'];

/**
 * The deterministic demo data set (seeded faker, nl locale, fixed SEED_REFERENCE_DATE), each batch
 * committed on its own when `db` is not in a transaction.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  await withDeferredIndexes(db, BULK_TABLES, () => seedAll(db, options), INDEXES_READ_AT_COMMIT);
}

/**
 * The demo data set in one transaction (the server's first start, the benches): the kept rows
 * settle once at commit, after the indexes are rebuilt, so none is kept up row by row while loading.
 */
export async function seedDemoInOneTransaction(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const inTransaction = tx as unknown as Db;
    await withDeferredIndexes(inTransaction, BULK_TABLES, () => seedAll(inTransaction, options));
  });
}

async function seedAll(db: Db, options: SeedOptions): Promise<void> {
  const volumes = seedVolumes(options.scale);
  const onProgress = options.onProgress;
  const faker = seededFaker(20260901);
  const orgs = await seedOrganisations(db, faker, volumes.schools);
  await seedAdministrators(db, orgs.publisherIds[0]!);
  const [superuser] = await db
    .select({ id: administrators.id })
    .from(administrators)
    .where(eq(administrators.email, DEMO_ADMINISTRATORS[0].email));
  const administratorId = superuser?.id ?? null;
  const defaultDistributorId = orgs.distributorIds[orgs.distributorIds.length - 1]!;

  const schoolYears = await seedSchoolYears(db);
  const { eckAccountIds } = await seedOAuthClients(
    db,
    orgs.publisherIds,
    orgs.distributorIds,
    orgs.schools.map((school) => school.id),
  );
  const products = await seedProducts(db, seededRandom(101), orgs.publisherIds, volumes.products);
  const accounts = await seedAccounts(db, faker, orgs.schools, volumes.accounts, onProgress);
  await seedContracts(
    db,
    {
      count: volumes.schoolContracts,
      schools: orgs.schools,
      schoolYears,
      products,
      distributorIds: orgs.distributorIds,
    },
    seededRandom(102),
    onProgress,
  );
  await seedTLinks(
    db,
    {
      count: volumes.tlinks,
      products,
      accounts,
      distributorIds: orgs.distributorIds,
      defaultDistributorId,
      contractCount: volumes.schoolContracts,
      batchSize: options.licenceBatch,
    },
    seededRandom(103),
    onProgress,
  );
  await seedEckLicenses(
    db,
    {
      count: volumes.eckLicenses,
      messageCount: volumes.licenseMessages,
      products,
      accounts,
      distributorIds: orgs.distributorIds,
      contractCount: volumes.schoolContracts,
    },
    seededRandom(104),
    onProgress,
  );
  await seedPoLicenses(
    db,
    { count: volumes.poLicenses, products, schools: orgs.schools },
    seededRandom(105),
    onProgress,
  );
  await seedOrders(
    db,
    {
      count: volumes.orderDetails,
      products,
      schoolYears,
      distributorIds: orgs.distributorIds,
      eckAccountIds,
      contractCount: volumes.schoolContracts,
    },
    seededRandom(106),
    onProgress,
  );
  await seedLogEntries(
    db,
    { count: volumes.logEntries, accounts, products, tlinkCount: volumes.tlinks },
    seededRandom(107),
    onProgress,
  );
  await seedSupport(
    db,
    {
      mergeCount: volumes.mergeLogs,
      supportCount: volumes.supportEntries,
      accounts,
      tlinkCount: volumes.tlinks,
      logCount: volumes.logEntries,
      administratorId,
    },
    seededRandom(108),
    onProgress,
  );
  await seedTools(db, seededRandom(109), orgs.publisherIds, administratorId);
  await seedHistory(db, { scale: options.scale, onProgress }, SEED_HISTORY_PARTS);
}

/** The history a seed adds after the catalogue and the licences; `--only` adds them to a seeded database. */
export const SEED_HISTORY_PARTS = ['audit', 'exportjobs', 'servicewindows'] as const;
export type SeedHistoryPart = (typeof SEED_HISTORY_PARTS)[number];

/**
 * The audit log, the demo administrators' exports and the products' maintenance windows, read
 * from and written to a database that holds the demo administrators and products (decision 716).
 */
export async function seedHistory(
  db: Db,
  options: { scale: number; onProgress?: SeedProgress },
  parts: readonly SeedHistoryPart[],
): Promise<void> {
  const { onProgress } = options;
  if (parts.includes('audit'))
    await seedAuditEntries(db, seedVolumes(options.scale).auditEntries, seededRandom(110), onProgress);
  if (parts.includes('exportjobs')) await seedExportJobs(db, seededRandom(111), onProgress);
  if (parts.includes('servicewindows')) await seedServiceWindowHistory(db, seededRandom(112), onProgress);
}
