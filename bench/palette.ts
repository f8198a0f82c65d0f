import { performance } from 'node:perf_hooks';
import { availableCommands } from '../commands/available';
import { COMMANDS } from '../commands/catalog';
import type { Command } from '../commands/command';
import { rankCommands } from '../commands/rank';
import { identifiersIn } from '../commands/resolve';
import type { EntityKind } from '../domain/entity-kinds';
import type { AdminPrincipal } from '../domain/rights';
import { type Figures, figures, floorRank } from './harness';

/**
 * Budget (DESIGN §7): keystroke to filtered commands < 16 ms. Measures what the palette does per
 * keystroke (availableCommands + rankCommands, plus reading the text for identifiers) over the
 * full catalogue and 300 synthetic commands, for every prefix of realistic queries.
 */

const WORDS = [
  'licentie',
  'account',
  'product',
  'organisatie',
  'order',
  'factuur',
  'export',
  'rol',
  'school',
  'contract',
];
const VERBS = [
  'bekijken',
  'bewerken',
  'verwijderen',
  'intrekken',
  'activeren',
  'exporteren',
  'koppelen',
  'samenvoegen',
];
const KINDS: EntityKind[] = ['account', 'tlink', 'product', 'organisation'];

function synthetic(count: number): Command[] {
  return Array.from({ length: count }, (_, i) => {
    const word = WORDS[i % WORDS.length] ?? 'item';
    const verb = VERBS[Math.floor(i / WORDS.length) % VERBS.length] ?? 'doen';
    const scope = i % 3 === 0 ? KINDS[i % KINDS.length] : undefined;
    return {
      id: `bench:${i}`,
      title: `${word[0]?.toUpperCase()}${word.slice(1)} ${verb} ${i}`,
      keywords: { nl: [word, verb, 'beheer'], en: [`alias${i}`] },
      group: 'Acties',
      access: { right: i % 2 === 0 ? 'gebruikers_inzien' : 'producten_inzien' },
      ...(scope ? { scope } : {}),
      target: { kind: 'route', link: { to: '/home' } },
    } satisfies Command;
  });
}

const QUERIES = [
  'gebruikers',
  'licentie intrekken',
  'prod bew',
  'exporteer',
  'zzz',
  '1234567',
  'ABCD2345',
  'g a',
];

/** Runs the keystroke bench and returns its figures in milliseconds. */
export function benchKeystroke(rounds = 30): Figures & { commands: number } {
  const commands = [...COMMANDS, ...synthetic(300)];
  const admin: AdminPrincipal = { id: 1, rechten: ['is_superuser'], uitgeverId: null };
  const entity = { kind: 'account' as const, id: '5', label: 'Account 5' };
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of QUERIES) {
      for (let end = 1; end <= query.length; end++) {
        const typed = query.slice(0, end);
        const start = performance.now();
        identifiersIn(typed);
        rankCommands(availableCommands(commands, admin, round % 2 ? entity : undefined), typed);
        times.push(performance.now() - start);
      }
    }
  }
  return { commands: commands.length, ...figures(times.slice(QUERIES.join('').length), floorRank) };
}

const ms = (n: number) => `${n.toFixed(3)} ms`;

/** Prints the figures; used by bench/run.ts and `npm run bench:palette`. */
export function printKeystrokeBench(): boolean {
  const f = benchKeystroke();
  console.log(
    `palette keystroke (${f.commands} commands, ${f.samples} keystrokes): min ${ms(f.min)}, median ${ms(f.median)}, p95 ${ms(f.p95)}, max ${ms(f.max)} (budget < 16 ms)`,
  );
  return f.p95 < 16;
}

if (import.meta.url === `file://${process.argv[1]}`) printKeystrokeBench();
