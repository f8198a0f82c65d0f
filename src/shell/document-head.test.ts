import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** What the browser tab shows before any script runs: the favicon the build serves from public/. */
describe('document head (issue 20 item 7)', () => {
  it('links an SVG favicon that the build copies from public/', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    const icon = readFileSync('public/favicon.svg', 'utf8');
    expect(icon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(icon).toContain('<title>Leskluis Beheer</title>');
  });
});
