import { beforeAll, describe, expect, it } from 'vitest';
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
});
