import type { Command } from './command';

/** Lower case without diacritics, so 'geëxporteerd' matches 'geexporteerd'. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

type Haystack = { title: string; titleWords: string[]; keywords: string; keywordWords: string[] };
const haystacks = new WeakMap<Command, Haystack>();

function haystackOf(command: Command): Haystack {
  let found = haystacks.get(command);
  if (!found) {
    const title = normalise(command.title);
    const keywords = normalise([...command.keywords.nl, ...command.keywords.en].join(' '));
    found = {
      title,
      titleWords: title.split(/[\s/().,-]+/),
      keywords,
      keywordWords: keywords.split(/[\s/().,-]+/),
    };
    haystacks.set(command, found);
  }
  return found;
}

function isSubsequence(needle: string, hay: string): boolean {
  let at = 0;
  for (const char of hay) {
    if (char === needle[at]) at++;
    if (at === needle.length) return true;
  }
  return false;
}

/** How well one query word matches a command; 0 means not at all. */
function tokenScore(token: string, hay: Haystack): number {
  if (hay.title.startsWith(token)) return 100;
  if (hay.titleWords.some((word) => word.startsWith(token))) return 80;
  if (hay.keywordWords.some((word) => word.startsWith(token))) return 60;
  if (hay.title.includes(token)) return 40;
  if (hay.keywords.includes(token)) return 30;
  if (token.length >= 2 && isSubsequence(token, hay.title)) return 10;
  return 0;
}

/** Score of a command for the whole query: every word must match somewhere. */
export function scoreCommand(command: Command, query: string): number {
  const tokens = normalise(query).split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return 1;
  const hay = haystackOf(command);
  let total = 0;
  for (const token of tokens) {
    const score = tokenScore(token, hay);
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

/**
 * The commands that match, best first; equal scores keep registry order (stable sort). `boost`
 * (0 to USAGE_BOOST_MAX, commands/usage.ts: what this administrator runs) reorders matches of one
 * kind but never lifts a weaker kind of match above a better one; with an empty query it is the order.
 */
export function rankCommands<C extends Command>(
  commands: readonly C[],
  query: string,
  boost: (command: C) => number = () => 0,
): C[] {
  const scored: { command: C; score: number; index: number }[] = [];
  commands.forEach((command, index) => {
    const score = scoreCommand(command, query);
    if (score > 0) scored.push({ command, score: score + boost(command), index });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.map((entry) => entry.command);
}
