import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { Config } from '../config';
import { DOCS_PATH } from './docs-path';
import { openApiDocument } from './document';
import { apiOperations } from './operations';

/**
 * Scalar's self-contained browser build, served from our own origin: no CDN, no foreign script.
 * Found when asked for, so an install without it still serves the API and the document.
 */
function scalarScript(): string {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return path.join(path.dirname(entry), 'browser', 'standalone.js');
}

/**
 * The reference page's own policy (decision 361): scripts from our origin only, as the console's;
 * Scalar injects its styles at run time (inline `<style>`), draws icons from data: and blob: URLs,
 * and calls the API and the provider (token exchange) on our origin or the external issuer.
 */
export function docsCsp(config: Pick<Config, 'publicUrl' | 'issuer'>): string {
  const issuerOrigin = new URL(config.issuer).origin;
  const self = new URL(config.publicUrl).origin;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${issuerOrigin === self ? '' : ` ${issuerOrigin}`}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** How long a browser keeps the reference's script (a public library, no personal data: decision 361). */
export const SCALAR_CACHE = 'public, max-age=86400';

const PAGE = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Leskluis Beheer API</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/**
 * GET /api/openapi.json and the interactive reference at /api/docs (decisions 360, 361): both
 * answer before sign-in; trying a call in the reference signs in with the provider or takes a
 * pasted token.
 */
export function openApiRoutes(config: Pick<Config, 'publicUrl' | 'issuer' | 'clientId' | 'embeddedIdp'>) {
  const document = openApiDocument(apiOperations, {
    apiUrl: `${config.publicUrl}/api`,
    issuer: config.issuer,
    embeddedIdp: config.embeddedIdp,
    clientId: config.clientId,
    redirectUri: `${config.publicUrl}${DOCS_PATH}`,
  });
  const init = `Scalar.createApiReference('#app', ${JSON.stringify({
    url: '/api/openapi.json',
    withDefaultFonts: false,
    // Scalar's hosted extras (AI agent, MCP, sharing) would call out of this origin; the CSP forbids it.
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    persistAuth: false,
    ...(config.embeddedIdp ? { authentication: { preferredSecurityScheme: 'oidc' } } : {}),
  })});\n`;
  const csp = docsCsp(config);
  return new Hono()
    .get('/openapi.json', (c) => c.json(document))
    .get('/docs', (c) => {
      c.header('Content-Security-Policy', csp);
      return c.html(PAGE);
    })
    .get('/docs/init.js', (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body(init);
    })
    .get(
      '/docs/scalar.js',
      () =>
        new Response(Readable.toWeb(createReadStream(scalarScript())) as ReadableStream, {
          headers: {
            'content-type': 'text/javascript; charset=utf-8',
            // Scalar's own 4.4 MB bundle, the same for everyone: kept a day instead of fetched on every visit.
            'cache-control': SCALAR_CACHE,
          },
        }),
    );
}
