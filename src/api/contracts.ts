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
import { type ResourceKeys, resourceKeys } from './query-keys';

/** The contract lists' keys, one factory per collection (each is its own resource). */
export const contractKeys = {
  schoolcontracts: resourceKeys('schoolcontracts'),
  contractbalances: resourceKeys('contractbalances'),
  contractspecifications: resourceKeys('contractspecifications'),
};

const rowOf = <T>() => v.custom<T>((value) => typeof value === 'object' && value !== null);

/** A collection read as plain pages; its API path is its keys' resource name. */
function listSource<T>(
  client: HttpClient,
  keys: ResourceKeys,
  params: QueryParams,
  sort: string | undefined,
): ListSource<T> {
  const [path] = keys.all;
  return {
    queryKey: keys.list({ params, sort }),
    fetchPage: (range: ItemRange, signal: AbortSignal) =>
      client.getList(path, rowOf<T>(), { range, params, signal, ...(sort ? { sort } : {}) }),
  };
}

function useListSource<T>(keys: ResourceKeys, params: QueryParams, sort?: string): ListSource<T> {
  const client = useApi();
  const key = JSON.stringify([params, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for params and sort by value.
  return useMemo(() => listSource<T>(client, keys, params, sort), [client, keys, key]);
}

export const useSchoolContractSource = (params: QueryParams, sort: string) =>
  useListSource<SchoolContractRow>(contractKeys.schoolcontracts, params, sort);
export const useContractBalanceSource = (params: QueryParams) =>
  useListSource<ContractBalance>(contractKeys.contractbalances, params);
export const useContractSpecificationSource = (params: QueryParams, sort: string) =>
  useListSource<ContractSpecification>(contractKeys.contractspecifications, params, sort);

export { useListSource };
