import type { Db } from '../db/connect';
import { invoiceAdjustments } from '../db/schema/invoices';
import { wasWordtImports, wasWordtItems } from '../db/schema/was-wordt';
import { DAY_MS, type Random, SEED_REFERENCE_DATE } from './random';

/** Applied Was-Wordt lists and a few corrected publisher invoices. */
export async function seedTools(
  db: Db,
  random: Random,
  publisherIds: number[],
  administratorId: number | null,
) {
  const ref = SEED_REFERENCE_DATE.getTime();
  const imports = [
    { attribuut: 'nlEduPersonRealId', items: 8, daysAgo: 40 },
    { attribuut: 'nlEduPersonProfileId', items: 5, daysAgo: 12 },
    { attribuut: 'nlEduPersonRealId', items: 3, daysAgo: 2 },
  ];
  for (const [n, list] of imports.entries()) {
    const [row] = await db
      .insert(wasWordtImports)
      .values({
        attribuut: list.attribuut,
        administratorId,
        appliedAt: new Date(ref - list.daysAgo * DAY_MS),
      })
      .returning({ id: wasWordtImports.id });
    await db.insert(wasWordtItems).values(
      Array.from({ length: list.items }, (_, i) => ({
        importId: row!.id,
        rowNumber: i + 1,
        was: `leerling${n}${i}@${10 + i}AB`,
        wordt: `leerling${n}${i}@${20 + i}CD`,
        info: i % 4 === 3 ? 'Niet gevonden' : 'Bijgewerkt: 1 account',
      })),
    );
  }

  const reference = new Date(ref);
  const rows = publisherIds.slice(0, 5).flatMap((organisationId, p) =>
    [1, 2].map((back) => {
      const month = new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() - back - p, 1));
      return {
        organisationId,
        year: month.getUTCFullYear(),
        month: month.getUTCMonth() + 1,
        adjustedTotal: random.int(500, 25_000) * 100,
        administratorId,
        createdAt: new Date(ref - (back * 30 - 5) * DAY_MS),
        updatedAt: new Date(ref - (back * 30 - 5) * DAY_MS),
      };
    }),
  );
  await db.insert(invoiceAdjustments).values(rows);
}
