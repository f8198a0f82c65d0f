import { randomBytes } from 'node:crypto';

/**
 * What one page of the identity provider shows; `body` is trusted HTML built with `escapeHtml`.
 * `formTargets`: origins besides the provider's own that its form, or a redirect after it, may reach.
 */
export type Page = { title: string; body: string; script?: string; formTargets?: readonly string[] };

export type RenderedPage = { html: string; headers: Record<string, string> };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f4f6;color:#111827;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(24rem,calc(100vw - 2rem));background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;
padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.brand{margin:0 0 .25rem;font-size:.875rem;font-weight:600;color:#4b5563;letter-spacing:.02em}
h1{margin:0 0 1.5rem;font-size:1.5rem}
label{display:block;margin:0 0 .25rem;font-weight:600;font-size:.875rem}
input{display:block;width:100%;margin:0 0 1rem;padding:.625rem .75rem;font:inherit;color:inherit;
border:1px solid #9ca3af;border-radius:.5rem;background:#fff}
input[aria-invalid=true]{border-color:#b91c1c}
button{width:100%;padding:.625rem 1rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;
border:0;border-radius:.5rem;cursor:pointer}
button:hover{background:#1e40af}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
.muted{color:#4b5563;font-size:.875rem}
.environment{display:inline-block;margin-left:.5rem;padding:0 .5rem;border-radius:999px;background:#fef3c7;
color:#92400e;font-size:.75rem;font-weight:600}
`;

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The one layout of the provider's pages, with a per-response nonce: the CSP allows only this page's
 * own inline style and script, and forms only to the provider and `formTargets` (Chrome applies
 * `form-action` to the redirects after a post too, which end on the console's origin; decision 186).
 */
export function renderPage(page: Page): RenderedPage {
  const nonce = randomBytes(16).toString('base64');
  const origins = (page.formTargets ?? []).map((target) => new URL(target).origin);
  const formAction = ["'self'", ...new Set(origins)].join(' ');
  const script = page.script ? `<script nonce="${nonce}">${page.script}</script>` : '';
  const html = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${page.body}
</main>
${script}
</body>
</html>`;
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'; form-action ${formAction}`,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    },
  };
}
