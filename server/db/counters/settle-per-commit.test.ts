import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { connectDatabase, migrateDatabase } from '../connect';
import { missingFamilyNames } from '../test-support/derived-data';
import { expectOrderStockExact } from '../test-support/order-stock';
import { expectSchoolGroupsExact } from '../test-support/school-groups';

/*
 * Every commit that writes licences, order lines or new family names settles its kept rows at
 * commit (decisions 595, 635); decision 650 made each commit's settle linear in what it wrote. The
 * demo seed committed in batches of 1,000 licences, as an import of many small transactions, must
 * leave every kept row equal to what it counts. Its cost against one transaction is a figure, not a
 * timed test: `npx tsx bench/seed-commits.ts`. Always PGlite (the embedded default): made here.
 */
describe('the settle at commit on PGlite (decision 650)', () => {
  it('leaves the kept rows equal to what they count after a seed committed batch by batch', async () => {
    const database = await connectDatabase({ dataDir: undefined });
    try {
      await migrateDatabase(database);
      await seedDemo(database.db, { scale: 0.02, licenceBatch: 1000 });
      await expectSchoolGroupsExact(database.db);
      await expectOrderStockExact(database.db);
      expect(await missingFamilyNames(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
