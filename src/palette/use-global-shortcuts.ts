import hotkeys from 'hotkeys-js';
import { useEffect, useRef } from 'react';
import type { Command } from '../../commands/command';
import {
  CHORD_TIMEOUT_MS,
  createSequenceMatcher,
  hotkeysNotation,
  PALETTE_SHORTCUT,
  strokeOf,
} from '../../commands/shortcuts';
import { CONSOLE_SCOPE, watchKeyScopes } from '../kit/key-scopes';

type Handlers = {
  /** Commands whose shortcuts are live now (the administrator may run them). */
  commands: readonly Command[];
  onPaletteKey: () => void;
  onCommand: (command: Command) => void;
  /** While the palette or another dialog is open, only Ctrl-K is listened to. */
  isSuspended: () => boolean;
  /**
   * Whether the command registry is there (it loads after the first paint, decision 427). Strokes
   * typed before are kept and matched once it is, so 'g a' pressed the moment the shell shows works.
   */
  isRegistryLoaded: boolean;
};

type EarlyStroke = { stroke: ReturnType<typeof strokeOf>; at: number };

/**
 * The console's global keys, listened to by hotkeys-js (docs/decisions/021-palette-keys.md):
 * Ctrl-K / Cmd-K everywhere (also inside a text field), and every registered shortcut ('g a', 'e',
 * '?') except while typing in a field or inside a dialog.
 */
export function useGlobalShortcuts(handlers: Handlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const { commands, isRegistryLoaded } = handlers;
  const early = useRef<EarlyStroke[]>([]);

  useEffect(() => {
    const byId = new Map(commands.map((command) => [command.id, command]));
    const matcher = createSequenceMatcher(
      commands.flatMap((command) =>
        command.shortcut && command.shortcut !== PALETTE_SHORTCUT
          ? [{ sequence: command.shortcut, id: command.id }]
          : [],
      ),
    );

    // Strokes typed before the registry arrived, matched now with the times they were typed at.
    // Not while the palette or a dialog is open: Ctrl-K or a dialog after the strokes ended the chord.
    if (isRegistryLoaded && early.current.length > 0) {
      const strokes = latest.current.isSuspended() ? [] : early.current;
      early.current = [];
      for (const { stroke, at } of strokes) {
        if (Date.now() - at > CHORD_TIMEOUT_MS) continue;
        const outcome = matcher.press(stroke, at);
        const command = outcome.kind === 'match' ? byId.get(outcome.id) : undefined;
        if (command) latest.current.onCommand(command);
      }
    }

    // A chord is broken (Ctrl-K, a key in a field or dialog, a handled key): begun strokes are forgotten.
    const forget = () => {
      matcher.reset();
      early.current = [];
    };

    // The console's filter (src/kit/key-scopes.ts) chooses each press's scope; a key typed in a
    // field or a dialog breaks a chord begun outside it.
    const unwatch = watchKeyScopes({ isSuspended: () => latest.current.isSuspended(), onOtherScope: forget });

    // Capture phase on <html>: Ctrl-K wins over the browser's own use and over any field's handler.
    // Returning false makes hotkeys-js prevent the default and stop the event.
    const paletteKeys = hotkeysNotation(PALETTE_SHORTCUT);
    const onPaletteKey = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      forget();
      latest.current.onPaletteKey();
      return false;
    };
    // Every key press, bubble phase on the document: a component that handled the key (a menu, a
    // table) has prevented it. '*' and our matcher rather than one binding per key: hotkeys-js has
    // no sequences, reads '?' by key code (a different key on every layout), and matches only when
    // exactly the bound keys are down, which a chord typed quickly ('a' before 'g' is up) is not.
    const onStroke = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) {
        forget();
        return;
      }
      if (!isRegistryLoaded) {
        early.current = [...early.current, { stroke: strokeOf(event), at: Date.now() }].slice(-4);
        return;
      }
      const outcome = matcher.press(strokeOf(event), Date.now());
      if (outcome.kind !== 'match') return;
      const command = byId.get(outcome.id);
      if (!command) return;
      event.preventDefault();
      latest.current.onCommand(command);
    };
    hotkeys(paletteKeys, { element: document.documentElement, capture: true }, onPaletteKey);
    hotkeys('*', { scope: CONSOLE_SCOPE, element: document }, onStroke);
    return () => {
      hotkeys.unbind(paletteKeys, 'all', onPaletteKey);
      hotkeys.unbind('*', CONSOLE_SCOPE, onStroke);
      unwatch();
    };
    // The provider memoises the commands: rebuilt when the rights or the entity in view change.
  }, [commands, isRegistryLoaded]);
}
