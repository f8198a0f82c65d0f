import {
  LICENSE_SOURCES,
  type LicenseSource,
  TLINK_LICENSE_STATES,
  type TLinkLicenseState,
} from '../../domain/enums';
import { EXPIRABLE_STATES } from '../../domain/tlink-rules';
import type { Db } from '../db/connect';
import { tlinkLicenses } from '../db/schema/tlinks';
import type { SeededAccounts } from './accounts';
import { bulkInsert, type SeedProgress } from './bulk';
import { tlinkCode } from './codes';
import { contractReference } from './contracts';
import type { SeededProduct } from './products';
import { DAY_MS, type Random, SEED_REFERENCE_DATE } from './random';

/** Relative weights of the states and sources after the first rows, which hold one of each. */
const STATE_WEIGHTS: Record<TLinkLicenseState, number> = {
  AVAILABLE: 24,
  ACTIVE: 40,
  EXPIRED: 12,
  DEACTIVATED: 3,
  DESPECIFIED: 3,
  REVOKED: 4,
  BLOCKED: 2,
  REVOKED_BY_MERGE: 2,
  REVOKED_BY_EXTENSION: 1,
  RESERVED: 4,
  PAUSED: 1,
  PREACTIVE: 4,
};
const SOURCE_WEIGHTS: Record<LicenseSource, number> = {
  ACTIVERINGSCODE: 30,
  API: 20,
  BASISPOORT: 8,
  BEHEER: 10,
  SERVICE: 5,
  ELF_SPECIFICATIE: 5,
  ILF_SPECIFICATIE: 4,
  VRIJE_LICENTIE: 6,
  SCHOOLJAAR_CONTRACT: 12,
};

function weighted<T extends string>(weights: Record<T, number>): (random: Random) => T {
  const entries = Object.entries(weights) as [T, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return (random) => {
    let roll = random.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  };
}

const UNCLAIMED: ReadonlySet<TLinkLicenseState> = new Set(['AVAILABLE', 'RESERVED', 'PREACTIVE']);
const ENDED: ReadonlySet<TLinkLicenseState> = new Set(EXPIRABLE_STATES);

export type TLinkSeedInput = {
  count: number;
  products: SeededProduct[];
  accounts: SeededAccounts;
  distributorIds: number[];
  /** The distributor of licences made in the console (BEHEER). */
  defaultDistributorId: number;
  contractCount: number;
  /** Licences per insert (5,000 unless told). */
  batchSize?: number;
};

type TLinkRow = typeof tlinkLicenses.$inferInsert;

/**
 * TLink licences, generated row by row (never held as a whole). Licence number i has code
 * tlinkCode(i); rows 0-11 carry every state and rows 0-8 every source, so any scale has them all.
 */
export function* tlinkRows(input: TLinkSeedInput, random: Random): Generator<TLinkRow> {
  const pickState = weighted(STATE_WEIGHTS);
  const pickSource = weighted(SOURCE_WEIGHTS);
  const ref = SEED_REFERENCE_DATE.getTime();
  const licensable = input.products.filter(
    (product) => !product.isSubject && product.introductionDate.getTime() <= ref,
  );
  const web = licensable.filter((product) => product.isWeb);
  for (let i = 0; i < input.count; i++) {
    const state: TLinkLicenseState =
      i < TLINK_LICENSE_STATES.length ? TLINK_LICENSE_STATES[i]! : pickState(random);
    const source: LicenseSource = i < LICENSE_SOURCES.length ? LICENSE_SOURCES[i]! : pickSource(random);
    const product = random.chance(0.9) && web.length ? random.pick(web) : random.pick(licensable);
    const claimed = !UNCLAIMED.has(state);
    const accountIndex = random.int(0, Math.max(0, input.accounts.count - 1));
    const hasAccount = claimed && input.accounts.count > 0;
    const school = input.accounts.count > 0 ? input.accounts.schoolOf(accountIndex) : null;
    // Licences are made in batches of 20 that share a reference id and a creation moment.
    const batch = Math.floor(i / 20);
    const created = ref - ((batch * 7919) % 900) * DAY_MS - ((batch * 104729) % 86_400) * 1000;
    const start = Math.max(created, product.introductionDate.getTime());
    const activation = claimed ? Math.min(ref, start + random.int(0, 60) * DAY_MS) : null;
    let end: number;
    if (state === 'ACTIVE' || state === 'BLOCKED' || state === 'PAUSED')
      end = ref + random.int(20, 400) * DAY_MS;
    else if (ENDED.has(state))
      end = Math.min(ref - DAY_MS, (activation ?? start) + random.int(1, 365) * DAY_MS);
    else end = Math.max(product.endOfLifeDate.getTime(), start + DAY_MS);
    const updated = Math.min(ref, Math.max(created, activation ?? created, ENDED.has(state) ? end : created));
    yield {
      licenseCode: tlinkCode(i),
      productId: product.id,
      organisationId: school && (hasAccount || i % 3 !== 0) ? school.id : null,
      accountId: hasAccount ? input.accounts.firstId + accountIndex : null,
      distributorId:
        source === 'BEHEER'
          ? input.defaultDistributorId
          : input.distributorIds[batch % input.distributorIds.length]!,
      startDate: new Date(start),
      activationDate: activation === null ? null : new Date(activation),
      endDate: new Date(end),
      referenceId: `LK${String(100_000 + batch)}`,
      licenseState: state,
      amount: 1,
      autoRenew: i % 23 === 0,
      activationMethod: claimed ? product.licenseActivationType : null,
      creationMethod: source,
      schoolContractReferenceId:
        source === 'SCHOOLJAAR_CONTRACT' && input.contractCount > 0
          ? contractReference(batch % input.contractCount)
          : null,
      createdAt: new Date(created),
      updatedAt: new Date(updated),
    };
  }
}

export async function seedTLinks(db: Db, input: TLinkSeedInput, random: Random, onProgress?: SeedProgress) {
  await bulkInsert(db, tlinkLicenses, tlinkRows(input, random), {
    batchSize: input.batchSize ?? 5000,
    onProgress,
  });
}
