import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One label catalogue (issue 20 item 5): a table of the Dutch words for an enumeration's values
 * (`..._LABELS: Record<Kind, string>`) lives in domain/labels/, where screens, filters, the palette
 * and the CSV find it. A table of sentences (messages) is not a catalogue and may live elsewhere.
 */

const ROOT = join(import.meta.dirname, '../..');
const CATALOGUE = /const \w*LABELS?\w*: Record<\w+, string>/;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^(test|test-support)$/.test(entry.name) ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one label catalogue', () => {
  it('declares every catalogue of an enumeration in domain/labels/', () => {
    const outside = ['src', 'commands', 'domain']
      .flatMap(sources)
      .map((file) => relative(ROOT, join(ROOT, file)))
      .filter((file) => !file.startsWith('domain/labels/'))
      .filter((file) => CATALOGUE.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(outside).toEqual([]);
  });
});
