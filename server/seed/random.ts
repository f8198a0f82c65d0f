import { base, en, Faker, nl } from '@faker-js/faker';

/** The fixed "now" of the demo data, so every run produces the same rows. */
export const SEED_REFERENCE_DATE = new Date('2026-09-01T08:00:00Z');

/** A seeded Dutch faker: the same seed gives the same demo data on every machine. */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [nl, en, base] });
  faker.seed(seed);
  return faker;
}

/** Inserts rows in batches so large seeds stream instead of building one giant statement. */
export async function inBatches<T>(rows: Iterable<T>, size: number, write: (batch: T[]) => Promise<unknown>) {
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      await write(batch);
      batch = [];
    }
  }
  if (batch.length) await write(batch);
}
