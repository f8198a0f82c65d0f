/** The licence overview calls (spec 001 §7): tlinklicenseschooloverviews and tlinklicenses/statusOverview. */
import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import type {
  SchoolOverviewFilter,
  SchoolOverviewRow,
  StatusOverviewRow,
} from '../../domain/schemas/tlink-overviews';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import type { ItemRange, ListSource } from './list';
import { resourceKeys } from './query-keys';
import { queryParamsOf } from './tlinks';

const overviews = resourceKeys('tlinklicenseoverviews');
/** The licence overviews' keys: counts made from TLinks, so a TLink write names them too. */
export const licenseOverviewKeys = {
  ...overviews,
  statusOverview: (params: object) => [...overviews.lists(), 'status', params] as const,
};

const SchoolRowSchema = v.object({
  schoolId: v.nullable(v.number()),
  schoolName: v.nullable(v.string()),
  brin: v.nullable(v.string()),
  distributorId: v.nullable(v.number()),
  distributorName: v.nullable(v.string()),
  productId: v.number(),
  productTitle: v.string(),
  productEan: v.string(),
  available: v.number(),
  active: v.number(),
  service: v.number(),
  total: v.number(),
}) as v.GenericSchema<SchoolOverviewRow>;

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
        client.getList('tlinklicenseschooloverviews', SchoolRowSchema, {
          range,
          sort,
          params: queryParamsOf(filter),
          signal,
        }),
    }),
    [client, key],
  );
}

const StatusRowSchema = v.array(
  v.object({
    productId: v.number(),
    productTitle: v.string(),
    productEan: v.string(),
    available: v.number(),
    active: v.number(),
    inactive: v.number(),
    publisherName: v.string(),
  }),
) as v.GenericSchema<StatusOverviewRow[]>;

export function statusOverviewOptions(
  client: HttpClient,
  params: { fromDate: string; toDate: string; publisherId?: number | undefined },
) {
  return queryOptions({
    queryKey: licenseOverviewKeys.statusOverview(params),
    queryFn: ({ signal }) =>
      client.get('tlinklicenses/statusOverview', StatusRowSchema, { params: queryParamsOf(params), signal }),
  });
}
