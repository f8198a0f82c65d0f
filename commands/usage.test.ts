import { describe, expect, it } from 'vitest';
import { navigationCommands } from './navigation';
import { rankCommands } from './rank';
import {
  readUsage,
  recordUse,
  USAGE_BOOST_MAX,
  USAGE_HALF_LIFE_MS,
  USAGE_LIMIT,
  usageBoost,
  usageKey,
  usageWeight,
  writeUsage,
} from './usage';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25);

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('what this administrator uses (issue 22 item 6)', () => {
  it('weighs a run by its recency: it halves every half-life', () => {
    const usage = recordUse({}, 'accounts.edit', NOW);
    expect(usageWeight(usage, 'accounts.edit', NOW)).toBe(1);
    expect(usageWeight(usage, 'accounts.edit', NOW + USAGE_HALF_LIFE_MS)).toBeCloseTo(0.5);
    expect(
      usageWeight(
        recordUse(usage, 'accounts.edit', NOW + USAGE_HALF_LIFE_MS),
        'accounts.edit',
        NOW + USAGE_HALF_LIFE_MS,
      ),
    ).toBeCloseTo(1.5);
  });

  it("ranks yesterday's habit above last month's, and any habit above none, among equal matches", () => {
    const nav = navigationCommands();
    let usage = {};
    for (let i = 0; i < 5; i++) usage = recordUse(usage, 'nav:/orders', NOW - 30 * DAY);
    usage = recordUse(usage, 'nav:/orderbalans', NOW - DAY);
    const order = rankCommands(nav, 'order', usageBoost(usage, NOW)).map((command) => command.id);
    expect(order.slice(0, 3)).toEqual(['nav:/orderbalans', 'nav:/orders', 'nav:/orderimport']);
    expect(
      rankCommands(nav, 'order')
        .map((command) => command.id)
        .slice(0, 3),
    ).toEqual(['nav:/orders', 'nav:/orderbalans', 'nav:/orderimport']);
  });

  it('never lifts a loose match above a title match, however often it was run', () => {
    const nav = navigationCommands();
    let usage = {};
    for (let i = 0; i < 100; i++) usage = recordUse(usage, 'nav:/accounts', NOW);
    expect(usageBoost(usage, NOW)(nav.find((command) => command.id === 'nav:/accounts')!)).toBeLessThan(
      USAGE_BOOST_MAX,
    );
    expect(rankCommands(nav, 'rollen', usageBoost(usage, NOW))[0]?.id).toBe('nav:/rollen');
  });

  it('orders an empty query by habit, then the registry', () => {
    const nav = navigationCommands();
    const usage = recordUse({}, 'nav:/invoices', NOW);
    const order = rankCommands(nav, '', usageBoost(usage, NOW));
    expect(order[0]?.id).toBe('nav:/invoices');
    expect(order[1]?.id).toBe(nav[0]?.id);
  });

  it('keeps the strongest USAGE_LIMIT commands', () => {
    let usage = recordUse({}, 'kept', NOW);
    usage = recordUse(usage, 'kept', NOW);
    for (let i = 0; i < USAGE_LIMIT; i++) usage = recordUse(usage, `c${i}`, NOW - DAY);
    expect(Object.keys(usage)).toHaveLength(USAGE_LIMIT);
    expect(usage).toHaveProperty('kept');
  });

  it('keeps two administrators on one browser apart, and reads a damaged entry as none', () => {
    const storage = memoryStorage();
    writeUsage(storage, 1, recordUse({}, 'accounts.delete', NOW));
    expect(Object.keys(readUsage(storage, 1))).toEqual(['accounts.delete']);
    expect(readUsage(storage, 2)).toEqual({});
    storage.setItem(usageKey(3), '{"x":{"weight":"veel"}}');
    expect(readUsage(storage, 3)).toEqual({});
    expect(readUsage(null, 1)).toEqual({});
  });
});
