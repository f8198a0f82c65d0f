import { describe, expect, it } from 'vitest';
import { accountOptions } from '../api/account';
import { createQueryClient } from '../api/query-client';
import { account, json, stubApi } from '../test-support/stub-api';
import { clientLookup } from './client-lookup';

describe('clientLookup', () => {
  it('keeps an account found by id for its overview, so opening it does not ask the API again', async () => {
    const api = stubApi({ '/api/accounts/1234567': () => json(account(1234567)) });
    const queryClient = createQueryClient();
    const lookup = clientLookup(api.client, queryClient);

    const answer = await lookup({ path: 'accounts/1234567', list: false }, new AbortController().signal);
    expect(answer.kind).toBe('ok');
    const overview = await queryClient.ensureQueryData(accountOptions(api.client, 1234567));
    expect(overview.id).toBe(1234567);
    expect(api.requests).toHaveLength(1);
  });

  it('answers a missing item as not found and keeps nothing', async () => {
    const api = stubApi({});
    const queryClient = createQueryClient();
    const answer = await clientLookup(api.client, queryClient)(
      { path: 'accounts/99', list: false },
      new AbortController().signal,
    );
    expect(answer).toEqual({ kind: 'notFound' });
    expect(queryClient.getQueryData(accountOptions(api.client, 99).queryKey)).toBeUndefined();
  });
});
