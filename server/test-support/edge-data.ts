import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { ApiHarness } from './api-harness';

/** The code of the licence `addEdgeLicence` writes. */
export const EDGE_CODE = 'EDGE0001';

/** The first column of the first row `query` answers, for a test that needs an id or a value. */
export async function firstValue(harness: ApiHarness, query: SQL): Promise<string> {
  const [row] = await rowsOf<Record<string, unknown>>(harness.db, query);
  return String(Object.values(row ?? {})[0]);
}

/**
 * Adds a licence whose every optional field is empty (school, account, distributor, dates,
 * reference, activation method), in a state and from a source whose codes read nothing like their
 * Dutch labels.
 */
export async function addEdgeLicence(harness: ApiHarness): Promise<void> {
  const productId = Number(await firstValue(harness, sql`select min(id) from products`));
  await harness.db.execute(sql`insert into tlink_licenses (license_code, product_id, license_state, creation_method)
    values (${EDGE_CODE}, ${productId}, 'REVOKED_BY_MERGE', 'ELF_SPECIFICATIE')`);
}
