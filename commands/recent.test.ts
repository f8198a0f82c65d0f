import { describe, expect, it } from 'vitest';
import { addRecent, RECENT_LIMIT, type RecentEntity, readRecent, recentKey, writeRecent } from './recent';

const item = (id: number): RecentEntity => ({
  entity: { kind: 'account', id: String(id), label: `Account ${id}` },
  path: `/accounts/${id}/extended-view`,
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('recent entities', () => {
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
      JSON.stringify([{ entity: { kind: 'account', id: '1', label: 'x' }, path: '//evil.example' }]),
    );
    expect(readRecent(storage, 10)).toEqual([]);
    expect(readRecent(null, 7)).toEqual([]);
  });
});
