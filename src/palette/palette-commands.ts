import type { Command } from '../../commands/command';

/** What the palette's own commands do in the console. */
export type PaletteUi = { showShortcuts: () => void; signOut: () => Promise<void> };

/**
 * The palette's own commands. They act on the console itself (a dialog, the session), which
 * commands/ cannot reach, so the palette builds them and adds them to the registry it reads.
 */
export function paletteCommands(ui: PaletteUi): Command[] {
  return [
    {
      id: 'palette:shortcuts',
      title: 'Sneltoetsen tonen',
      keywords: {
        nl: ['sneltoetsen', 'toetsen', 'toetsenbord', 'hulp'],
        en: ['shortcuts', 'keyboard', 'help', 'keys'],
      },
      group: 'Acties',
      access: {},
      shortcut: '?',
      target: { kind: 'action', run: () => ui.showShortcuts() },
    },
    {
      id: 'palette:sign-out',
      title: 'Uitloggen',
      keywords: { nl: ['afmelden', 'uitloggen'], en: ['logout', 'sign out', 'log out'] },
      group: 'Acties',
      access: {},
      target: { kind: 'action', run: () => ui.signOut() },
    },
  ];
}
