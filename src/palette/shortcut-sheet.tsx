import { useMemo } from 'react';
import type { Command } from '../../commands/command';
import { shortcutKeys, shortcutSheet } from '../../commands/shortcuts';
import type { AdminPrincipal } from '../../domain/rights';
import { ModalDialog } from '../kit/modal-dialog';
import { paletteMessages } from './palette-messages';

function Shortcut({ shortcut }: { shortcut: string }) {
  const strokes = shortcutKeys(shortcut);
  return (
    <span className="flex shrink-0 items-center gap-1">
      {strokes.map((keys, strokeIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: strokes of one shortcut, in order
        <span key={strokeIndex} className="flex items-center gap-1">
          {strokeIndex > 0 ? <span className="text-xs text-slate-600">{paletteMessages.keyThen}</span> : null}
          {keys.map((key) => (
            <kbd
              key={key}
              className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-xs text-slate-700"
            >
              {key}
            </kbd>
          ))}
        </span>
      ))}
    </span>
  );
}

/** The shortcut sheet ('?'): generated from the command registry, only what this administrator may run. */
export function ShortcutSheet(props: {
  open: boolean;
  onClose: () => void;
  commands: readonly Command[];
  admin: AdminPrincipal;
}) {
  const { open, onClose, commands, admin } = props;
  const groups = useMemo(() => shortcutSheet(commands, admin), [commands, admin]);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      at="top"
      title={paletteMessages.sheetTitle}
      titleEnd={
        <button
          type="button"
          onClick={onClose}
          className="focus-ring rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
        >
          {paletteMessages.sheetClose}
        </button>
      }
      className="max-h-[80vh] max-w-xl overflow-y-auto p-5 ring-1 ring-slate-300"
    >
      {groups.map((group) => (
        <section key={group.title} className="mt-4">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.title}</h3>
          <ul className="mt-1 divide-y divide-slate-100">
            {group.entries.map((entry) => (
              <li
                key={`${entry.shortcut}:${entry.title}`}
                className="flex items-center justify-between gap-4 py-1.5 text-sm"
              >
                <span className="text-slate-800">{entry.title}</span>
                <Shortcut shortcut={entry.shortcut} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ModalDialog>
  );
}
