import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ContractBalance,
  ContractSpecification,
  SchoolContractRow,
} from '../../../domain/schemas/contract';
import { administrators, roles } from '../../db/schema/administrators';
import { contractSpecifications, schoolContracts } from '../../db/schema/contracts';
import { exportJobs } from '../../db/schema/exports';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { runPendingExports } from '../../jobs/export-worker';
import { DEMO_PUBLISHER_NAME } from '../../seed/demo-administrators';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';
import { exportFileText } from '../../test-support/export-run';

const api = fileApiHarness();
let fixture: { contractId: number; schoolId: number; year: string; subjectId: number; productId: number };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const REF = 'SJC-TEST-0001';

beforeAll(async () => {
  const [subject] = await rows<{ id: number; subjects: string[] }>(
    sql`select id, subjects from products where is_subject order by id limit 1`,
  );
  const [product] = await rows<{ id: number }>(
    sql`select id from products where not is_subject order by id limit 1`,
  );
  const [school] = await rows<{ id: number }>(
    sql`select id from organisations where 'School' = any(type) order by id desc limit 1`,
  );
  const [year] = await rows<{ id: number; name: string }>(
    sql`select id, name from school_years order by start_date limit 1`,
  );
  const [account] = await rows<{ id: number }>(sql`select id from accounts order by id limit 1`);
  const [contract] = await api.db
    .insert(schoolContracts)
    .values({
      contractReferenceId: REF,
      schoolYearId: year!.id,
      schoolId: school!.id,
      subjectId: subject!.id,
      grades: [3, 4],
      specifiedAmount: 40,
    })
    .returning();
  await api.db.insert(contractSpecifications).values({
    schoolContractId: contract!.id,
    referenceId: `${REF}-1`,
    productId: product!.id,
    specifiedAmount: 40,
  });
  const states: [string, boolean][] = [
    ['PREACTIVE', true],
    ['PREACTIVE', false],
    ['ACTIVE', true],
    ['ACTIVE', true],
    ['EXPIRED', true],
    ['BLOCKED', true],
    ['REVOKED', true],
    ['REVOKED_BY_MERGE', true],
    ['AVAILABLE', false],
    ['DESPECIFIED', true],
  ];
  await api.db.insert(tlinkLicenses).values(
    states.map(([state, claimed], i) => ({
      licenseCode: `QTST${String(i).padStart(4, '0')}`,
      productId: product!.id,
      organisationId: school!.id,
      accountId: claimed ? account!.id : null,
      licenseState: state,
      creationMethod: 'SCHOOLJAAR_CONTRACT',
      schoolContractReferenceId: REF,
    })),
  );
  // A service licence at the school for the specified product, outside the contract; and one with another product.
  const [other] = await rows<{ id: number }>(
    sql`select id from products where not is_subject and id <> ${product!.id} order by id limit 1`,
  );
  await api.db.insert(tlinkLicenses).values([
    {
      licenseCode: 'QSRV0001',
      productId: product!.id,
      organisationId: school!.id,
      licenseState: 'ACTIVE',
      creationMethod: 'SERVICE',
    },
    {
      licenseCode: 'QSRV0002',
      productId: other!.id,
      organisationId: school!.id,
      licenseState: 'ACTIVE',
      creationMethod: 'SERVICE',
    },
  ]);
  fixture = {
    contractId: contract!.id,
    schoolId: school!.id,
    year: year!.name,
    subjectId: subject!.id,
    productId: product!.id,
  };
});

