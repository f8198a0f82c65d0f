import { describe, expect, it } from 'vitest';
import { COMMANDS } from './catalog';
import type { Command } from './command';
import { createSequenceMatcher, hotkeysNotation, shortcutKeys, shortcutSheet, strokeOf } from './shortcuts';

const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
  strokeOf({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

describe('shortcuts', () => {
  it('reads key presses in shortcut notation', () => {
    expect(key('k', { ctrlKey: true })).toBe('mod+k');
    expect(key('K', { metaKey: true, shiftKey: true })).toBe('mod+shift+k');
    expect(key('?', { shiftKey: true })).toBe('?');
    expect(key('G', { shiftKey: true })).toBe('shift+g');
    expect(key('Escape')).toBe('escape');
    expect(key('Shift', { shiftKey: true })).toBe('');
  });

  it('matches go-to chords, starts over on a broken chord, and times out', () => {
    const matcher = createSequenceMatcher(
      [
        { sequence: 'g a', id: 'accounts' },
        { sequence: 'g t', id: 'tlinks' },
        { sequence: '?', id: 'sheet' },
      ],
      1000,
    );
    expect(matcher.press('g', 0)).toEqual({ kind: 'pending' });
    expect(matcher.press('a', 100)).toEqual({ kind: 'match', id: 'accounts' });
    expect(matcher.press('g', 200)).toEqual({ kind: 'pending' });
    expect(matcher.press('g', 300)).toEqual({ kind: 'pending' });
    expect(matcher.press('t', 400)).toEqual({ kind: 'match', id: 'tlinks' });
    expect(matcher.press('g', 500)).toEqual({ kind: 'pending' });
    expect(matcher.press('t', 2000)).toEqual({ kind: 'none' });
    expect(matcher.press('x', 2100)).toEqual({ kind: 'none' });
    expect(matcher.press('?', 2200)).toEqual({ kind: 'match', id: 'sheet' });
  });

  it('writes the palette key in hotkeys-js notation, Ctrl and Cmd both', () => {
    expect(hotkeysNotation('mod+k')).toBe('ctrl+k, command+k');
    expect(hotkeysNotation('mod+shift+p')).toBe('ctrl+shift+p, command+shift+p');
    expect(hotkeysNotation('escape')).toBe('escape');
  });

  it('shows keys as people read them', () => {
    expect(shortcutKeys('mod+k')).toEqual([['Ctrl', 'K']]);
    expect(shortcutKeys('mod+k', true)).toEqual([['⌘', 'K']]);
    expect(shortcutKeys('g a')).toEqual([['G'], ['A']]);
    expect(shortcutKeys('escape')).toEqual([['Esc']]);
  });

  it('builds the sheet from the registry: only what the administrator may run, palette and form keys included', () => {
    const extra: Command = {
      id: 'test:delete',
      title: 'Account verwijderen',
      keywords: { nl: [], en: [] },
      group: 'Acties',
      access: { superuserOnly: true },
      shortcut: 'd d',
      scope: 'account',
      target: { kind: 'action', run: () => {} },
    };
    const support = { id: 1, rechten: ['gebruikers_inzien', 'tlinklicenties_inzien'], uitgeverId: null };
    const sheet = shortcutSheet([...COMMANDS, extra], support);
    const flat = sheet.flatMap((g) => g.entries.map((e) => `${g.title}|${e.shortcut}|${e.title}`));
    expect(sheet[0]?.title).toBe('Algemeen');
    expect(flat).toContain('Algemeen|mod+k|Opdrachtenpalet openen (ook in een invoerveld)');
    expect(flat).toContain('Navigatie|g a|Gebruikers');
    expect(flat.some((e) => e.includes('|g b|'))).toBe(false);
    expect(flat.some((e) => e.includes('Account verwijderen'))).toBe(false);
    expect(sheet.at(-1)).toEqual({
      title: 'Formulieren',
      entries: [
        { shortcut: 'escape', title: 'Formulier verlaten, dialoog sluiten' },
        { shortcut: 'mod+s', title: 'Formulier opslaan' },
        { shortcut: 'mod+enter', title: 'Formulier opslaan' },
      ],
    });
    expect(sheet.at(-2)?.title).toBe('Lijsten');
    expect(sheet.at(-2)?.entries).toContainEqual({ shortcut: 'enter', title: 'Rij openen' });
    const superuser = shortcutSheet([...COMMANDS, extra], {
      id: 2,
      rechten: ['is_superuser'],
      uitgeverId: null,
    });
    expect(superuser.find((g) => g.title === 'Dit item')?.entries).toContainEqual({
      shortcut: 'd d',
      title: 'Account verwijderen',
    });
  });
  it('is complete: every shortcut in the registry is on the superuser’s sheet, and every key has a name', () => {
    const superuser = { id: 2, rechten: ['is_superuser'], uitgeverId: null };
    const sheet = shortcutSheet(COMMANDS, superuser);
    const onSheet = new Set(sheet.flatMap((g) => g.entries.map((e) => `${e.shortcut}|${e.title}`)));
    const withShortcut = COMMANDS.filter((c) => c.shortcut);
    expect(withShortcut.length).toBeGreaterThan(10);
    // Entity-scoped commands share a key ('e' edits whatever is in view): one line per key and scope.
    for (const command of withShortcut) {
      const sameKey = [...onSheet].some((line) => line.startsWith(`${command.shortcut}|`));
      expect(sameKey, `${command.id} ${command.shortcut}`).toBe(true);
    }
    for (const group of sheet) {
      for (const entry of group.entries) {
        for (const key of shortcutKeys(entry.shortcut).flat()) expect(key).not.toMatch(/^[a-z]{2,}/);
      }
    }
  });
});
