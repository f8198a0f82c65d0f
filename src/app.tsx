import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ApiProvider } from './api/api-context';
import type { HttpClient } from './api/http-client';
import { SessionProvider, type ShellSession } from './auth/session-context';
import { ConfirmProvider } from './kit/confirm-dialog';
import { ToastHost } from './kit/toast-host';
import type { AppRouter } from './router';

type AppProps = { router: AppRouter; queryClient: QueryClient; api: HttpClient; session: ShellSession };

/** The providers around the router; main.tsx and the tests build the same tree. */
export function App({ router, queryClient, api, session }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <SessionProvider value={session}>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
          <ToastHost />
        </SessionProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
