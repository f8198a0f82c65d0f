import { useEffect, useState } from 'react';
import type { Command } from '../../commands/command';
import type { PaletteDialog } from './palette-dialog';

/** The palette's dialog and the command registry: one chunk, loaded after the first paint. */
export type PaletteCode = { Dialog: typeof PaletteDialog; commands: readonly Command[] };

let loaded: PaletteCode | null = null;
let loading: Promise<PaletteCode> | null = null;

function load(): Promise<PaletteCode> {
  loading ??= import('./palette-dialog').then(
    (module) => {
      loaded = { Dialog: module.PaletteDialog, commands: module.COMMANDS };
      // Read by bench/browser/palette.bench.ts: how long after the first paint the dialog is there.
      performance.mark('palette-dialog-ready');
      return loaded;
    },
    (error: unknown) => {
      // A failed chunk (a deploy replaced it, the network dropped): the next opening tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Loads the palette's code now, for a test that presses a chord the moment the shell is there. */
export function preloadPaletteCode(): Promise<void> {
  return load().then(() => undefined);
}

/** Runs `work` when the browser is idle after the first paint; a fallback where there is no idle callback. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/**
 * The palette's dialog and the command registry once their chunk is there, else null (decisions
 * 426, 427). The chunk is asked for when the browser is first idle after the shell painted, or at
 * once when the palette is opened before that; the shell shows `PaletteStandIn` meanwhile.
 */
export function usePaletteCode(isWanted: boolean): PaletteCode | null {
  const [code, setCode] = useState<PaletteCode | null>(() => loaded);
  useEffect(() => {
    if (code) return;
    let isLive = true;
    const start = () => {
      load().then(
        (next) => {
          if (isLive) setCode(next);
        },
        () => {},
      );
    };
    if (isWanted) {
      start();
      return () => {
        isLive = false;
      };
    }
    const cancel = whenIdle(start);
    return () => {
      isLive = false;
      cancel();
    };
  }, [code, isWanted]);
  return code;
}
