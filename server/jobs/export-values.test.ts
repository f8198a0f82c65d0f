import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, startApiHarness } from '../test-support/api-harness';
import { addEdgeLicence, EDGE_CODE } from '../test-support/edge-data';
import { exportedLines } from '../test-support/export-run';

/*
 * Decision 220: a CSV export writes a boolean as Ja or Nee, and an enumeration as its code (the
 * value the API and the imports use), in every kind of export: lines the database writes
 * (accounts), rows of the list's JSON (TLinks) and the grouped rows of the contract lists.
 */

let api: ApiHarness;
const exported = (list: string, query: string, headers: string) => exportedLines(api, list, query, headers);

beforeAll(async () => {
  api = await startApiHarness();
  await addEdgeLicence(api);
}, 240_000);
afterAll(async () => {
  await api?.close();
});

describe('booleans and codes in CSV exports (decision 220)', () => {
  it('writes the account booleans as Ja and Nee, in the lines the database writes', async () => {
    await api.db.execute(sql`update accounts set validated = true, is_from_tm_profiel_from_this_year = false
      where id = 2`);
    await api.db.execute(sql`update accounts set validated = false where id = 3`);
    const lines = await exported(
      'accounts',
      'sort=ASC-id',
      'Id=id|Bevestigd=validated|TM=isFromTMProfielFromThisYear|Link=accessurlPresent',
    );
    expect(lines.find((line) => line.startsWith('2;'))).toMatch(/^2;Ja;Nee;(Ja|Nee)$/);
    expect(lines.find((line) => line.startsWith('3;'))).toMatch(/^3;Nee;(Ja|Nee);(Ja|Nee)$/);
    for (const line of lines) expect(line).not.toMatch(/\b(true|false)\b/);
  });

  it('writes a TLink boolean as Nee and its state, source and licence type as codes', async () => {
    const lines = await exported(
      'tlinklicenses',
      `licenseCode=${EDGE_CODE}`,
      'Code=licenseCode|Status=licenseState|Bron=creationMethod|Type=licenseType|Verlengen=autoRenew',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${EDGE_CODE};REVOKED_BY_MERGE;ELF_SPECIFICATIE;([A-Z_]+)?;Nee$`));
  });

  it('writes the contract lists’ grades as the numbers they are', async () => {
    const lines = await exported(
      'schoolcontracts',
      'sort=ASC-contractReferenceId',
      'Contract=contractReferenceId|Leerjaren=grades',
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^[^;]+;("?[\d,]*"?)$/);
  });
});
