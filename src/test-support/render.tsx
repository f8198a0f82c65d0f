import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';

/** A query client for one test: no retries, so a failing fetch fails at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/**
 * Renders with a fresh query client and the toaster, as the app does. `rerender` keeps both, so a
 * test can change a prop of the same mounted component.
 */
export function renderWithQuery(ui: ReactElement, queryClient = testQueryClient()) {
  const withQuery = (element: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      {element}
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(withQuery(ui));
  return { queryClient, ...view, rerender: (next: ReactElement) => view.rerender(withQuery(next)) };
}
