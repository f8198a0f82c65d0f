import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createQueryClient } from '../api/query-client';
import { App } from '../app';
import { preloadPaletteCode } from '../palette/palette-loader';
import { createAppRouter } from '../router';
import type { StubApi } from './stub-api';

// In a browser the palette's dialog and the command registry load right after the first paint,
// before a person can press a key (decisions 426, 427); a test presses keys at once, so its shell
// starts with them loaded. The stand-in before they arrive: src/palette/palette-stand-in.test.tsx.
await preloadPaletteCode();

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
