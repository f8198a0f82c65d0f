// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
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

    expect(await result.current.call('PUT', 'products/3', [{ resource: 'products', id: '3' }], {})).toEqual({
      id: 3,
    });

    await waitFor(() => expect(queryClient.getQueryState(productKeys.detail(3))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(productKeys.detail(4))?.isInvalidated).toBe(false);
  });
});
