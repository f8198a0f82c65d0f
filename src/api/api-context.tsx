import type { ReactNode } from 'react';
import { requiredContext, useRequired } from '../kit/required-context';
import type { HttpClient } from './http-client';

const apiContext = requiredContext<HttpClient>('useApi needs an <ApiProvider>');

/** Makes the HTTP client available to query hooks; tests pass one over a stub fetch. */
export function ApiProvider({ client, children }: { client: HttpClient; children: ReactNode }) {
  return <apiContext.Context value={client}>{children}</apiContext.Context>;
}

export function useApi(): HttpClient {
  return useRequired(apiContext);
}
