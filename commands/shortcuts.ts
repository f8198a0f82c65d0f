import type { AdminPrincipal } from '../domain/rights';
import { passes } from '../domain/rights';
import { COMMAND_GROUPS, type Command } from './command';

/**
 * Keyboard shortcuts: key strokes, go-to chords ('g a') and the shortcut sheet, all read from the
 * command registry. Shortcut notation: strokes separated by spaces, a stroke is keys joined by '+',
 * 'mod' is Ctrl (Cmd on a Mac): 'g a', 'mod+k', 'mod+s', '?', 'escape'.
 */

/** The palette's own shortcut: the only one that also works inside a text field. */
export const PALETTE_SHORTCUT = 'mod+k';
/** How long the second key of a chord may take. */
export const CHORD_TIMEOUT_MS = 1200;

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * One key press in shortcut notation. A printable character stands for itself ('?' already holds
 * its Shift); named keys are lower case; Ctrl and Cmd both read as 'mod'.
 */
export function strokeOf(event: KeyEventLike): string {
  const key = event.key.toLowerCase();
  if (['control', 'meta', 'alt', 'shift'].includes(key)) return '';
  const parts: string[] = [];
  if (event.ctrlKey || event.metaKey) parts.push('mod');
  if (event.altKey) parts.push('alt');
  // '?' already holds its Shift; 'G' must not fire the chords of 'g'.
  if (event.shiftKey && (event.key.length > 1 || /^[a-z]$/i.test(event.key))) parts.push('shift');
  parts.push(key === ' ' ? 'space' : key);
  return parts.join('+');
}

/**
 * One stroke in hotkeys-js's notation, which binds Ctrl and Cmd separately: 'mod+k' -> 'ctrl+k,
 * command+k'. hotkeys-js listens for the palette key (src/palette/use-global-shortcuts.ts).
 */
export function hotkeysNotation(stroke: string): string {
  const keys = stroke.split('+');
  if (!keys.includes('mod')) return stroke;
  const rest = keys.filter((key) => key !== 'mod').join('+');
  return `ctrl+${rest}, command+${rest}`;
}

export type SequenceBinding = { sequence: string; id: string };
export type SequenceOutcome = { kind: 'match'; id: string } | { kind: 'pending' } | { kind: 'none' };

/**
 * A small key-sequence matcher (hotkeys-js has no sequences): feed it strokes, it answers with the binding matched, 'pending'
 * while a longer sequence is still possible, or 'none'. Times out after CHORD_TIMEOUT_MS.
 */
export function createSequenceMatcher(bindings: readonly SequenceBinding[], timeoutMs = CHORD_TIMEOUT_MS) {
  const sequences = bindings.map((binding) => ({ strokes: binding.sequence.split(' '), id: binding.id }));
  let typed: string[] = [];
  let lastAt = 0;
  const candidatesFor = (strokes: string[]) =>
    sequences.filter((s) => strokes.every((stroke, i) => s.strokes[i] === stroke));
  return {
    press(stroke: string, now: number): SequenceOutcome {
      if (stroke === '') return typed.length > 0 ? { kind: 'pending' } : { kind: 'none' };
      if (now - lastAt > timeoutMs) typed = [];
      lastAt = now;
      typed = [...typed, stroke];
      let candidates = candidatesFor(typed);
      if (candidates.length === 0 && typed.length > 1) {
        // A broken chord: start over from this stroke ('g x g a' still goes to accounts).
        typed = [stroke];
        candidates = candidatesFor(typed);
      }
      const exact = candidates.find((s) => s.strokes.length === typed.length);
      if (exact && candidates.length === 1) {
        typed = [];
        return { kind: 'match', id: exact.id };
      }
      if (candidates.length > 0) return { kind: 'pending' };
      typed = [];
      return { kind: 'none' };
    },
    reset() {
      typed = [];
    },
  };
}

const KEY_NAMES: Record<string, string> = {
  escape: 'Esc',
  enter: 'Enter',
  backspace: 'Backspace',
  space: 'Spatie',
  alt: 'Alt',
  shift: 'Shift',
  tab: 'Tab',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
  home: 'Home',
  end: 'End',
  pageup: 'PgUp',
  pagedown: 'PgDn',
};

/** Display form of a shortcut: strokes of keys, e.g. 'mod+k' -> [['Ctrl', 'K']], 'g a' -> [['G'], ['A']]. */
export function shortcutKeys(shortcut: string, isMac = false): string[][] {
  return shortcut.split(' ').map((stroke) =>
    stroke.split('+').map((key) => {
      if (key === 'mod') return isMac ? '⌘' : 'Ctrl';
      return KEY_NAMES[key] ?? (key.length === 1 ? key.toUpperCase() : key);
    }),
  );
}

export type SheetEntry = { shortcut: string; title: string };
export type SheetGroup = { title: string; entries: SheetEntry[] };

/**
 * Shortcuts that are not commands: the palette key, the list table's keys (src/kit/infinite-table)
 * and the form kit's keys (src/kit/form/schema-form). Those components implement exactly these.
 */
export const FIXED_SHORTCUTS = {
  general: [{ shortcut: PALETTE_SHORTCUT, title: 'Opdrachtenpalet openen (ook in een invoerveld)' }],
  lists: [
    { shortcut: 'arrowdown', title: 'Volgende rij' },
    { shortcut: 'arrowup', title: 'Vorige rij' },
    { shortcut: 'pagedown', title: 'Een scherm verder' },
    { shortcut: 'pageup', title: 'Een scherm terug' },
    { shortcut: 'home', title: 'Eerste rij' },
    { shortcut: 'end', title: 'Laatste geladen rij' },
    { shortcut: 'enter', title: 'Rij openen' },
    { shortcut: 'arrowright', title: 'Naar de acties in de rij' },
    { shortcut: 'arrowleft', title: 'Terug naar de rij' },
  ],
  forms: [
    { shortcut: 'escape', title: 'Formulier verlaten, dialoog sluiten' },
    { shortcut: 'mod+s', title: 'Formulier opslaan' },
    { shortcut: 'mod+enter', title: 'Formulier opslaan' },
  ],
} as const satisfies Record<string, readonly SheetEntry[]>;

/**
 * The shortcut sheet ('?'): every command with a shortcut that this administrator may run,
 * grouped as in the palette, with the palette key first and the list and form keys last.
 */
export function shortcutSheet(commands: readonly Command[], admin: AdminPrincipal): SheetGroup[] {
  const groups: SheetGroup[] = [{ title: 'Algemeen', entries: [...FIXED_SHORTCUTS.general] }];
  const seen = new Set<string>([PALETTE_SHORTCUT]);
  for (const group of COMMAND_GROUPS) {
    const entries: SheetEntry[] = [];
    for (const command of commands) {
      const groupOf = command.scope ? 'Dit item' : command.group;
      if (groupOf !== group || !command.shortcut || !passes(admin, command.access)) continue;
      const key = `${command.scope ?? ''}:${command.shortcut}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ shortcut: command.shortcut, title: command.title });
    }
    if (entries.length > 0) groups.push({ title: group, entries });
  }
  groups.push({ title: 'Lijsten', entries: [...FIXED_SHORTCUTS.lists] });
  groups.push({ title: 'Formulieren', entries: [...FIXED_SHORTCUTS.forms] });
  return groups;
}
