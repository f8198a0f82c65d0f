import { createContext, type ReactNode, use } from 'react';
import type { HttpClient } from './http-client';

const ApiContext = createContext<HttpClient | null>(null);

/** Makes the HTTP client available to query hooks; tests pass one over a stub fetch. */
export function ApiProvider({ client, children }: { client: HttpClient; children: ReactNode }) {
  return <ApiContext value={client}>{children}</ApiContext>;
}

export function useApi(): HttpClient {
  const client = use(ApiContext);
  if (!client) throw new Error('useApi needs an <ApiProvider>');
  return client;
}
