/** The licence overview calls (spec 001 §7): tlinklicenseschooloverviews and tlinklicenses/statusOverview. */
import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import {
  type SchoolOverviewFilter,
  type SchoolOverviewRow,
  SchoolOverviewRowSchema,
  StatusOverviewRowSchema,
} from '../../domain/schemas/tlink-overviews';
import { useApi } from './api-context';
import { type HttpClient, queryParamsOf } from './http-client';
import type { ItemRange, ListSource } from './list';
import { resourceKeys } from './query-keys';

const overviews = resourceKeys('tlinklicenseoverviews');
/** The licence overviews' keys: counts made from TLinks, so a TLink write names them too. */
export const licenseOverviewKeys = {
  ...overviews,
  statusOverview: (params: object) => [...overviews.lists(), 'status', params] as const,
};

export const DEFAULT_SCHOOL_OVERVIEW_SORT = 'ASC-schoolName';

export function useSchoolOverviewSource(
  filter: Partial<SchoolOverviewFilter>,
  sort: string,
): ListSource<SchoolOverviewRow> {
  const client = useApi();
  const key = JSON.stringify([filter, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for filter and sort by value.
  return useMemo(
    () => ({
      queryKey: licenseOverviewKeys.list({ filter, sort }),
      fetchPage: (range: ItemRange, signal: AbortSignal) =>
        client.getList('tlinklicenseschooloverviews', SchoolOverviewRowSchema, {
          range,
          sort,
          params: queryParamsOf(filter),
          signal,
        }),
    }),
    [client, key],
  );
}

export function statusOverviewOptions(
  client: HttpClient,
  params: { fromDate: string; toDate: string; publisherId?: number | undefined },
) {
  return queryOptions({
    queryKey: licenseOverviewKeys.statusOverview(params),
    queryFn: ({ signal }) =>
      client.get('tlinklicenses/statusOverview', v.array(StatusOverviewRowSchema), {
        params: queryParamsOf(params),
        signal,
      }),
  });
}
