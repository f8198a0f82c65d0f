import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { fileApiHarness, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();

type Row = {
  id: number;
  attributes: { first_name: string | null; tussenvoegsels: string | null };
  digiDeliveryId: string | null;
};

async function list(query: string): Promise<Row[]> {
  const res = await api.as(SUPPORT)(`/api/accounts?${query}`, { headers: { range: 'items=0-999' } });
  expect(res.status).toBe(200);
  return (await res.json()) as Row[];
}

describe('users list filters of spec 000 §2 (first name, infix, DigiDeliveryId)', () => {
  it('finds by a part of the first name, by the whole infix, and by the exact DigiDeliveryId', async () => {
    const [sample] = await api.db
      .select()
      .from(accounts)
      .where(and(isNotNull(accounts.firstName), isNotNull(accounts.tussenvoegsels)))
      .limit(1);
    const part = sample!.firstName!.slice(1, 4);
    const byFirstName = await list(`voornaam=${encodeURIComponent(part)}`);
    expect(byFirstName.map((row) => row.id)).toContain(sample!.id);
    for (const row of byFirstName)
      expect(row.attributes.first_name?.toLowerCase()).toContain(part.toLowerCase());

    const byInfix = await list(`tussenvoegsels=${encodeURIComponent(sample!.tussenvoegsels!.toUpperCase())}`);
    expect(byInfix.map((row) => row.id)).toContain(sample!.id);
    for (const row of byInfix)
      expect(row.attributes.tussenvoegsels?.toLowerCase()).toBe(sample!.tussenvoegsels!.toLowerCase());

    await api.db.update(accounts).set({ digiDeliveryId: 'DD-CONFORM-42' }).where(eq(accounts.id, sample!.id));
    expect((await list('digiDeliveryId=DD-CONFORM-42')).map((row) => row.id)).toEqual([sample!.id]);
    expect(await list('digiDeliveryId=DD-CONFORM-4')).toEqual([]);
  });
});
