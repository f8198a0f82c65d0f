import './styles.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createHttpClient } from './api/http-client';
import { createQueryClient } from './api/query-client';
import { App } from './app';
import { loadRuntimeConfig } from './auth/runtime-config';
import { startSession } from './auth/session';
import { readStoredUser } from './auth/stored-user';
import { createAppRouter } from './router';
import { StartupProblem } from './shell/startup-problem';

async function boot(root: Root): Promise<void> {
  let config: Awaited<ReturnType<typeof loadRuntimeConfig>>;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    root.render(<StartupProblem title="De configuratie kon niet worden geladen." error={error} />);
    return;
  }

  const start = await startSession({
    storedUser: () => readStoredUser(config),
    // oidc-client-ts is 17 kB gzip: a signed-in page paints without it (decision 380).
    userManager: () => import('./auth/user-manager').then((module) => module.createUserManager(config)),
  });
  if (start.kind === 'redirecting') return;
  if (start.kind === 'failed') {
    root.render(<StartupProblem title="Inloggen is niet gelukt." error={start.message} />);
    return;
  }

  const { session } = start;
  const api = createHttpClient({
    baseUrl: config.apiBase,
    getAccessToken: session.accessToken,
    onUnauthorized: session.expire,
  });
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, api });
  root.render(
    <StrictMode>
      <App
        router={router}
        queryClient={queryClient}
        api={api}
        session={{ environment: config.environment, signOut: session.signOut }}
      />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html mist #root');
void boot(createRoot(container));
