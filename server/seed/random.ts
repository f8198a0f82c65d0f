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

/** A small, fast seeded generator (mulberry32) for the bulk tables, where faker is too slow per row. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  chance(probability: number): boolean;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (values) => values[Math.floor(next() * values.length)]!,
    chance: (probability) => next() < probability,
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** SEED_REFERENCE_DATE moved by a number of days (negative: in the past). */
export function daysFromReference(days: number): Date {
  return new Date(SEED_REFERENCE_DATE.getTime() + days * DAY_MS);
}
