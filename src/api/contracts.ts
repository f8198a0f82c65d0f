/** GET schoolcontracts, contractbalances and contractspecifications (spec 001 §7). */
import { useMemo } from 'react';
import * as v from 'valibot';
import type {
  ContractBalance,
  ContractSpecification,
  SchoolContractRow,
} from '../../domain/schemas/contract';
import { useApi } from './api-context';
import type { HttpClient, QueryParams } from './http-client';
import type { ItemRange, ListSource } from './list';

const rowOf = <T>() => v.custom<T>((value) => typeof value === 'object' && value !== null);

function listSource<T>(
  client: HttpClient,
  path: string,
  params: QueryParams,
  sort: string | undefined,
): ListSource<T> {
  return {
    queryKey: [path, 'list', { params, sort }],
    fetchPage: (range: ItemRange, signal: AbortSignal) =>
      client.getList(path, rowOf<T>(), { range, params, signal, ...(sort ? { sort } : {}) }),
  };
}

function useListSource<T>(path: string, params: QueryParams, sort?: string): ListSource<T> {
  const client = useApi();
  const key = JSON.stringify([params, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for params and sort by value.
  return useMemo(() => listSource<T>(client, path, params, sort), [client, path, key]);
}

export const useSchoolContractSource = (params: QueryParams, sort: string) =>
  useListSource<SchoolContractRow>('schoolcontracts', params, sort);
export const useContractBalanceSource = (params: QueryParams) =>
  useListSource<ContractBalance>('contractbalances', params);
export const useContractSpecificationSource = (params: QueryParams, sort: string) =>
  useListSource<ContractSpecification>('contractspecifications', params, sort);

export { useListSource };
