import type { Db } from '../db/connect';
import { contractSpecifications, schoolContracts } from '../db/schema/contracts';
import { orderDetails } from '../db/schema/orders';
import { bulkInsert, type SeedProgress } from './bulk';
import type { SeededSchool } from './organisations';
import type { SeededProduct } from './products';
import { DAY_MS, inBatches, type Random, SEED_REFERENCE_DATE } from './random';
import type { SeededSchoolYear } from './school-years';

/** The reference id of demo school contract number k; TLinks of source SCHOOLJAAR_CONTRACT point to it. */
export function contractReference(k: number): string {
  return `SJC${String(k + 1).padStart(6, '0')}`;
}

export type ContractSeedInput = {
  count: number;
  schools: SeededSchool[];
  schoolYears: SeededSchoolYear[];
  products: SeededProduct[];
  distributorIds: number[];
};

/** School-year subject contracts with their specifications into products of the same subject. */
export async function seedContracts(
  db: Db,
  input: ContractSeedInput,
  random: Random,
  onProgress?: SeedProgress,
) {
  const subjects = input.products.filter((product) => product.isSubject);
  const bySubject = new Map<string, SeededProduct[]>();
  for (const product of input.products) {
    if (product.isSubject) continue;
    bySubject.set(product.subject, [...(bySubject.get(product.subject) ?? []), product]);
  }
  if (!subjects.length) return;
  const rows = function* () {
    for (let k = 0; k < input.count; k++) {
      // Mostly the current school year, some previous and next.
      const year = input.schoolYears[k % 5 === 0 ? 0 : k % 7 === 0 ? 2 : 1]!;
      const subject = subjects[k % subjects.length]!;
      const school = input.schools[(k * 37) % input.schools.length]!;
      const first = random.int(1, 6);
      const grades = Array.from({ length: random.int(1, 3) }, (_, g) => first + g).filter(
        (grade) => grade <= 8,
      );
      const created = new Date(
        Math.min(year.startDate.getTime() - random.int(10, 60) * DAY_MS, SEED_REFERENCE_DATE.getTime()),
      );
      yield {
        contract: {
          contractReferenceId: contractReference(k),
          schoolYearId: year.id,
          schoolId: school.id,
          subjectId: subject.id,
          distributorId: input.distributorIds[k % input.distributorIds.length]!,
          grades,
          specifiedAmount: random.int(2, 12) * 10,
          endDate: year.endDate,
          createdAt: created,
          updatedAt: created,
        },
        subject,
      };
    }
  };
  await inBatches(rows(), 2000, async (batch) => {
    const ids = await bulkInsert(
      db,
      schoolContracts,
      batch.map((row) => row.contract),
      { returningIds: true, onProgress },
    );
    const specs = batch.flatMap(({ contract, subject }, j) => {
      const candidates = bySubject.get(subject.subject) ?? [];
      const parts = Math.min(candidates.length, 1 + (j % 3));
      return Array.from({ length: parts }, (_, p) => ({
        schoolContractId: ids[j]!,
        referenceId: `${contract.contractReferenceId}-${p + 1}`,
        productId: candidates[(j + p * 7) % candidates.length]!.id,
        specifiedAmount: Math.floor(contract.specifiedAmount / parts),
        createdAt: contract.createdAt,
        updatedAt: contract.updatedAt,
      }));
    });
    if (specs.length) await bulkInsert(db, contractSpecifications, specs, { onProgress });
  });
}

export type OrderSeedInput = {
  count: number;
  products: SeededProduct[];
  schoolYears: SeededSchoolYear[];
  distributorIds: number[];
  eckAccountIds: number[];
  contractCount: number;
};

/** Order lines from distributors (ECK or API) and their delivery state to Prius. */
export async function seedOrders(db: Db, input: OrderSeedInput, random: Random, onProgress?: SeedProgress) {
  const orderable = input.products.filter((product) => !product.isSubject);
  const ref = SEED_REFERENCE_DATE.getTime();
  const rows = function* () {
    for (let k = 0; k < input.count; k++) {
      const order = Math.floor(k / 4);
      const line = (k % 4) + 1;
      const distributor = order % input.distributorIds.length;
      const isEck = order % 5 < 3;
      const created = new Date(ref - ((order * 7919) % 500) * DAY_MS - (order % 86_400) * 1000);
      const outcome = random.next();
      const status = outcome < 0.8 ? 'SENT' : outcome < 0.92 ? 'PENDING' : 'FAILED';
      const attempts = status === 'SENT' ? 1 : status === 'PENDING' ? 0 : random.int(1, 6);
      const isCorrection = k % 97 === 5;
      yield {
        amount: isCorrection ? -random.int(1, 5) : random.int(1, 40) * 5,
        referenceId: `ORD-REF-${String(order + 1).padStart(6, '0')}`,
        correctReferenceId: isCorrection ? `ORD-REF-${String(order).padStart(6, '0')}` : null,
        productId: orderable[(k * 13) % orderable.length]!.id,
        orderId: `ORD${String(200_000 + order)}`,
        orderLineId: String(line),
        correctLineId: isCorrection ? '1' : null,
        externId: isEck ? `ECK-${String(order * 31 + line).padStart(8, '0')}` : null,
        creationMethod: isEck ? 'ECK' : 'API',
        schoolYearId:
          input.schoolYears[created.getTime() < input.schoolYears[1]!.startDate.getTime() ? 0 : 1]!.id,
        eckAccountId: isEck ? (input.eckAccountIds[distributor] ?? null) : null,
        distributorId: input.distributorIds[distributor]!,
        contractId:
          input.contractCount > 0 && k % 6 === 0 ? contractReference(k % input.contractCount) : null,
        priusStatus: status,
        priusAttempts: attempts,
        priusNextAttemptAt: status === 'SENT' ? null : new Date(ref + 15 * 60 * 1000),
        priusLastError: status === 'FAILED' ? 'Prius antwoordde 503 Service Unavailable' : null,
        priusDeliveredAt: status === 'SENT' ? new Date(created.getTime() + 60_000) : null,
        createdAt: created,
        updatedAt: status === 'SENT' ? new Date(created.getTime() + 60_000) : created,
      };
    }
  };
  await bulkInsert(db, orderDetails, rows(), { onProgress });
}
