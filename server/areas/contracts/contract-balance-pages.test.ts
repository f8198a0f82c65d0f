import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';

/*
 * Issue 21: a page of the contract balances is chosen before its licences are counted. Every page,
 * as the superuser and as a publisher-bound administrator, holds the same contracts and counts as
 * the same rows read in one call (whose counting rules routes.test.ts proves), and the total is the
 * number of matching contracts.
 */

const api = fileApiHarness({ scale: 0.05 });

beforeAll(() => api.grant(PUBLISHER_ADMIN, ['schooljaarvakcontracten_inzien']));

async function balances(as: string, query: string, range: string) {
  const response = await api.as(as)(`/api/contractbalances?${query}`, { headers: { range } });
  expect(response.status).toBe(200);
  return {
    rows: (await response.json()) as unknown[],
    total: response.headers.get('content-range')?.split('/')[1],
  };
}

describe('GET /api/contractbalances pages', () => {
  it('gives every page the rows and counts of the whole list, and the exact total', async () => {
    const [sample] = await rowsOf<{
      distributor: number;
      publisher: number;
      contracts: number;
      year: string;
      school: number;
    }>(
      api.db,
      sql`select (select distributor_id from school_contracts where distributor_id is not null
          order by id limit 1) as distributor,
        (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN}) as publisher,
        (select count(*)::int from school_contracts) as contracts,
        (select y.name from school_contracts sc join school_years y on y.id = sc.school_year_id order by sc.id limit 1) as year,
        (select school_id from school_contracts order by id limit 1) as school`,
    );
    const { distributor, publisher, year, school } = sample!;
    // The balance the console shows: one school in one year (decision 560), here a school and year
    // where the publisher has contracts, so their scope leaves some out and some in.
    const [own] = await rowsOf<{ school: number; year: string }>(
      api.db,
      sql`select sc.school_id as school, y.name as year from school_contracts sc
        join school_years y on y.id = sc.school_year_id join products p on p.id = sc.subject_id
        where p.organisation_id = ${publisher} order by sc.id limit 1`,
    );
    const chosen = `schoolId=${own!.school}&schoolyearName=${own!.year}`;
    const ofChosen = sql`sc.school_id = ${own!.school} and y.name = ${own!.year}`;
    // Each case with the contracts it must hold, counted here from the contracts themselves.
    const cases = [
      [SUPERUSER, '', sql`true`],
      [SUPERUSER, `distributorId=${distributor}`, sql`sc.distributor_id = ${distributor}`],
      [SUPERUSER, `schoolyearName=${year}`, sql`y.name = ${year}`],
      [SUPERUSER, `schoolId=${school}`, sql`sc.school_id = ${school}`],
      [SUPERUSER, 'contractReferenceId=0001', sql`sc.contract_reference_id like '%0001%'`],
      [PUBLISHER_ADMIN, '', sql`p.organisation_id = ${publisher}`],
      [PUBLISHER_ADMIN, `schoolyearName=${year}`, sql`p.organisation_id = ${publisher} and y.name = ${year}`],
      [SUPERUSER, chosen, ofChosen],
      [PUBLISHER_ADMIN, chosen, sql`p.organisation_id = ${publisher} and ${ofChosen}`],
    ] as const;
    let seen = 0;
    for (const [as, query, where] of cases) {
      const [expected] = await rowsOf<{ n: number }>(
        api.db,
        sql`select count(*)::int as n from school_contracts sc
          join school_years y on y.id = sc.school_year_id join products p on p.id = sc.subject_id where ${where}`,
      );
      const whole = await balances(as, query, 'items=0-999');
      expect(whole.rows.length).toBeLessThan(1000);
      expect(whole.total, `${as} ${query}`).toBe(String(expected!.n));
      expect(whole.total).toBe(String(whole.rows.length));
      const paged: unknown[] = [];
      for (let start = 0; start < whole.rows.length; start += 9)
        paged.push(...(await balances(as, query, `items=${start}-${start + 8}`)).rows);
      expect(paged, `${as} ${query}`).toEqual(whole.rows);
      seen += whole.rows.length;
    }
    expect(seen).toBeGreaterThan(sample!.contracts);
    // The chosen school and year hold the publisher's contract at least.
    expect(Number((await balances(PUBLISHER_ADMIN, chosen, 'items=0-999')).total)).toBeGreaterThan(0);
  });
});
