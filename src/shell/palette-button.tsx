import { usePaletteControls } from '../palette/palette-context';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The palette for mouse users and a reminder of its key; '?' opens the shortcut sheet. */
export function PaletteButtons() {
  const controls = usePaletteControls();
  if (!controls) return null;
  return (
    <div className="flex min-w-0 flex-1 items-center justify-center gap-2 px-4">
      <button
        type="button"
        onClick={() => controls.openPalette()}
        className="focus-ring flex w-full max-w-md items-center gap-3 rounded-md border border-slate-500 bg-slate-700 px-3 py-1.5 text-left text-sm text-slate-100 hover:bg-slate-600"
      >
        <span className="flex-1 truncate">Zoek een code, EAN, account of opdracht…</span>
        <kbd className="rounded border border-slate-400 px-1.5 text-xs">{isMac ? '⌘ K' : 'Ctrl K'}</kbd>
      </button>
      <button
        type="button"
        onClick={controls.openShortcuts}
        aria-label="Sneltoetsen"
        title="Sneltoetsen (?)"
        className="focus-ring rounded-md border border-slate-500 px-2.5 py-1.5 text-sm text-slate-100 hover:bg-slate-600"
      >
        ?
      </button>
    </div>
  );
}
