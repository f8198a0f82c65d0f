import * as v from 'valibot';
import type { Command } from './command';

/**
 * What this administrator runs from the palette (issue 22 item 6): a weight per command id that
 * halves every USAGE_HALF_LIFE_MS, so this week's habits rank above last month's. Kept in
 * localStorage under the signed-in administrator's id, so two administrators on one browser never
 * see each other's habits (decision 435).
 */
export type CommandUsage = Record<string, { weight: number; at: number }>;

export const USAGE_HALF_LIFE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many commands are remembered; the weakest are forgotten first. */
export const USAGE_LIMIT = 40;
/**
 * The most a habit adds to a match's score: below the 20 between two kinds of match in rank.ts, so
 * a habit reorders equally good matches but never puts a loose match above a title match.
 */
export const USAGE_BOOST_MAX = 15;

const UsageSchema = v.record(v.string(), v.object({ weight: v.number(), at: v.number() }));

export function usageKey(adminId: number): string {
  return `leskluis.palette.usage.${adminId}`;
}

/** The weight of one command now, decayed since it was last run. */
export function usageWeight(usage: CommandUsage, id: string, now: number): number {
  const entry = usage[id];
  if (!entry) return 0;
  return entry.weight * 0.5 ** (Math.max(0, now - entry.at) / USAGE_HALF_LIFE_MS);
}

/** The usage after running `id` at `now`: its decayed weight plus one; the weakest beyond the limit dropped. */
export function recordUse(usage: CommandUsage, id: string, now: number): CommandUsage {
  const next: CommandUsage = { ...usage, [id]: { weight: usageWeight(usage, id, now) + 1, at: now } };
  const kept = Object.keys(next)
    .sort((a, b) => usageWeight(next, b, now) - usageWeight(next, a, now))
    .slice(0, USAGE_LIMIT);
  return Object.fromEntries(kept.map((key) => [key, next[key]!]));
}

/** The boost of each command for rankCommands: 0 for never run, approaching USAGE_BOOST_MAX with use. */
export function usageBoost(usage: CommandUsage, now: number): (command: Command) => number {
  return (command) => {
    const weight = usageWeight(usage, command.id, now);
    return (USAGE_BOOST_MAX * weight) / (weight + 1);
  };
}

/** Reads one administrator's usage; anything unreadable reads as none. */
export function readUsage(storage: Pick<Storage, 'getItem'> | null, adminId: number): CommandUsage {
  try {
    const raw = storage?.getItem(usageKey(adminId));
    const parsed = raw ? v.safeParse(UsageSchema, JSON.parse(raw)) : null;
    return parsed?.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/** Stores one administrator's usage; a full or disabled storage only costs the memory. */
export function writeUsage(
  storage: Pick<Storage, 'setItem'> | null,
  adminId: number,
  usage: CommandUsage,
): void {
  try {
    storage?.setItem(usageKey(adminId), JSON.stringify(usage));
  } catch {
    // Quota exceeded or storage disabled: the palette ranks by the words alone.
  }
}
