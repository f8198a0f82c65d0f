import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';

/** True when browsers reach this process over https (TLS ends at a proxy in front of it). */
export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}

/** API replies are data, never a document: they may load nothing and be framed nowhere. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The console's policy (decision 100): scripts only from our own origin (the Vite build has no
 * inline script); styles from our origin plus inline `<style>` because react-hot-toast (goober)
 * injects one at run time; XHR to ourselves and to an external issuer (discovery, token); no
 * frames, plugins or foreign forms.
 */
export function consoleCsp(config: Pick<Config, 'publicUrl' | 'issuer'>): string {
  const issuerOrigin = new URL(config.issuer).origin;
  const self = new URL(config.publicUrl).origin;
  const connect = issuerOrigin === self ? "'self'" : `'self' ${issuerOrigin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers every reply gets, whatever serves it; HSTS only when the public URL is https. */
export function commonSecurityHeaders(config: Pick<Config, 'publicUrl'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(isHttps(config) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Hono middleware: the common headers on every reply, plus a Content-Security-Policy unless the
 * handler set its own: the strict API policy under /api, /idp and /config.json, the console's
 * elsewhere; and `Cache-Control: no-store` on every reply under /api and /idp but a public library's.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl' | 'issuer'>) {
  const common = Object.entries(commonSecurityHeaders(config));
  const console = consoleCsp(config);
  return createMiddleware(async (c, next) => {
    await next();
    const headers = c.res.headers;
    try {
      for (const [name, value] of common) if (!headers.has(name)) headers.set(name, value);
      const path = c.req.path;
      const isApi = path.startsWith('/api') || path.startsWith('/idp');
      if (!headers.has('content-security-policy'))
        headers.set('content-security-policy', isApi || path === '/config.json' ? API_CSP : console);
      // Personal data and secrets: no browser or proxy keeps any API reply, errors included (decision 186).
      // The one exception is a public library a handler marks `public` itself (the API reference's script).
      if (isApi && !headers.get('cache-control')?.startsWith('public'))
        headers.set('cache-control', 'no-store');
    } catch {
      // An immutable response (e.g. a proxied one) keeps its own headers.
    }
  });
}
