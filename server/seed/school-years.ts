import type { Db } from '../db/connect';
import { schoolYears } from '../db/schema/school-years';
import { SEED_REFERENCE_DATE } from './random';

export type SeededSchoolYear = { id: number; name: string; startDate: Date; endDate: Date };

/** The school year (1 August - 31 July) that contains `date`, as its first calendar year. */
export function schoolYearStart(date: Date): number {
  return date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}

/** Previous, current and next school year relative to SEED_REFERENCE_DATE, oldest first. */
export async function seedSchoolYears(db: Db): Promise<SeededSchoolYear[]> {
  const current = schoolYearStart(SEED_REFERENCE_DATE);
  const rows = [current - 1, current, current + 1].map((year) => ({
    name: `${year}-${year + 1}`,
    startDate: `${year}-08-01`,
    endDate: `${year + 1}-07-31`,
  }));
  const inserted = await db.insert(schoolYears).values(rows).returning();
  return inserted.map((row) => ({
    id: row.id,
    name: row.name,
    startDate: new Date(`${row.startDate}T00:00:00Z`),
    endDate: new Date(`${row.endDate}T23:59:59Z`),
  }));
}
