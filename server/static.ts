import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { Config } from './config';

/**
 * Serves the built console from `staticDir`, with SPA fallback to index.html for every other GET.
 * Hashed assets are cached for a year; index.html never, so a new build is picked up at once.
 * In production the source maps the build wrote are not served (decision 186).
 */
export function serveConsole(app: Hono, config: Pick<Config, 'staticDir' | 'environment'>): void {
  const dir = config.staticDir;
  const root = path.relative(process.cwd(), dir) || '.';
  const hasBuild = existsSync(path.join(dir, 'index.html'));
  if (!hasBuild) {
    app.get('*', (c) =>
      c.text('De console is niet gebouwd: voer "npm run build" uit (npm start doet dat zelf).', 503),
    );
    return;
  }
  if (config.environment === 'productie')
    app.get('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Niet gevonden', 404) : next()));
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root }),
  );
  app.use(
    '*',
    async (c, next) => {
      await next();
      // index.html (also when served for '/') is never cached, so a new build is picked up at once.
      if (c.res.headers.get('content-type')?.startsWith('text/html')) c.header('Cache-Control', 'no-cache');
    },
    serveStatic({ root }),
  );
  // A missing file (a chunk of an older build, a mistyped asset) is a 404, not the console's HTML,
  // which the browser would try to run as a script.
  app.get('*', async (c, next) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Niet gevonden', 404);
    return next();
  });
  app.get('*', serveStatic({ root, path: 'index.html' }));
}
