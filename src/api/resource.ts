/**
 * One REST resource of spec 000 §7 (`path` and `path/{id}`) as the console reads and writes it:
 * its query keys, a page of its list, the infinite table's source, its item and its save. Each
 * module in src/api declares its resources once and names its calls and hooks from them:
 *
 *   const roles = restResource('roles', { item: RoleSchema, filter: RoleListFilterSchema, body: RoleBodySchema });
 *   export const roleKeys = { ...roles.keys, assignable: (...) => [...roles.keys.lists(), ...] };
 *   export const roleOptions = roles.itemOptions;
 *   export const useRole = roles.useItem;
 *   export const useRoleListSource = roles.useList;
 *
 * The schemas type the calls (decision 540): a list takes the filter its route's declaration
 * parses with the same domain schema, and a save the body the server validates, so a filter or a
 * field the server does not read fails `tsc`, not a request. One way each (decision 613): the reply
 * schema (`item`) parses every answer at run time; the request schemas (`filter`, `body`) are the
 * domain's own constants, read for their types only, so nothing here builds a schema to get a type
 * (a save taking either of two bodies names both: `body: [CreateSchema, UpdateSchema]`).
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import { type FilterValues, type HttpClient, type QueryValue, queryParamsOf } from './http-client';
import type { ItemRange, ListPage, ListSource } from './list';
import { type ResourceKeys, resourceKeys } from './query-keys';

/** A list's filter schema: an object of query values, as `defineListFilters` and the server read it. */
type FilterSchema = v.GenericSchema<Record<string, unknown>, FilterValues>;

/** A filter value as the calls take it: a list may be read-only. */
type ValueOf<V> = V extends readonly (infer E extends QueryValue)[] ? readonly E[] : V;
/** A filter with only the keys that are set, as a list declaration's `query` gives it. */
type FilterOf<T> = { readonly [K in keyof T]?: ValueOf<T[K]> };

type ResourceSchemas<S, F, B> = {
  /** The item as GET path, GET path/{id} and a save answer it. */
  item: S;
  /** The list's filter, the domain schema the server's route parses. */
  filter: F;
  /**
   * The save's body, the domain schema the server validates (or the schemas, when a new item and a
   * changed one differ); without one the resource has no save.
   */
  body?: B | readonly B[];
  /** The cache keys, when they are not named after the path (a report's rows, say). */
  keys?: ResourceKeys;
};

export function restResource<
  S extends v.GenericSchema,
  F extends FilterSchema,
  B extends v.GenericSchema = v.GenericSchema<never, never>,
>(path: string, { item: schema, keys = resourceKeys(path) }: ResourceSchemas<S, F, B>) {
  type Item = v.InferOutput<S>;
  type Filter = FilterOf<v.InferOutput<F>>;
  type Body = v.InferInput<B>;

  /** GET path with a range, filters (several values comma separated) and a sort. */
  function fetchPage(
    client: HttpClient,
    filter: Filter,
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
  function listSource(client: HttpClient, filter: Filter, sort: string): ListSource<Item> {
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
    useList: (filter: Filter, sort: string): ListSource<Item> =>
      useListSource([filter, sort], (client) => listSource(client, filter, sort)),

    /** The item a route's loader has fetched (the screen suspends until it is there). */
    useItem: (id: number): Item => useSuspenseQuery(itemOptions(useApi(), id)).data,

    /** POST path (no id: a new item) or PUT path/{id}: answers the saved item. */
    async save(client: HttpClient, id: number | null | undefined, body: Body): Promise<Item> {
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
