import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One icon set (decision 232): the console draws its icons with lucide-react. Emoji and pictograph
 * glyphs render as empty boxes where no emoji font is installed (Debian's Chromium here), so none
 * may stand in a screen. Keyboard notation (↑ ↓ ⌘ in shortcut texts) and typographic marks every
 * font has (× ▾ ·) are text, not icons.
 */
const ROOT = join(import.meta.dirname, '..');
/** What reaches a screen: the console, and the command labels and texts it shows from commands/ and domain/. */
const SHOWN = ['src', 'commands', 'domain'];
const PICTOGRAPHS = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}▲▼↕⇄⇪⏲✓✎✕➕]/u;

function screens(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return screens(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('icons', () => {
  it('draws no emoji or pictograph glyph in the console', () => {
    const found = SHOWN.flatMap(screens).flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, index) => (PICTOGRAPHS.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
