import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../commands/changes';
import { accountKeys } from './accounts';
import { forgetDeleted, invalidateChanges, KEYS_OF } from './changes';
import { productKeys } from './products';
import { tlinkKeys } from './tlinks';

/** A cache holding these keys, every one fresh, so an invalidation shows as isInvalidated. */
function seeded(keys: readonly QueryKey[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const key of keys) client.setQueryData(key, { seeded: true });
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? null;

const SEEDED = [
  accountKeys.detail(7),
  accountKeys.detail(8),
  accountKeys.accessUrls(7),
  accountKeys.list({ filter: {}, sort: 'DESC-updatedAt' }),
  productKeys.detail(3),
  productKeys.list({ filter: {}, sort: 'ASC-title' }),
] as const;

describe('query key factories', () => {
  it('key lists and items below the resource, with ids as text', () => {
    expect(accountKeys.list({ sort: 'x' })).toEqual(['accounts', 'list', { sort: 'x' }]);
    expect(accountKeys.detail(7)).toEqual(['accounts', 'detail', '7']);
    expect(accountKeys.detail('7')).toEqual(accountKeys.detail(7));
    expect(accountKeys.accessUrls(7).slice(0, 3)).toEqual(accountKeys.detail(7));
    expect(tlinkKeys.byCode('ab12').slice(0, 2)).toEqual(tlinkKeys.details());
    expect(tlinkKeys.productSummary('').slice(0, 2)).toEqual(tlinkKeys.lists());
  });

  it('give every resource a command can change its own first key segment', () => {
    const firsts = RESOURCES.map((resource) => KEYS_OF[resource].all[0]);
    expect(new Set(firsts).size).toBe(RESOURCES.length);
  });
});

describe('what a change invalidates', () => {
  it('after a save of account 7: its detail (and blocks) and the account lists, not account 8 or products', async () => {
    const client = seeded(SEEDED);
    await invalidateChanges(client, [{ resource: 'accounts', id: 7 }]);
    expect(invalidated(client, accountKeys.detail(7))).toBe(true);
    expect(invalidated(client, accountKeys.accessUrls(7))).toBe(true);
    expect(invalidated(client, SEEDED[3])).toBe(true);
    expect(invalidated(client, accountKeys.detail(8))).toBe(false);
    expect(invalidated(client, productKeys.detail(3))).toBe(false);
    expect(invalidated(client, SEEDED[5])).toBe(false);
  });

  it('a change without an id refreshes every item of that resource only', async () => {
    const client = seeded(SEEDED);
    await invalidateChanges(client, [{ resource: 'products' }]);
    expect(invalidated(client, productKeys.detail(3))).toBe(true);
    expect(invalidated(client, SEEDED[5])).toBe(true);
    expect(invalidated(client, accountKeys.detail(7))).toBe(false);
  });

  it('a delete drops the deleted item from the cache and refreshes its lists', async () => {
    const client = seeded(SEEDED);
    await forgetDeleted(client, { resource: 'accounts', id: '7' });
    expect(invalidated(client, accountKeys.detail(7))).toBeNull();
    expect(invalidated(client, SEEDED[3])).toBe(true);
    expect(invalidated(client, accountKeys.detail(8))).toBe(false);
  });
});
