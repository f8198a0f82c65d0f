import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { accounts } from '../../db/schema/accounts';
import { fileApiHarness, SUPPORT } from '../../test-support/api-harness';
import { accountConditions } from './repository';

/**
 * The palette's e-mail lookup is GET /api/accounts?input=<address> (spec 000's contact search). A
 * whole address is answered from the e-mail parts index of migration 0021 (decision 600), and the
 * answer is still every account whose e-mail or telephone contains the text: also a longer address,
 * one with several @, and a telephone holding it.
 */
const api = fileApiHarness();

const ADDRESS = 'piet.jansen7@school.nl';
const CRAFTED = [
  'Piet.Jansen7@School.NL',
  'xpiet.jansen7@school.nl',
  'piet.jansen7@school.nl.oud',
  'oud@piet.jansen7@school.nl',
  'piet_jansen7@school.nl',
  'piet.jansen7@school.be',
];

beforeAll(async () => {
  for (const [i, email] of CRAFTED.entries()) {
    await api.db.execute(
      sql`update accounts set email = ${email} where id = (select id from accounts order by id offset ${i} limit 1)`,
    );
  }
  await api.db.execute(
    sql`update accounts set telephone = ${`zie ${ADDRESS}`} where id = (select id from accounts order by id desc limit 1)`,
  );
});

/** The contact search as the spec words it (what the trigram search answered), in plain SQL. */
const containing = async (input: string) =>
  (
    await rowsOf<{ id: number }>(
      api.db,
      sql`select id from accounts where strpos(lower(email), ${input.toLowerCase()}) > 0
        or strpos(telephone, ${input.toLowerCase()}) > 0 order by id`,
    )
  ).map((row) => row.id);

describe('GET /api/accounts?input= with an e-mail address (decision 600)', () => {
  it('answers an exact address, its mixed case and a part of it with every account containing the text', async () => {
    for (const input of [ADDRESS, 'PIET.Jansen7@School.NL', 'jansen7@school', 'piet.jansen7@', 'jansen7']) {
      const res = await api.as(SUPPORT)(`/api/accounts?sort=ASC-id&input=${encodeURIComponent(input)}`, {
        headers: { range: 'items=0-999' },
      });
      expect(res.status, input).toBe(200);
      const want = await containing(input);
      expect(want.length, input).toBeGreaterThan(0);
      const rows = (await res.json()) as { id: number }[];
      expect(
        rows.map((row) => row.id),
        input,
      ).toEqual(want);
      expect(res.headers.get('content-range'), input).toBe(`items 0-${want.length - 1}/${want.length}`);
    }
    // The address itself, the longer addresses and the telephone; not piet_jansen7 nor another domain.
    expect(await containing(ADDRESS)).toHaveLength(5);
  });

  it('reads a whole address from the e-mail parts index and the small index of the rest', async () => {
    const plan = await api.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(accountConditions({ input: ADDRESS }))
        .getSQL();
      const result = await tx.execute(sql`explain ${query}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('Bitmap Index Scan on accounts_email_parts_idx');
    expect(plan).toContain('Bitmap Index Scan on accounts_odd_contact_idx');
    expect(plan).not.toContain('trgm');
  });
});
