/** GET schoolcontracts, contractbalances and contractspecifications (spec 001 §7). */
import { useMemo } from 'react';
import type * as v from 'valibot';
import {
  ContractBalanceSchema,
  ContractSpecificationSchema,
  SchoolContractRowSchema,
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

/** A collection read as plain pages; its API path is its keys' resource name. */
function listSource<S extends v.GenericSchema>(
  client: HttpClient,
  keys: ResourceKeys,
  rowSchema: S,
  params: QueryParams,
  sort: string | undefined,
): ListSource<v.InferOutput<S>> {
  const [path] = keys.all;
  return {
    queryKey: keys.list({ params, sort }),
    fetchPage: (range: ItemRange, signal: AbortSignal) =>
      client.getList(path, rowSchema, { range, params, signal, ...(sort ? { sort } : {}) }),
  };
}

function useListSource<S extends v.GenericSchema>(
  keys: ResourceKeys,
  rowSchema: S,
  params: QueryParams,
  sort?: string,
): ListSource<v.InferOutput<S>> {
  const client = useApi();
  const key = JSON.stringify([params, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for params and sort by value.
  return useMemo(() => listSource(client, keys, rowSchema, params, sort), [client, keys, rowSchema, key]);
}

export const useSchoolContractSource = (params: QueryParams, sort: string) =>
  useListSource(contractKeys.schoolcontracts, SchoolContractRowSchema, params, sort);
export const useContractBalanceSource = (params: QueryParams) =>
  useListSource(contractKeys.contractbalances, ContractBalanceSchema, params);
export const useContractSpecificationSource = (params: QueryParams, sort: string) =>
  useListSource(contractKeys.contractspecifications, ContractSpecificationSchema, params, sort);

export { useListSource };
