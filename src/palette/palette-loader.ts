import { useEffect, useState } from 'react';
import type { PaletteDialog } from './palette-dialog';

type Dialog = typeof PaletteDialog;

let loaded: Dialog | null = null;
let loading: Promise<Dialog> | null = null;

function load(): Promise<Dialog> {
  loading ??= import('./palette-dialog').then(
    (module) => {
      loaded = module.PaletteDialog;
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
 * The palette's dialog component once its chunk is there, else null (decision 426). The chunk is
 * asked for when the browser is first idle after the shell painted, or at once when the palette is
 * opened before that; the shell shows `PaletteStandIn` meanwhile.
 */
export function usePaletteDialog(isWanted: boolean): Dialog | null {
  const [dialog, setDialog] = useState<Dialog | null>(() => loaded);
  useEffect(() => {
    if (dialog) return;
    let isLive = true;
    const start = () => {
      load().then(
        (component) => {
          if (isLive) setDialog(() => component);
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
  }, [dialog, isWanted]);
  return dialog;
}
