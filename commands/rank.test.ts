import { describe, expect, it } from 'vitest';
import type { Command } from './command';
import { navigationCommands } from './navigation';
import { normalise, rankCommands, scoreCommand } from './rank';

const command = (title: string, en: string[] = []): Command => ({
  id: title,
  title,
  keywords: { nl: [], en },
  group: 'Acties',
  access: {},
  target: { kind: 'route', link: { to: '/home' } },
});

describe('command ranking', () => {
  it('puts a title prefix above a word prefix above a keyword match', () => {
    const commands = [
      command('Nieuwe gebruiker', ['users']),
      command('Gebruikers'),
      command('Export', ['gebruikers']),
    ];
    expect(rankCommands(commands, 'gebr').map((c) => c.title)).toEqual([
      'Gebruikers',
      'Nieuwe gebruiker',
      'Export',
    ]);
  });

  it('needs every query word to match', () => {
    const commands = [command('TLink bewerken'), command('TLink toevoegen')];
    expect(rankCommands(commands, 'tlink toev').map((c) => c.title)).toEqual(['TLink toevoegen']);
  });

  it('matches English aliases and ignores case and diacritics', () => {
    expect(scoreCommand(command('Facturatie', ['invoices']), 'INVOICE')).toBeGreaterThan(0);
    expect(normalise('Geëxporteerd')).toBe('geexporteerd');
    expect(scoreCommand(command('Geëxporteerd'), 'geexp')).toBeGreaterThan(0);
  });

  it('allows a loose subsequence in the title as the weakest match', () => {
    expect(scoreCommand(command('Organisaties'), 'orgs')).toBe(10);
    expect(scoreCommand(command('Organisaties'), 'xyz')).toBe(0);
  });

  it('keeps registry order among equal scores and returns everything for an empty query', () => {
    const commands = [command('B'), command('A')];
    expect(rankCommands(commands, '').map((c) => c.title)).toEqual(['B', 'A']);
  });

  it('finds the users list by its Dutch and English names', () => {
    const nav = navigationCommands();
    expect(rankCommands(nav, 'users')[0]?.target).toEqual({ kind: 'route', link: { to: '/accounts' } });
    expect(rankCommands(nav, 'gebruikers')[0]?.target).toEqual({ kind: 'route', link: { to: '/accounts' } });
  });
});
