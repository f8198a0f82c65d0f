import { useEffect, useRef } from 'react';
import type { Command } from '../../commands/command';
import {
  createSequenceMatcher,
  isPaletteStroke,
  isTypingTarget,
  PALETTE_SHORTCUT,
  strokeOf,
} from '../../commands/shortcuts';

type Handlers = {
  /** Commands whose shortcuts are live now (the administrator may run them). */
  commands: readonly Command[];
  onPaletteKey: () => void;
  onCommand: (command: Command) => void;
  /** While the palette or another dialog is open, only Ctrl-K is listened to. */
  isSuspended: () => boolean;
};

function isInsideDialog(target: EventTarget | null): boolean {
  if (typeof document === 'undefined') return false;
  if (target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * The console's global keys: Ctrl-K / Cmd-K everywhere (also inside a text field), and every
 * registered shortcut ('g a', '?') except while typing or inside a dialog.
 */
export function useGlobalShortcuts(handlers: Handlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const { commands } = handlers;

  useEffect(() => {
    const byId = new Map(commands.map((command) => [command.id, command]));
    const matcher = createSequenceMatcher(
      commands.flatMap((command) =>
        command.shortcut && command.shortcut !== PALETTE_SHORTCUT
          ? [{ sequence: command.shortcut, id: command.id }]
          : [],
      ),
    );

    // Capture phase: Ctrl-K must win over the browser's own use and over any field's handler.
    const onPaletteKey = (event: KeyboardEvent) => {
      if (!isPaletteStroke(event) || event.isComposing) return;
      event.preventDefault();
      event.stopPropagation();
      matcher.reset();
      latest.current.onPaletteKey();
    };
    // Bubble phase: a component that handled the key (a menu, a table) has prevented it.
    const onShortcutKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.isComposing ||
        event.repeat ||
        latest.current.isSuspended() ||
        isTypingTarget(event.target) ||
        isInsideDialog(event.target)
      ) {
        matcher.reset();
        return;
      }
      const outcome = matcher.press(strokeOf(event), Date.now());
      if (outcome.kind !== 'match') return;
      const command = byId.get(outcome.id);
      if (!command) return;
      event.preventDefault();
      latest.current.onCommand(command);
    };
    window.addEventListener('keydown', onPaletteKey, true);
    window.addEventListener('keydown', onShortcutKey);
    return () => {
      window.removeEventListener('keydown', onPaletteKey, true);
      window.removeEventListener('keydown', onShortcutKey);
    };
    // The provider memoises the commands: rebuilt when the rights or the entity in view change.
  }, [commands]);
}
