import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * For the identity provider's tests: a minimal browser over fetch that keeps cookies (by path), does
 * not follow redirects on its own, and claims one client IP (X-Forwarded-For, as a proxy would send
 * it, unless a request sets its own), so each test can have its own throttle key where the server
 * trusts the loopback proxy (TRUST_PROXY).
 */
export type TestBrowser = {
  request(url: string, init?: RequestInit): Promise<Response>;
  /** Follows redirects from `url` until one leaves the provider (the console's callback) or a page is shown. */
  follow(url: string, init?: RequestInit): Promise<{ response: Response; url: string }>;
  cookieNames(): string[];
};

type Cookie = { value: string; path: string };

export function createTestBrowser(origin: string, ip: string): TestBrowser {
  const jar = new Map<string, Cookie>();

  const store = (response: Response, requestPath: string) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attribute('expires');
      const isDeleted = value === '' || (expires !== undefined && new Date(expires).getTime() < Date.now());
      if (isDeleted) jar.delete(name);
      else jar.set(name, { value, path: attribute('path') ?? requestPath });
    }
  };

  const cookieHeader = (path: string) =>
    [...jar.entries()]
      .filter(
        ([, cookie]) =>
          path === cookie.path ||
          path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');

  const request = async (url: string, init: RequestInit = {}) => {
    const target = new URL(url, origin);
    const headers = new Headers(init.headers);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', ip);
    const cookies = cookieHeader(target.pathname);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    store(response, target.pathname);
    return response;
  };

  return {
    request,
    async follow(url, init) {
      let response = await request(url, init);
      let current = new URL(url, origin).href;
      for (let hops = 0; hops < 10; hops++) {
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) break;
        current = new URL(location, current).href;
        if (!new URL(current).pathname.startsWith('/idp')) break;
        await response.arrayBuffer();
        response = await request(current);
      }
      return { response, url: current };
    },
    cookieNames: () => [...jar.keys()],
  };
}

/** A PKCE pair (S256), as oidc-client-ts makes one. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The value of `name` in the first `<input>` or form attribute that carries it; enough for our own pages. */
export function formField(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}

export function formAction(html: string): string | undefined {
  return /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
}

/** The content type of a posted HTML form. */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A port that was free a moment ago, for a system the test starts on its own. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Posts e-mail and password on the login page and follows the redirects. */
export async function submitLogin(b: TestBrowser, loginHtml: string, email: string, password: string) {
  const action = formAction(loginHtml);
  if (!action) throw new Error('login page has no form');
  const { response, url } = await b.follow(action, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { response, url, html: response.status === 303 ? '' : await response.text() };
}

/** Answers yes on the provider's sign-out page: posts its form with the page's own xsrf and logout values. */
export function confirmSignOut(b: TestBrowser, html: string) {
  return b.request(formAction(html)!, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({
      xsrf: formField(html, 'xsrf')!,
      logout: formField(html, 'logout')!,
    }).toString(),
  });
}

/** What the console's OIDC client is: its id and the origin its callback is on. */
type ConsoleClient = { clientId: string; publicUrl: string };

/** An authorization request's query as the console sends it (code, PKCE S256), without a nonce. */
export function authorizeQuery(client: ConsoleClient, challenge: string, state: string) {
  return new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: `${client.publicUrl}/auth/callback`,
    response_type: 'code',
    scope: 'openid beheer',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
}

/**
 * Starts the code flow as the console's oidc-client-ts does (PKCE S256, state, nonce, no resource)
 * and follows it to the login page, or to the callback when the provider session signs in at once.
 */
export async function startCodeFlow(b: TestBrowser, client: ConsoleClient) {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const query = authorizeQuery(client, challenge, state);
  query.set('nonce', randomBytes(8).toString('hex'));
  const { response, url } = await b.follow(`/idp/auth?${query}`);
  return { response, url, verifier, state, html: response.status === 200 ? await response.text() : '' };
}

/** Exchanges a code for tokens at the token endpoint of `origin`, as the console does. */
export function exchangeCodeAt(origin: string, client: ConsoleClient, code: string, verifier: string) {
  return fetch(`${origin}/idp/token`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${client.publicUrl}/auth/callback`,
      client_id: client.clientId,
      code_verifier: verifier,
    }).toString(),
  });
}
