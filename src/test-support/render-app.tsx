import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createQueryClient } from '../api/query-client';
import { App } from '../app';
import { createAppRouter } from '../router';
import type { StubApi } from './stub-api';

/** The whole console at `path`, over a stub API, as main.tsx assembles it after sign-in. */
export function renderApp(path: string, api: StubApi) {
  const queryClient = createQueryClient();
  const router = createAppRouter(
    { queryClient, api: api.client },
    createMemoryHistory({ initialEntries: [path] }),
  );
  const signOuts: number[] = [];
  const view = render(
    <App
      router={router}
      queryClient={queryClient}
      api={api.client}
      session={{ environment: 'test', signOut: async () => void signOuts.push(1) }}
    />,
  );
  return { ...view, router, queryClient, signOuts };
}
