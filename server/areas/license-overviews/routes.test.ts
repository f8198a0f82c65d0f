import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApiHarness, SUPERUSER } from '../../test-support/api-harness';

const api = fileApiHarness();
const BASISPOORT_ONLY = 'basispoort@leskluis.test';

beforeAll(async () => {
  await api.db.execute(sql`
    with rol as (insert into roles (naam, rechten) values ('Alleen Basispoort', array['alleen_basispoort_inzien']) returning id)
    insert into administrators (name, email, password_hash, rol_id) select 'Basispoort', ${BASISPOORT_ONLY}, 'x', id from rol`);
});

type Row = { total: number };
const sum = (rows: Row[]) => rows.reduce((total, row) => total + row.total, 0);
const all = { headers: { range: 'items=0-9999' } };

async function count(where: ReturnType<typeof sql>) {
  const result = (await api.db.execute(
    sql`select count(*)::int as n from tlink_licenses where organisation_id is not null and ${where}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('/api/tlinklicenseschooloverviews with alleen_basispoort_inzien', () => {
  it('counts only licences created through Basispoort for that administrator', async () => {
    const basispoort = await count(sql`creation_method = 'BASISPOORT'`);
    const everything = await count(sql`true`);
    expect(basispoort).toBeGreaterThan(0);
    expect(everything).toBeGreaterThan(basispoort);

    const limited = await api.as(BASISPOORT_ONLY)('/api/tlinklicenseschooloverviews', all);
    expect(limited.status).toBe(200);
    expect(sum((await limited.json()) as Row[])).toBe(basispoort);

    const full = await api.as(SUPERUSER)('/api/tlinklicenseschooloverviews', all);
    expect(sum((await full.json()) as Row[])).toBe(everything);
  });

  it('gives that administrator no TLink list and no superuser filters', async () => {
    expect((await api.as(BASISPOORT_ONLY)('/api/tlinklicenses')).status).toBe(403);
    const byType = await api.as(BASISPOORT_ONLY)('/api/tlinklicenseschooloverviews?type=SCHOOLJAARLICENTIE');
    expect(byType.status).toBe(403);
  });
});