describe('GET /api/contractbalances (counting rules of spec 001 §4, in SQL)', () => {
  it('counts specified, active, expired, disabled, preactive used/unused and service licences', async () => {
    const res = await api.as(SUPERUSER)(
      `/api/contractbalances?schoolId=${fixture.schoolId}&schoolyearName=${fixture.year}&contractReferenceId=${REF}`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as ContractBalance[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      contractReferenceId: REF,
      schoolyearName: fixture.year,
      grades: [3, 4],
      contractAmount: 40,
      specified: 8,
      active: 2,
      expired: 1,
      disabled: 3,
      preactiveUsed: 1,
      preactiveUnused: 1,
      serviceNoContract: 1,
    });
  });

  it("filters by the spec's referenceId and productId (contracts specified with them)", async () => {
    const refs = async (query: string) => {
      const res = await api.as(SUPERUSER)(`/api/contractbalances?${query}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as ContractBalance[]).map((row) => row.contractReferenceId);
    };
    expect(await refs(`referenceId=${REF}-1`)).toEqual([REF]);
    expect(await refs(`referenceId=${REF}-9`)).toEqual([]);
    expect(await refs(`productId=${fixture.productId}&contractReferenceId=${REF}`)).toEqual([REF]);
    const [unspecified] = await rows<{ id: number }>(sql`
      select id from products where not is_subject and id <> ${fixture.productId} order by id desc limit 1`);
    expect(await refs(`productId=${unspecified!.id}&contractReferenceId=${REF}`)).toEqual([]);
    const bad = await api.as(SUPERUSER)('/api/contractbalances?productId=abc');
    expect(bad.status).toBe(400);
  });

  it('needs schooljaarvakcontracten_inzien', async () => {
    expect((await api.as(SUPPORT)('/api/contractbalances')).status).toBe(403);
  });
});

describe('GET /api/schoolcontracts', () => {
  it('lists contracts with their school, subject and distributor, filtered by id, year and grade', async () => {
    const res = await api.as(SUPERUSER)(`/api/schoolcontracts?contractReferenceId=test-0001&grade=4`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SchoolContractRow[];
    expect(body.map((row) => row.contractReferenceId)).toEqual([REF]);
    expect(body[0]).toMatchObject({
      schoolId: fixture.schoolId,
      subjectId: fixture.subjectId,
      grades: [3, 4],
    });
    const otherGrade = (await (
      await api.as(SUPERUSER)(`/api/schoolcontracts?contractReferenceId=${REF}&grade=8`)
    ).json()) as unknown[];
    expect(otherGrade).toEqual([]);
    const all = await api.as(SUPERUSER)('/api/schoolcontracts', { headers: { range: 'items=0-4' } });
    expect(all.headers.get('content-range')).toMatch(/^items 0-4\/\d+$/);
  });

  it('refuses a contract id over 200 characters, a bad school year and a grade outside 1-8', async () => {
    const long = await api.as(SUPERUSER)(`/api/schoolcontracts?contractReferenceId=${'x'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe('Mag maximaal 200 tekens zijn');
    expect((await api.as(SUPERUSER)('/api/schoolcontracts?schoolyearName=2025-2027')).status).toBe(400);
    expect((await api.as(SUPERUSER)('/api/schoolcontracts?grade=9')).status).toBe(400);
  });

  it('scopes a publisher-bound administrator to their own subjects', async () => {
    const [admin] = await api.db
      .select({ rolId: administrators.rolId, uitgeverId: administrators.uitgeverId })
      .from(administrators)
      .where(eq(administrators.email, PUBLISHER_ADMIN));
    await api.db
      .update(roles)
      .set({ rechten: sql`array_append(${roles.rechten}, 'schooljaarvakcontracten_inzien')` })
      .where(eq(roles.id, admin!.rolId));
    const res = await api.as(PUBLISHER_ADMIN)('/api/schoolcontracts', { headers: { range: 'items=0-999' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SchoolContractRow[];
    const own = await rows<{ id: number }>(
      sql`select p.id from products p join organisations o on o.id = p.organisation_id where o.name = ${DEMO_PUBLISHER_NAME}`,
    );
    const ownIds = new Set(own.map((row) => row.id));
    for (const row of body) expect(ownIds.has(row.subjectId)).toBe(true);
    const all = (await (
      await api.as(SUPERUSER)('/api/schoolcontracts', { headers: { range: 'items=0-999' } })
    ).json()) as unknown[];
    expect(body.length).toBeLessThan(all.length);
  });
});

describe('GET /api/contractspecifications', () => {
  it('lists the products a contract is specified into, with grades and amount', async () => {
    const res = await api.as(SUPERUSER)(`/api/contractspecifications?contractReferenceId=${REF}`);
    const body = (await res.json()) as ContractSpecification[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      referenceId: `${REF}-1`,
      productId: fixture.productId,
      specifiedAmount: 40,
    });
    const byProduct = (await (
      await api.as(SUPERUSER)(`/api/contractspecifications?productId=${fixture.productId}&referenceId=${REF}`)
    ).json()) as unknown[];
    expect(byProduct).toHaveLength(1);
  });

  it('exports the filtered lists as CSV, the balance counts included', async () => {
    const exported = async (list: string, query: string, headers: string) => {
      const res = await api.as(SUPERUSER)(`/api/${list}?${query}&csvHeaders=${encodeURIComponent(headers)}`, {
        headers: { accept: 'text/csv', range: 'items=0-' },
      });
      expect(res.status).toBe(202);
      await runPendingExports(api.db, { pageSize: 2 });
      const [job] = await api.db.select().from(exportJobs).orderBy(desc(exportJobs.id)).limit(1);
      expect(job!.status).toBe('finished');
      return (await exportFileText(api.db, job!.id)).trim().split('\r\n');
    };
    const specs = await exported(
      'contractspecifications',
      `contractReferenceId=${REF}`,
      'Contract=contractReferenceId|Referentie=referenceId|Aantal=specifiedAmount',
    );
    expect(specs).toEqual(['Contract;Referentie;Aantal', `${REF};${REF}-1;40`]);
    const balances = await exported(
      'contractbalances',
      `contractReferenceId=${REF}`,
      'Contract=contractReferenceId|Gespecificeerd=specified|Uitgeschakeld=disabled',
    );
    expect(balances).toEqual(['Contract;Gespecificeerd;Uitgeschakeld', `${REF};8;3`]);
    // Keyset pages of 2 over a sort on a joined, nullable column give every row once.
    const contracts = await exported('schoolcontracts', 'sort=DESC-endDate', 'Id=contractReferenceId');
    const all = (await (
      await api.as(SUPERUSER)('/api/schoolcontracts', { headers: { range: 'items=0-999' } })
    ).json()) as unknown[];
    expect(contracts.length - 1).toBe(all.length);
    expect(new Set(contracts.slice(1)).size).toBe(all.length);
  });
});
