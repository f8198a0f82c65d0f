// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../api/api-context';
import { productKeys } from '../api/products';
import { json, stubApi } from '../test-support/stub-api';
import { useActionApi } from './use-action-api';

describe('useActionApi', () => {
  it("refreshes what a command's call changed (the key map loads on that call) and nothing else", async () => {
    const api = stubApi({ '/api/products/3': () => json({ id: 3 }) });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    });
    for (const key of [productKeys.detail(3), productKeys.detail(4)])
      queryClient.setQueryData(key, { seeded: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api.client}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useActionApi(), { wrapper });

    const save = {
      method: 'PUT',
      path: 'products/3',
      body: {},
      reply: v.object({ id: v.number() }),
    } as const;
    const saved = await result.current.call(save, [{ resource: 'products', id: '3' }]);
    // Typed by the call's reply schema (decision 311): no cast between the answer and its use.
    expect(saved.id).toBe(3);

    await waitFor(() => expect(queryClient.getQueryState(productKeys.detail(3))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(productKeys.detail(4))?.isInvalidated).toBe(false);
  });

  it('takes a declared call, and refuses an answer its schema does not read', async () => {
    const api = stubApi({ '/api/products/3': () => json({ id: 'drie' }) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>
        <ApiProvider client={api.client}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useActionApi(), { wrapper });
    const save = { method: 'PUT', path: 'products/3', reply: v.object({ id: v.number() }) } as const;
    await expect(result.current.call(save, [])).rejects.toThrow(v.ValiError);
    // @ts-expect-error a method and a path string are no call (decision 311)
    const untyped = () => result.current.call('PUT', 'products/3', []);
    expect(api.requests).toHaveLength(1);
    expect(untyped).toBeTypeOf('function');
  });
});
