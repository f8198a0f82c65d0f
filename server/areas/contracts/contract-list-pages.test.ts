import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';
import { expectPagesOfWhole } from '../../test-support/list-pages';

/*
 * Issue 21: the school contracts, contract specifications, order lines and support tickets choose a page's ids
 * before reading its rows. Every filter, sort and scope gives the same pages as the whole list, and
 * the total is the number of rows counted here from the tables themselves.
 */

const api = fileApiHarness({ scale: 0.02 });

beforeAll(() => api.grant(PUBLISHER_ADMIN, ['schooljaarvakcontracten_inzien', 'orders_inzien']));

const count = async (query: ReturnType<typeof sql>) =>
  String((await rowsOf<{ n: number }>(api.db, query))[0]!.n);

describe('contract, order and support lists, page by page', () => {
  it('give every filter, sort and scope the pages of the whole list and the counted total', async () => {
    const [s] = await rowsOf<{
      publisher: number;
      year: string;
      school: number;
      distributor: number;
      ean: string;
    }>(
      api.db,
      sql`select (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN}) as publisher,
        (select y.name from school_contracts sc join school_years y on y.id = sc.school_year_id order by sc.id limit 1) as year,
        (select school_id from school_contracts order by id limit 1) as school,
        (select distributor_id from order_details where distributor_id is not null order by id limit 1) as distributor,
        (select p.ean from order_details od join products p on p.id = od.product_id order by od.id limit 1) as ean`,
    );
    const contracts = (where: ReturnType<typeof sql>) =>
      count(sql`select count(*)::int as n from school_contracts sc join school_years y on y.id = sc.school_year_id
        join products p on p.id = sc.subject_id where ${where}`);
    const specifications = (where: ReturnType<typeof sql>) =>
      count(sql`select count(*)::int as n from contract_specifications cs join school_contracts sc on sc.id = cs.school_contract_id
        join school_years y on y.id = sc.school_year_id join products p on p.id = sc.subject_id
        join products sp on sp.id = cs.product_id where ${where}`);
    const orders = (where: ReturnType<typeof sql>) =>
      count(sql`select count(*)::int as n from order_details od join products p on p.id = od.product_id
        left join school_years y on y.id = od.school_year_id where ${where}`);
    const cases: [string, string, Promise<string>][] = [
      [SUPERUSER, `/api/schoolcontracts?schoolId=${s!.school}`, contracts(sql`sc.school_id = ${s!.school}`)],
      [
        SUPERUSER,
        `/api/schoolcontracts?schoolId=${s!.school}&sort=DESC-schoolName`,
        contracts(sql`sc.school_id = ${s!.school}`),
      ],
      [
        SUPERUSER,
        `/api/schoolcontracts?schoolyearName=${s!.year}&contractReferenceId=00&sort=ASC-subjectTitle`,
        contracts(sql`y.name = ${s!.year} and sc.contract_reference_id like '%00%'`),
      ],
      [
        PUBLISHER_ADMIN,
        `/api/schoolcontracts?sort=DESC-specifiedAmount`,
        contracts(sql`p.organisation_id = ${s!.publisher}`),
      ],
      [
        SUPERUSER,
        `/api/contractspecifications?schoolId=${s!.school}`,
        specifications(sql`sc.school_id = ${s!.school}`),
      ],
      [
        SUPERUSER,
        `/api/contractspecifications?schoolyearName=${s!.year}&contractReferenceId=00&sort=ASC-productTitle`,
        specifications(sql`y.name = ${s!.year} and sc.contract_reference_id like '%00%'`),
      ],
      [
        SUPERUSER,
        `/api/contractspecifications?schoolId=${s!.school}&sort=DESC-schoolName`,
        specifications(sql`sc.school_id = ${s!.school}`),
      ],
      [
        PUBLISHER_ADMIN,
        `/api/contractspecifications?sort=DESC-referenceId`,
        specifications(sql`p.organisation_id = ${s!.publisher} and sp.organisation_id = ${s!.publisher}`),
      ],
      [SUPERUSER, `/api/orderdetails?ean=${s!.ean}`, orders(sql`p.ean = ${s!.ean}`)],
      [
        SUPERUSER,
        `/api/orderdetails?distributorId=${s!.distributor}&schoolYearName=${s!.year}&sort=ASC-amount`,
        orders(sql`od.distributor_id = ${s!.distributor} and y.name = ${s!.year}`),
      ],
      [
        SUPERUSER,
        `/api/orderdetails?priusStatus=PENDING&sort=ASC-orderId`,
        orders(sql`od.prius_status = 'PENDING'`),
      ],
      [
        PUBLISHER_ADMIN,
        `/api/orderdetails?schoolYearName=${s!.year}`,
        orders(sql`p.organisation_id = ${s!.publisher} and y.name = ${s!.year}`),
      ],
      [
        SUPERUSER,
        '/api/contractspecifications?referenceId=0&sort=ASC-referenceId',
        specifications(sql`cs.reference_id ilike '%0%'`),
      ],
      [SUPERUSER, '/api/supportentries', count(sql`select count(*)::int as n from support_entries`)],
      [
        SUPERUSER,
        '/api/supportentries?status=open',
        count(sql`select count(*)::int as n from support_entries where status = 'open'`),
      ],
    ];
    let rows = 0;
    for (const [as, url, expected] of cases) {
      const whole = await expectPagesOfWhole(api, as, url);
      expect(whole.total, `${as} ${url}`).toBe(await expected);
      rows += whole.rows.length;
    }
    expect(rows).toBeGreaterThan(50);
  });
  it("keep each specification's contract reference, the list's order, through every write (decision 725)", async () => {
    const differing = () =>
      count(sql`select count(*)::int as n from contract_specifications cs
        join school_contracts sc on sc.id = cs.school_contract_id
        where cs.contract_reference_id is distinct from sc.contract_reference_id`);
    const [c] = await rowsOf<{ first: number; second: number; reference: string; product: number }>(
      api.db,
      sql`select (select id from school_contracts order by id limit 1) as first,
        (select id from school_contracts order by id desc limit 1) as second,
        (select contract_reference_id from school_contracts order by id limit 1) as reference,
        (select product_id from contract_specifications order by id limit 1) as product`,
    );
    expect(await differing()).toBe('0');
    // A new specification, written without the reference, takes its contract's.
    const [added] = await rowsOf<{ id: number; reference: string }>(
      api.db,
      sql`insert into contract_specifications (school_contract_id, reference_id, product_id, specified_amount)
        values (${c!.first}, 'ZZ-725', ${c!.product}, 3) returning id, contract_reference_id as reference`,
    );
    expect(added!.reference).toBe(c!.reference);
    // A renamed contract's specifications follow it, in the list and its filter.
    await api.db.execute(
      sql`update school_contracts set contract_reference_id = 'ZZ-725-renamed' where id = ${c!.first}`,
    );
    expect(await differing()).toBe('0');
    const renamed = await api.as(SUPERUSER)('/api/contractspecifications?sort=DESC-contractReferenceId', {
      headers: { range: 'items=0-0' },
    });
    expect(((await renamed.json()) as { contractReferenceId: string }[])[0]!.contractReferenceId).toBe(
      'ZZ-725-renamed',
    );
    // A specification moved to another contract, or given a reference of its own, keeps its contract's.
    await api.db.execute(
      sql`update contract_specifications set school_contract_id = ${c!.second} where id = ${added!.id}`,
    );
    await api.db.execute(
      sql`update contract_specifications set contract_reference_id = 'wrong' where id = ${added!.id}`,
    );
    expect(await differing()).toBe('0');
    await api.db.execute(sql`delete from contract_specifications where id = ${added!.id}`);
    await api.db.execute(
      sql`update school_contracts set contract_reference_id = ${c!.reference} where id = ${c!.first}`,
    );
    expect(await differing()).toBe('0');
  });
});
