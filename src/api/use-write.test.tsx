// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { closeSupportEntryCall } from '../../domain/api-calls';
import { useActionApi } from '../kit/use-action-api';
import { account, json, type StubHandler, stubApi } from '../test-support/stub-api';
import { accountKeys } from './accounts';
import { useSaveAccount } from './accounts-write';
import { administratorKeys } from './administrators';
import { ApiProvider } from './api-context';
import { ApiError } from './api-error';
import { licenseMessageKeys, useRetryAllLicenseMessages } from './eck';
import { useImportProducts } from './product-import';
import { productKeys } from './products';
import { roleKeys, useSaveRole } from './roles';
import { supportEntryKeys } from './support-entries';

const ACCOUNT_LIST = accountKeys.list({ filter: {}, sort: 'DESC-updatedAt' });
const PRODUCT_LIST = productKeys.list({ filter: {}, sort: 'ASC-title' });
const MESSAGE_LIST = licenseMessageKeys.list({ showFailedOnly: false });
const SEEDED: readonly QueryKey[] = [
  accountKeys.detail(7),
  accountKeys.detail(8),
  ACCOUNT_LIST,
  productKeys.detail(3),
  PRODUCT_LIST,
  roleKeys.detail(4),
  roleKeys.detail(5),
  administratorKeys.me(),
  supportEntryKeys.ofAccount(7),
  MESSAGE_LIST,
];

/** A cache with every SEEDED key fresh, and hooks rendered over a stub API answering `handlers`. */
function setup(handlers: Record<string, StubHandler>) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const key of SEEDED) queryClient.setQueryData(key, { seeded: true });
  const api = stubApi(handlers);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api.client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const stale = () => SEEDED.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { queryClient, wrapper, stale };
}

const role = { naam: 'Support', rechten: [], uitgever: null, isKiesbaar: true, isBasisRol: false };

describe('a write refreshes what it changed, nothing else', () => {
  it('after a save of account 7: its detail and the account lists; not account 8, not products', async () => {
    const { wrapper, stale } = setup({ '/api/accounts/7': () => json(account(7)) });
    const { result } = renderHook(() => useSaveAccount(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 7, email: 'gebruiker7@school.test' } as never));
    expect(stale()).toEqual([accountKeys.detail(7), ACCOUNT_LIST]);
  });

  it('after a save of role 4: the role and its lists, and the signed-in administrator (their rights)', async () => {
    const saved = { ...role, id: 4, createdAt: '2024-01-01T00:00:00Z', updatedAt: '2024-01-02T00:00:00Z' };
    const { wrapper, stale } = setup({ '/api/roles/4': () => json(saved) });
    const { result } = renderHook(() => useSaveRole(4), { wrapper });
    await act(() =>
      result.current.mutateAsync({ naam: 'Support', rechten: [], uitgever: null, isKiesbaar: true }),
    );
    expect(stale()).toEqual([roleKeys.detail(4), administratorKeys.me()]);
  });

  it('a failed save refreshes nothing and rejects with the ApiError for the form', async () => {
    const { wrapper, stale } = setup({
      '/api/accounts/7': () => json({ message: 'E-mail is al in gebruik.' }, { status: 400 }),
    });
    const { result } = renderHook(() => useSaveAccount(), { wrapper });
    const failure = await act(() => result.current.mutateAsync({ id: 7 } as never).catch((error) => error));
    expect(failure).toBeInstanceOf(ApiError);
    expect(stale()).toEqual([]);
  });

  it('a product import that changed products refreshes the product lists and items, not accounts', async () => {
    const answer = { failed: [], added: ['9789000000318'], updated: [], unchanged: [], applied: true };
    const { wrapper, stale } = setup({ '/api/products/actions/import': () => json(answer) });
    const { result } = renderHook(() => useImportProducts(), { wrapper });
    await act(() => result.current.mutateAsync({ delimiter: ';', producten: 'ean;title\n1;x' }));
    expect(stale()).toEqual([productKeys.detail(3), PRODUCT_LIST]);
  });

  it("a command's call refreshes the resources it names: closing a ticket, not accounts or products", async () => {
    const closed = {
      id: 1,
      key: 'SUP-1',
      account: 7,
      subject: 'Inloggen lukt niet',
      status: 'closed',
      createdAt: '2026-01-05T09:00:00.000Z',
      updatedAt: '2026-01-06T09:00:00.000Z',
      closedAt: '2026-01-06T09:00:00.000Z',
    };
    const { wrapper, stale } = setup({ '/api/supportentries': () => json(closed) });
    const { result } = renderHook(() => useActionApi(), { wrapper });
    await act(() => result.current.call(closeSupportEntryCall('SUP-1'), [{ resource: 'supportEntries' }]));
    expect(stale()).toEqual([supportEntryKeys.ofAccount(7)]);
  });

  it('a refused write refreshes what its failureChanges name, and only that', async () => {
    const { wrapper, stale } = setup({
      '/api/generatelicensemessages/actions/retryall': () => json({ message: 'Kapot' }, { status: 500 }),
    });
    const { result } = renderHook(() => useRetryAllLicenseMessages(), { wrapper });
    const failure = await act(() => result.current.mutateAsync(undefined).catch((error) => error));
    expect(failure).toBeInstanceOf(ApiError);
    expect(stale()).toEqual([MESSAGE_LIST]);
  });
});
