import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestMessages } from '../../domain/messages';
import { IDP_FORM_LIMIT, IMPORT_BODY_LIMIT, JSON_BODY_LIMIT, MAX_JSON_DEPTH } from '../http/body-limits';
import { type RunningSystem, startRunningSystem } from './test-support/running-system';
import { SETUP_TIMEOUT } from './test-support/setup-timeout';

/**
 * Bodies are bounded (issue 19 item 3, decision 185) on the listening server, where the socket
 * matters: a body past its route's limit is a Dutch 413 before or while it is read, with or without
 * Content-Length; JSON nested deeper than MAX_JSON_DEPTH is a 400; the identity provider's form
 * posts have their own, small limit.
 */
let app: RunningSystem;
let bearer: Record<string, string>;
beforeAll(async () => {
  app = await startRunningSystem();
  bearer = { authorization: `Bearer ${(await app.signIn()).access_token}` };
}, SETUP_TIMEOUT);
afterAll(() => app?.close());

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * Sends `total` bytes in chunks of 64 KiB with Transfer-Encoding: chunked (no Content-Length) and
 * counts how many the server let through before it answered.
 */
function sendChunked(path: string, total: number, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    // A fresh connection each time (no keep-alive pool): the server closes it after a 413.
    let answered = false;
    const req = http.request(app.url(path), { method: 'POST', headers, agent: false }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => {
        body += part;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
    });
    // Writing on after the server answered and closed fails; that is the point, not an error.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('request bodies are bounded', () => {
  it('refuses a JSON body over 1 MB with a Dutch 413 before reading it', async () => {
    const body = JSON.stringify({ naam: 'x'.repeat(JSON_BODY_LIMIT) });
    const res = await fetch(app.url('/api/roles'), {
      method: 'POST',
      headers: { ...bearer, ...JSON_TYPE, 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: requestMessages.tooLarge(JSON_BODY_LIMIT) });
  });

  it('stops reading a chunked 30 MB body without Content-Length once it passes the limit', async () => {
    const reply = await sendChunked('/api/roles', 30 * 1024 * 1024, {
      ...bearer,
      ...JSON_TYPE,
      'transfer-encoding': 'chunked',
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ message: requestMessages.tooLarge(JSON_BODY_LIMIT) });
    // The server answered long before the client could push all 30 MB through the socket.
    expect(reply.sent).toBeLessThan(30 * 1024 * 1024);
  });

  it('refuses a large body before authentication, so anonymous callers cannot make it read one', async () => {
    const reply = await sendChunked('/api/accounts', 4 * 1024 * 1024, {
      ...JSON_TYPE,
      'transfer-encoding': 'chunked',
    });
    expect(reply.status).toBe(413);
  });

  it('lets an import carry a file up to the import limit, and no more', async () => {
    // 8 MB of CSV: past the JSON limit, within the import limit. The delimiter is too long on
    // purpose: the route reads and parses the whole body, then refuses it (400) and imports nothing.
    const rows = 'ean;title\n'.concat('9789000000000;Een titel van een product\n'.repeat(200_000));
    const within = JSON.stringify({ delimiter: ';;;;', producten: rows });
    expect(within.length).toBeGreaterThan(JSON_BODY_LIMIT);
    expect(within.length).toBeLessThan(IMPORT_BODY_LIMIT);
    const accepted = await fetch(app.url('/api/products/actions/import'), {
      method: 'POST',
      headers: { ...bearer, ...JSON_TYPE },
      body: within,
    });
    expect(accepted.status).toBe(400);
    expect(((await accepted.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('delimiter');

    const beyond = await sendChunked('/api/products/actions/import', IMPORT_BODY_LIMIT + 256 * 1024, {
      ...bearer,
      ...JSON_TYPE,
      'transfer-encoding': 'chunked',
    });
    expect(beyond.status).toBe(413);
    expect(JSON.parse(beyond.body)).toEqual({ message: requestMessages.tooLarge(IMPORT_BODY_LIMIT) });
  });

  it('answers JSON nested 100,000 deep with a Dutch 400, never a 500', async () => {
    for (const deep of [
      '['.repeat(100_000) + ']'.repeat(100_000),
      `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
    ]) {
      const res = await fetch(app.url('/api/roles'), {
        method: 'POST',
        headers: { ...bearer, ...JSON_TYPE },
        body: deep,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: requestMessages.tooDeep(MAX_JSON_DEPTH) });
    }
  });

  it('still reads JSON as deep as the limit allows', async () => {
    let nested: unknown = 'x';
    for (let depth = 1; depth < MAX_JSON_DEPTH; depth += 1) nested = [nested];
    const res = await fetch(app.url('/api/roles'), {
      method: 'POST',
      headers: { ...bearer, ...JSON_TYPE },
      body: JSON.stringify({ naam: nested }),
    });
    // Refused by the schema (naam is text), not by the depth rule.
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).not.toBe(
      requestMessages.tooDeep(MAX_JSON_DEPTH),
    );
  });

  it("refuses an oversized form post to the identity provider's login page and token endpoint with 413", async () => {
    const browser = app.browser();
    const start = await app.authorize(browser);
    const action = /<form method="post" action="([^"]+)"/.exec(start.html)?.[1];
    expect(action).toBeDefined();
    const form = new URLSearchParams({ email: 'a@b.nl', password: 'x'.repeat(IDP_FORM_LIMIT) }).toString();
    const login = await browser.request(action!.replaceAll('&amp;', '&'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(login.status).toBe(413);
    expect(await login.text()).toContain(requestMessages.tooLarge(IDP_FORM_LIMIT));

    // The same without Content-Length: the page stops reading once the limit is passed.
    const again = await app.authorize(browser);
    const againAction = /<form method="post" action="([^"]+)"/.exec(again.html)?.[1] ?? '';
    const megabyte = new Uint8Array(1024 * 1024).fill(97);
    const chunked = await browser.request(againAction.replaceAll('&amp;', '&'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(megabyte);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);

    const token = await fetch(app.url('/idp/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'x'.repeat(IDP_FORM_LIMIT),
      }).toString(),
    });
    expect(token.status).toBe(413);
  });
});
