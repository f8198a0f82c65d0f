import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { accessUrls } from '../../db/schema/access-urls';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();
let link: typeof accessUrls.$inferSelect;
beforeAll(async () => {
  const [row] = await api.db
    .insert(accessUrls)
    .values({ accountId: 1, type: 'PASSWORD_RESET', email: 'link@example.nl', token: 'geheim-token-123' })
    .returning();
  link = row!;
});

describe('/api/accessurls (decision 150)', () => {
  it('never hands out the token of a confirmation link, not to a publisher, the support desk or a superuser', async () => {
    const everyLink = await api.db.select({ id: accessUrls.id }).from(accessUrls);
    for (const who of [PUBLISHER_ADMIN, SUPPORT, SUPERUSER]) {
      const res = await api.as(who)('/api/accessurls?account=1', { headers: { range: 'items=0-999' } });
      expect(res.status, who).toBe(200);
      const body = await res.text();
      expect(body, who).not.toContain(link.token);
      const items = JSON.parse(body) as Record<string, unknown>[];
      expect(
        items.find((item) => item.id === link.id),
        who,
      ).toMatchObject({
        type: 'PASSWORD_RESET',
        email: 'link@example.nl',
        used: false,
        account: 1,
      });
      expect(
        items.every((item) => !('token' in item)),
        who,
      ).toBe(true);
      const all = await api.as(who)('/api/accessurls', { headers: { range: 'items=0-99999' } });
      expect(((await all.json()) as unknown[]).length, who).toBe(everyLink.length);
    }
  });

  it('answers every administrator the plain query’s page and exact total of all links (decision 732)', async () => {
    const ids = (
      await rowsOf<{ id: number }>(api.db, sql`select id from access_urls order by created_at desc, id desc`)
    ).map((row) => Number(row.id));
    const offset = Math.floor(ids.length / 2);
    for (const who of [PUBLISHER_ADMIN, SUPERUSER]) {
      const res = await api.as(who)('/api/accessurls', {
        headers: { range: `items=${offset}-${offset + 9}` },
      });
      expect(res.headers.get('content-range'), who).toBe(
        `items ${offset}-${Math.min(offset + 9, ids.length - 1)}/${ids.length}`,
      );
      expect(((await res.json()) as { id: number }[]).map((item) => item.id)).toEqual(
        ids.slice(offset, offset + 10),
      );
    }
  });
});
