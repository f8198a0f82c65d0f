/**
 * One REST resource of spec 000 §7 (`path` and `path/{id}`) as the console reads and writes it:
 * its query keys, a page of its list, the infinite table's source, its item and its save. Each
 * module in src/api declares its resources once and names its calls and hooks from them:
 *
 *   const roles = restResource('roles', RoleSchema);
 *   export const roleKeys = { ...roles.keys, assignable: (...) => [...roles.keys.lists(), ...] };
 *   export const roleOptions = roles.itemOptions;
 *   export const useRole = roles.useItem;
 *   export const useRoleListSource = roles.useList;
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import { type FilterValues, type HttpClient, queryParamsOf } from './http-client';
import type { ItemRange, ListPage, ListSource } from './list';
import { type ResourceKeys, resourceKeys } from './query-keys';

export function restResource<S extends v.GenericSchema>(
  path: string,
  schema: S,
  /** The cache keys, when they are not named after the path (a report's rows, say). */
  keys: ResourceKeys = resourceKeys(path),
) {
  type Item = v.InferOutput<S>;

  /** GET path with a range, filters (several values comma separated) and a sort. */
  function fetchPage(
    client: HttpClient,
    filter: FilterValues,
    sort: string | undefined,
    range: ItemRange,
    signal?: AbortSignal,
  ): Promise<ListPage<Item>> {
    return client.getList(path, schema, {
      range,
      ...(sort ? { sort } : {}),
      params: queryParamsOf(filter),
      ...(signal ? { signal } : {}),
    });
  }

  /** The list for the infinite table, cached per filter and sort. */
  function listSource(client: HttpClient, filter: FilterValues, sort: string): ListSource<Item> {
    return {
      queryKey: keys.list({ filter, sort }),
      fetchPage: (range, signal) => fetchPage(client, filter, sort, range, signal),
    };
  }

  /** GET path/{id}, cached under the item's detail key. */
  function itemOptions(client: HttpClient, id: number) {
    return queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }): Promise<Item> => client.get(`${path}/${id}`, schema, { signal }),
    });
  }

  return {
    keys,
    fetchPage,
    listSource,
    itemOptions,

    /** The list source of a screen's filter and sort. */
    useList: (filter: FilterValues, sort: string): ListSource<Item> =>
      useListSource([filter, sort], (client) => listSource(client, filter, sort)),

    /** The item a route's loader has fetched (the screen suspends until it is there). */
    useItem: (id: number): Item => useSuspenseQuery(itemOptions(useApi(), id)).data,

    /** POST path (no id: a new item) or PUT path/{id}: answers the saved item. */
    async save(client: HttpClient, id: number | null | undefined, body: unknown): Promise<Item> {
      const isNew = id === undefined || id === null;
      const response = await client.request(isNew ? path : `${path}/${id}`, {
        method: isNew ? 'POST' : 'PUT',
        ...jsonBody(body),
      });
      return v.parse(schema, await response.json());
    },
  };
}

/**
 * A list source that stays the same object while `by` (its filter and sort) stays the same by
 * value: a new one makes the infinite table start over.
 */
export function useListSource<T>(by: unknown, source: (client: HttpClient) => ListSource<T>): ListSource<T> {
  const client = useApi();
  const key = JSON.stringify(by);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `by` by value.
  return useMemo(() => source(client), [client, key]);
}
