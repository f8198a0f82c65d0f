/** The licence overview calls (spec 001 §7): tlinklicenseschooloverviews and tlinklicenses/statusOverview. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  SchoolOverviewFilterSchema,
  SchoolOverviewRowSchema,
  StatusOverviewRowSchema,
} from '../../domain/schemas/tlink-overviews';
import { type HttpClient, queryParamsOf } from './http-client';
import { resourceKeys } from './query-keys';
import { restResource } from './resource';

const overviews = resourceKeys('tlinklicenseoverviews');
/** The licence overviews' keys: counts made from TLinks, so a TLink write names them too. */
export const licenseOverviewKeys = {
  ...overviews,
  statusOverview: (params: object) => [...overviews.lists(), 'status', params] as const,
};

export const DEFAULT_SCHOOL_OVERVIEW_SORT = 'ASC-schoolName';

const schoolOverviews = restResource('tlinklicenseschooloverviews', {
  item: SchoolOverviewRowSchema,
  filter: SchoolOverviewFilterSchema,
  keys: overviews,
});
export const useSchoolOverviewSource = schoolOverviews.useList;

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
