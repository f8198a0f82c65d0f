import { and, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_SORT_FIELDS } from '../../../domain/schemas/organisation-filters';
import { columnsNamed, sortOrder } from '../../db/list-page';
import { organisations } from '../../db/schema/organisations';
import { organisationScope } from '../../db/scopes';
import { freshTestDatabase, type TestDatabase } from '../../test-support/database';
import { listOrganisations, organisationConditions } from './repository';

/**
 * The organisations search (q) reads its matches first (decision 733): every page and its total
 * equal the plain query's (the page ordered, limited and offset, the matches counted), for each
 * sort, both directions, as staff and as a publisher-bound administrator (who does not see other
 * publishers), for a BRIN, parts of names, ESNs and cities, a term matching most organisations,
 * none, and LIKE's wildcards typed as text.
 */
let database: TestDatabase;
let publisherId: number;

beforeAll(async () => {
  database = await freshTestDatabase();
  const cities = ['Delft', 'De Bilt', 'Zwolle', null];
  await database.db.execute(sql`insert into organisations (esn, name, type, brin, city, updated_at)
    select 'ESN' || lpad(i::text, 4, '0'),
      (array['Basisschool de Regenboog', 'Uitgeverij Noord', 'Het College 100%', 'de_Linde', 'Distributie B.V.'])[1 + i % 5] || ' ' || i,
      case when i % 5 = 1 then array['Uitgever'] when i % 5 = 4 then array['Distributeur'] else array['School'] end,
      case when i % 3 = 0 then null else lpad((i % 100)::text, 2, '0') || (array['AA', 'LA', 'XZ'])[1 + i % 3] end,
      (${sql.raw(`array[${cities.map((c) => (c === null ? 'null' : `'${c}'`)).join(', ')}]::text[]`)})[1 + i % 4],
      timestamptz '2026-01-01 00:00:00+01' + (i % 17) * interval '1 day'
    from generate_series(1, 240) as i`);
  const [row] = await database.db
    .execute(sql`select min(id)::int as id from organisations where 'Uitgever' = any(type)`)
    .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
  publisherId = row!.id;
}, 120_000);
afterAll(async () => database?.drop());

const sortColumns = columnsNamed(organisations, ORGANISATION_SORT_FIELDS);

/** The plain query: the page in the list's order, and the matches counted. */
async function plain(
  q: string,
  viewer: number | null,
  field: (typeof ORGANISATION_SORT_FIELDS)[number],
  direction: 'ASC' | 'DESC',
  offset: number,
  limit: number,
) {
  const where = and(organisationScope(viewer), organisationConditions({ q }));
  const order = sortOrder({ field, direction }, sortColumns, organisations.id);
  const rows = await database.db
    .select()
    .from(organisations)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [counted] = await database.db.select({ total: count() }).from(organisations).where(where);
  return { rows, total: counted?.total ?? 0 };
}

describe('GET /api/organisations?q= read matches first (decision 733)', () => {
  it('gives the plain query’s pages and totals for every sort, page and scope', async () => {
    let compared = 0;
    for (const q of ['05aa', 'regenboog', 'esn01', 'delft', 'de', '100%', 'de_l', 'geen-treffer'])
      for (const viewer of [null, publisherId])
        for (const field of ORGANISATION_SORT_FIELDS)
          for (const direction of ['ASC', 'DESC'] as const) {
            const { total } = await plain(q, viewer, field, direction, 0, 1);
            for (const offset of [0, 7, Math.max(0, total - 3), total + 5]) {
              const expected = await plain(q, viewer, field, direction, offset, 7);
              const found = await listOrganisations(
                database.db,
                { q },
                viewer,
                { field, direction },
                { offset, limit: 7 },
              );
              expect(found, `${q} ${viewer} ${field} ${direction} ${offset}`).toEqual(expected);
              compared += expected.rows.length;
            }
          }
    expect(compared).toBeGreaterThan(1000);
  }, 240_000);
});
