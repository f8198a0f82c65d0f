import { EventEmitter } from 'node:events';

/** In-process wake-up: a new export starts at once on this instance; other instances find it by polling. */
const signal = new EventEmitter();

export function announceExport(): void {
  signal.emit('queued');
}

/** Calls `listener` on every new export; returns the unsubscribe function. */
export function onExportQueued(listener: () => void): () => void {
  signal.on('queued', listener);
  return () => signal.off('queued', listener);
}
