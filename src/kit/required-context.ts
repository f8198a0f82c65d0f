import { type Context, createContext, use } from 'react';

/**
 * A context that only its provider gives. Read outside the provider, the component tree is wrong,
 * so `useRequired` throws `missing` (naming the hook and the provider) instead of handing out null.
 *
 *   const apiContext = requiredContext<HttpClient>('useApi needs an <ApiProvider>');
 *   <apiContext.Context value={client}>{children}</apiContext.Context>
 *   export function useApi(): HttpClient { return useRequired(apiContext); }
 */
type RequiredContext<T> = { Context: Context<T | null>; missing: string };

export function requiredContext<T>(missing: string): RequiredContext<T> {
  return { Context: createContext<T | null>(null), missing };
}

export function useRequired<T>({ Context, missing }: RequiredContext<T>): T {
  const value = use(Context);
  if (value === null) throw new Error(missing);
  return value;
}
