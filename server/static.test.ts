import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { serveConsole } from './static';

const dir = mkdtempSync(path.join(tmpdir(), 'leskluis-console-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Leskluis Beheer</title>');
writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1);');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono();
serveConsole(app, { staticDir: dir, environment: 'local' });

describe('serveConsole', () => {
  it('answers every console route with index.html, never cached', async () => {
    for (const url of ['/', '/accounts/5/extended-view', '/tlinks?status=ACTIVE']) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Leskluis Beheer</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await app.request('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1);');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for a missing file instead of the HTML a browser would run as a script', async () => {
    for (const url of ['/assets/main-old999.js', '/favicon.png', '/nope.js']) {
      const res = await app.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBeNull();
    }
  });
});
