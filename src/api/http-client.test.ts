import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountSchema } from '../../domain/schemas/account';
import { account, json, stubApi } from '../test-support/stub-api';
import { ApiError } from './api-error';
import { buildUrl, IDP_TIMEOUT_MS } from './http-client';
import { totalFromContentRange } from './list';

describe('buildUrl', () => {
  it('drops empty filter values (spec 000 §7)', () => {
    expect(
      buildUrl('/api', 'accounts', { input: '', voornaam: undefined, brin: '12AB', x: null, schoolYear: 3 }),
    ).toBe('/api/accounts?brin=12AB&schoolYear=3');
    expect(buildUrl('/api/', '/administrators/me')).toBe('/api/administrators/me');
  });
});

describe('totalFromContentRange', () => {
  it('reads the total, or falls back to the body length', () => {
    expect(totalFromContentRange('items 0-99/12345', 100)).toBe(12345);
    expect(totalFromContentRange(null, 7)).toBe(7);
    expect(totalFromContentRange('items 0-6/*', 7)).toBe(7);
  });
});

describe('HttpClient', () => {
  it('sends the bearer token and range, and returns items with the total', async () => {
    const api = stubApi({
      '/api/accounts': () => json([account(1)], { headers: { 'Content-Range': 'items 100-100/101' } }),
    });
    const page = await api.client.getList('accounts', AccountSchema, {
      range: { start: 100, end: 199 },
      sort: 'DESC-updatedAt',
      params: { voornaam: '' },
    });
    expect(page.total).toBe(101);
    expect(page.items[0]?.id).toBe(1);
    const request = api.requests[0];
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(request?.headers.get('Range')).toBe('items=100-199');
    expect(request?.url).toBe('http://console.test/api/accounts?sort=DESC-updatedAt');
  });

  it('turns JSON errors into an ApiError with status and message', async () => {
    const api = stubApi({ '/api/accounts/9': () => json({ message: 'Niet gevonden' }, { status: 404 }) });
    const error = await api.client.get('accounts/9', AccountSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Niet gevonden' });
  });

  it('reports a 401 as a stale token', async () => {
    const api = stubApi({ '/api/accounts/1': () => json({ message: 'Token verlopen' }, { status: 401 }) });
    await expect(api.client.get('accounts/1', AccountSchema)).rejects.toMatchObject({ status: 401 });
    expect(api.unauthorized).toBe(1);
  });

  it('rejects a reply that breaks the contract', async () => {
    const api = stubApi({ '/api/accounts/1': () => json({ id: 'een' }) });
    await expect(api.client.get('accounts/1', AccountSchema)).rejects.toThrow(
      /onverwacht antwoord van accounts\/1/,
    );
  });
});

describe('calls to the identity provider (spec 000 §9: a timeout of 3000 ms, decision 169)', () => {
  afterEach(() => vi.useRealTimers());

  /** A handler that never answers, only gives up when its request is aborted. */
  const silent = (_url: URL, request: Request) =>
    new Promise<Response>((_resolve, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason)),
    );

  it('gives up on the identity provider after 3000 ms with a Dutch message, and leaves API calls unlimited', async () => {
    vi.useFakeTimers();
    const api = stubApi({ '/idp/account/resend': silent, '/api/accounts/1': silent });
    const resend = api.client.request('../idp/account/resend', { method: 'POST' }).catch((e: unknown) => e);
    const apiCall = api.client.request('accounts/1').then(
      () => 'answered',
      () => 'failed',
    );
    let apiSettled = false;
    void apiCall.then(() => {
      apiSettled = true;
    });

    expect(IDP_TIMEOUT_MS).toBe(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await Promise.race([resend, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await resend;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 504,
      message: 'De identity provider antwoordde niet binnen 3 seconden.',
    });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(apiSettled).toBe(false);
  });

  it('still lets the caller abort an identity-provider call', async () => {
    const api = stubApi({ '/idp/cache/x': silent });
    const controller = new AbortController();
    const call = api.client.request('../idp/cache/x', { method: 'DELETE', signal: controller.signal });
    controller.abort(new DOMException('weg', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
