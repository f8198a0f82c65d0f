import type { Db } from '../db/connect';
import { eckLicenseReferenceIdTransitions, eckLicenses, licenseMessages } from '../db/schema/eck';
import { poLicenses } from '../db/schema/po-licenses';
import type { SeededAccounts } from './accounts';
import { bulkInsert, type SeedProgress } from './bulk';
import { hexFor, knfNameId } from './codes';
import { contractReference } from './contracts';
import type { SeededSchool } from './organisations';
import type { SeededProduct } from './products';
import { DAY_MS, inBatches, type Random, SEED_REFERENCE_DATE } from './random';

const ECK_STATES = [
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'AVAILABLE',
  'EXPIRED',
  'BLOCKED',
  'PREACTIVE',
  'RESERVED',
  'DESPECIFIED',
];

export type EckSeedInput = {
  count: number;
  messageCount: number;
  products: SeededProduct[];
  accounts: SeededAccounts;
  distributorIds: number[];
  contractCount: number;
};

/** ECK licences (some with reference-id changes) and the licence messages sent for them. */
export async function seedEckLicenses(
  db: Db,
  input: EckSeedInput,
  random: Random,
  onProgress?: SeedProgress,
) {
  const eckProducts = input.products.filter(
    (product) => product.chains.includes('ECK') && !product.isSubject,
  );
  if (!eckProducts.length || input.accounts.count === 0) return;
  const ref = SEED_REFERENCE_DATE.getTime();
  const rows = function* () {
    for (let k = 0; k < input.count; k++) {
      const accountIndex = (k * 7) % input.accounts.count;
      const state = ECK_STATES[k % ECK_STATES.length]!;
      const created = ref - random.int(1, 700) * DAY_MS;
      const end = state === 'EXPIRED' ? ref - random.int(1, 60) * DAY_MS : ref + random.int(30, 400) * DAY_MS;
      const nameId = knfNameId(accountIndex);
      yield {
        productId: eckProducts[k % eckProducts.length]!.id,
        userId: nameId.slice(nameId.lastIndexOf('/') + 1),
        eckId: nameId,
        organisationId: input.accounts.schoolOf(accountIndex).id,
        distributorId: input.distributorIds[k % input.distributorIds.length]!,
        startDate: new Date(created),
        endDate: new Date(Math.max(end, created)),
        referenceId: `ECK${String(500_000 + k)}`,
        licenseState: state,
        contractId:
          input.contractCount > 0 && k % 4 === 0 ? contractReference(k % input.contractCount) : null,
        createdAt: new Date(created),
        updatedAt: new Date(created),
      };
    }
  };
  await inBatches(rows(), 5000, async (batch) => {
    const ids = await bulkInsert(db, eckLicenses, batch, { returningIds: true, onProgress });
    const transitions = batch.flatMap((row, j) => {
      if (ids[j]! % 20 !== 0) return [];
      const changed = new Date(row.createdAt.getTime() + 3 * DAY_MS);
      return [
        {
          eckLicenseId: ids[j]!,
          fromReferenceId: `${row.referenceId}-OUD`,
          fromState: 'RESERVED',
          toReferenceId: row.referenceId,
          toState: row.licenseState,
          timestamp: new Date(Math.min(changed.getTime(), ref)),
        },
      ];
    });
    if (transitions.length)
      await bulkInsert(db, eckLicenseReferenceIdTransitions, transitions, { onProgress });
  });

  const [first] = await db.select({ id: eckLicenses.id }).from(eckLicenses).orderBy(eckLicenses.id).limit(1);
  const firstEckId = first?.id ?? 0;
  const messages = function* () {
    for (let k = 0; k < input.messageCount; k++) {
      const licenseIndex = (k * 11) % input.count;
      const accountIndex = (licenseIndex * 7) % input.accounts.count;
      const nameId = knfNameId(accountIndex);
      const outcome = k % 20;
      // 70 % delivered, 15 % waiting, 15 % failed, a third of those beyond the retry limit (5).
      const status = outcome < 14 ? 'Success' : outcome < 17 ? 'Pending' : 'Error';
      const retryCount =
        status === 'Error'
          ? outcome === 19
            ? random.int(5, 8)
            : random.int(1, 4)
          : status === 'Pending'
            ? 0
            : random.int(0, 1);
      const created = ref - random.int(0, 120) * DAY_MS - random.int(0, 86_399) * 1000;
      yield {
        eckLicenseId: firstEckId + licenseIndex,
        productId: eckProducts[licenseIndex % eckProducts.length]!.id,
        startDate: new Date(created),
        referenceId: `ECK${String(500_000 + licenseIndex)}`,
        userId: nameId.slice(nameId.lastIndexOf('/') + 1),
        eckId: nameId,
        status,
        retryCount,
        nextAttemptAt:
          status === 'Success' || retryCount >= 5 ? null : new Date(ref + retryCount * 10 * 60 * 1000),
        lastError: status === 'Error' ? random.pick(ERRORS) : null,
        deliveredAt: status === 'Success' ? new Date(created + 30_000) : null,
        createdAt: new Date(created),
        updatedAt: new Date(created + (status === 'Success' ? 30_000 : retryCount * 600_000)),
      };
    }
  };
  await bulkInsert(db, licenseMessages, messages(), { onProgress });
}

const ERRORS = [
  'ECK antwoordde 500 Internal Server Error',
  'Time-out na 30 seconden bij de uitgever',
  'Onbekend ECK iD bij de distributeur',
  'Certificaat van de uitgever verlopen',
];

export type PoSeedInput = { count: number; products: SeededProduct[]; schools: SeededSchool[] };

/** Basispoort licences for groups of primary schools. */
export async function seedPoLicenses(db: Db, input: PoSeedInput, random: Random, onProgress?: SeedProgress) {
  const poProducts = input.products.filter((product) => product.chains.includes('BASISPOORT'));
  const poSchools = input.schools.filter((school) => school.sector === 'PO');
  if (!poProducts.length || !poSchools.length) return;
  const ref = SEED_REFERENCE_DATE.getTime();
  const rows = function* () {
    for (let k = 0; k < input.count; k++) {
      const school = poSchools[(k * 13) % poSchools.length]!;
      const first = random.int(0, 7);
      const groups = Array.from({ length: random.int(1, 3) }, (_, g) => first + g).filter(
        (group) => group <= 8,
      );
      const created = ref - random.int(1, 500) * DAY_MS;
      yield {
        productId: poProducts[k % poProducts.length]!.id,
        basispoortId: `BP${String(3_000_000 + k)}`,
        eckId: k % 3 === 0 ? `https://ketenid.nl/201703/${hexFor(k + 7_000_000, 32)}` : null,
        groups,
        organisationId: school.id,
        startDate: new Date(created),
        endDate: new Date(created + 365 * DAY_MS),
        referenceId: `PO${String(800_000 + Math.floor(k / 10))}`,
        createdAt: new Date(created),
        updatedAt: new Date(created),
      };
    }
  };
  await bulkInsert(db, poLicenses, rows(), { onProgress });
}
