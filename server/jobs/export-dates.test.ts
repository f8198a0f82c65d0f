import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TlinkLicense } from '../../domain/schemas/tlink';
import { exportJobs } from '../db/schema/exports';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';
import { exportedLines } from '../test-support/export-run';
import { tlinkTarget } from '../test-support/tlink-target';

/*
 * CSV exports write dates as the console shows them (decision 162): a day dd-MM-yyyy, a moment
 * dd-MM-yyyy HH:mm:ss, both in Amsterdam, whatever the server's zone. Never ISO UTC.
 */

const api = fileApiHarness();

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

const exported = (list: string, query: string, headers: string) => exportedLines(api, list, query, headers);

describe('dates in CSV exports', () => {
  it('writes account days as dd-MM-yyyy and timestamps as dd-MM-yyyy HH:mm:ss in Amsterdam', async () => {
    await api.db.execute(sql`update accounts set black_list_date = '2026-03-01',
      created_at = '2026-07-14T04:55:41Z', updated_at = '2026-01-31T23:30:00Z' where id = 2`);
    const lines = await exported(
      'accounts',
      'sort=ASC-id',
      'Id=id|Blacklist=blackListDate|Aangemaakt=createdAt|Gewijzigd=updatedAt',
    );
    expect(lines.find((line) => line.startsWith('2;'))).toBe(
      '2;01-03-2026;14-07-2026 06:55:41;01-02-2026 00:30:00',
    );
  });

  it('writes TLink days as the day entered and its timestamps on the Amsterdam clock', async () => {
    const pick = await tlinkTarget(api.db);
    const created = await api.as(SUPERUSER)('/api/tlinklicenses?amount=1', {
      method: 'POST',
      body: JSON.stringify({
        product: pick.product,
        organisation: pick.school,
        account: null,
        distributor: null,
        startDate: '2026-12-01',
        endDate: '2027-06-30',
        licenseState: 'AVAILABLE',
        amount: 1,
        autoRenew: false,
      }),
    });
    expect(created.status).toBe(201);
    const [licence] = (await created.json()) as TlinkLicense[];
    await api.db.execute(
      sql`update tlink_licenses set created_at = '2026-07-14T04:55:41Z' where id = ${licence!.id}`,
    );
    const lines = await exported(
      'tlinklicenses',
      `licenseCode=${licence!.licenseCode}`,
      'Code=licenseCode|Start=startDate|Einde=endDate|Aangemaakt=createdAt',
    );
    expect(lines).toEqual([`${licence!.licenseCode};01-12-2026;30-06-2027;14-07-2026 06:55:41`]);
  });

  it('writes a school contract end date as its Amsterdam day', async () => {
    const contract = await one<{ ref: string }>(sql`
      update school_contracts set end_date = '2027-07-30T22:00:00Z'
      where id = (select min(id) from school_contracts) returning contract_reference_id as ref`);
    const lines = await exported(
      'schoolcontracts',
      `contractReferenceId=${contract.ref}`,
      'Contract=contractReferenceId|Einddatum=endDate',
    );
    expect(lines).toContain(`${contract.ref};31-07-2027`);
  });

  it('names the downloaded file after the Amsterdam day the export was started', async () => {
    await exported('accounts', 'sort=ASC-id', 'Id=id');
    const [job] = await api.db.select().from(exportJobs).orderBy(desc(exportJobs.id)).limit(1);
    // 22:30 UTC on 14 July is 00:30 on 15 July in Amsterdam.
    await api.db.execute(
      sql`update export_jobs set created_at = '2026-07-14T22:30:00Z' where id = ${job!.id}`,
    );
    // An app whose data directory is the one the exports were written to.
    const res = await api.app.request(`/api/exportjobs/${job!.id}/download`, {
      headers: { authorization: `Bearer ${await api.tokenFor(SUPERUSER)}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="accounts-2026-07-15-${job!.id}.csv"`,
    );
  });
});
