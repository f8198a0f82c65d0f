import { beforeAll, describe, expect, it } from 'vitest';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../test-support/api-harness';

/**
 * A publisher-bound administrator has their publisher fixed (spec 001 §6, decision 585): a list's
 * publisher filter naming another publisher is refused, not answered as an empty page; their own
 * publisher (what the administrator form sends for roles) is the scope they have anyway.
 */
const api = fileApiHarness();
let own: number;
let other: number;
beforeAll(async () => {
  const { rows } = (await api.db.execute(
    `select id, name from organisations where 'Uitgever' = any(type) order by id`,
  )) as unknown as { rows: { id: number; name: string }[] };
  own = rows.find((p) => p.name === 'Uitgeverij Noorderlicht')!.id;
  other = rows.find((p) => p.id !== own)!.id;
});

describe('a list’s publisher filter and a publisher-bound administrator', () => {
  it.each([
    ['products', 'organisation'],
    ['tlinklicenses', 'publisher'],
  ])('GET /api/%s?%s= refuses another publisher with 403, takes their own', async (path, key) => {
    const refused = await api.as(PUBLISHER_ADMIN)(`/api/${path}?${key}=${other}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Je bent aan een uitgever gebonden en filtert niet op een andere uitgever.',
    );
    expect((await api.as(PUBLISHER_ADMIN)(`/api/${path}?${key}=${own}`)).status).toBe(200);
    expect((await api.as(SUPERUSER)(`/api/${path}?${key}=${other}`)).status).toBe(200);
  });
});
