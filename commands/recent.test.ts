import { describe, expect, it } from 'vitest';
import { addRecent, RECENT_LIMIT, type RecentEntity, readRecent, recentKey, writeRecent } from './recent';
import { memoryStorage } from './test-support/memory-storage';

const item = (id: number): RecentEntity => ({
  entity: { kind: 'account', id: String(id), label: `Account ${id}` },
  link: { to: '/accounts/$id/extended-view', params: { id } },
});

describe('recent entities', () => {
  it('carries a link typed by the router, not a path string', () => {
    const entity = { kind: 'account', id: '1', label: 'x' } as const;
    // @ts-expect-error a path string is no RouteLink (decision 310)
    addRecent([], { entity, link: '/accounts/1/extended-view' });
    // @ts-expect-error the overview needs its id param
    addRecent([], { entity, link: { to: '/accounts/$id/extended-view' } });
    expect(addRecent([], item(1))).toEqual([item(1)]);
  });

  it('keeps the last eight, newest first, each entity once', () => {
    let list: RecentEntity[] = [];
    for (let id = 1; id <= 10; id++) list = addRecent(list, item(id));
    list = addRecent(list, item(5));
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list.map((r) => r.entity.id)).toEqual(['5', '10', '9', '8', '7', '6', '4', '3']);
  });

  it('stores per administrator and ignores what it cannot read', () => {
    const storage = memoryStorage();
    writeRecent(storage, 7, [item(1)]);
    expect(readRecent(storage, 7)).toEqual([item(1)]);
    expect(readRecent(storage, 8)).toEqual([]);
    storage.data.set(recentKey(9), '{not json');
    expect(readRecent(storage, 9)).toEqual([]);
    storage.data.set(
      recentKey(10),
      JSON.stringify([{ entity: { kind: 'account', id: '1', label: 'x' }, link: { to: '//evil.example' } }]),
    );
    expect(readRecent(storage, 10)).toEqual([]);
    // The list before typed links (decision 310) kept a path string: it reads as empty.
    storage.data.set(
      recentKey(11),
      JSON.stringify([
        { entity: { kind: 'account', id: '1', label: 'x' }, path: '/accounts/1/extended-view' },
      ]),
    );
    expect(readRecent(storage, 11)).toEqual([]);
    expect(readRecent(null, 7)).toEqual([]);
  });
});
