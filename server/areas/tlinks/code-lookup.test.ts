import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { countTlinks, listTlinks, selectTlinks, tlinkConditions } from './repository';

/**
 * The palette's TLink code lookup (`licenseCode` alone, a whole code, first page) is a statement
 * built once per direction and scope (decision 741): it must answer exactly what the list's plain
 * statement and count answer, for staff and for a publisher-bound administrator (their own code and
 * another publisher's), however the code is typed, and for a code that does not exist.
 */
const database = seededTestDatabase(0.01);

async function plainPage(licenseCode: string, uitgeverId: number | null, limit: number) {
  const db = database().db;
  const filter = { licenseCode };
  const rows = await selectTlinks(db).where(tlinkConditions(filter, uitgeverId)).limit(limit);
  return { rows, total: await countTlinks(db, filter, uitgeverId, { counters: false }) };
}

describe('the TLink code lookup, one whole code', () => {
  it('answers as the plain list, for every scope, direction and way of typing the code', async () => {
    const db = database().db;
    const licences = await rowsOf<{ code: string; publisher: number }>(
      db,
      sql`select license_code as code, publisher_id as publisher from tlink_licenses order by id limit 3`,
    );
    const [other] = await rowsOf<{ publisher: number }>(
      db,
      sql`select id as publisher from organisations where id <> ${licences[0]!.publisher} and 'Uitgever' = any(type) limit 1`,
    );
    let found = 0;
    for (const { code, publisher } of licences) {
      const typed = [
        code,
        code.toLowerCase(),
        `${code.slice(0, 4)}-${code.slice(4)}`,
        ` ${code.slice(0, 4)} ${code.slice(4)}`,
      ];
      for (const licenseCode of [...typed, 'ZZZZ9999'])
        for (const uitgeverId of [null, publisher, other!.publisher])
          for (const direction of ['ASC', 'DESC'] as const)
            for (const limit of [1, 25]) {
              const answer = await listTlinks(
                db,
                { licenseCode },
                uitgeverId,
                { field: 'licenseCode', direction },
                { offset: 0, limit },
              );
              const why = `${licenseCode} as ${uitgeverId} ${direction} ${limit}`;
              expect(answer, why).toEqual(await plainPage(licenseCode, uitgeverId, limit));
              found += answer.rows.length;
            }
    }
    // Staff and the licence's own publisher find it (4 ways x 2 x 2 each); another publisher never.
    expect(found).toBe(3 * 4 * 2 * 2 * 2);
  });
});
