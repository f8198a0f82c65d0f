/** GET schoolyears (spec 001 §7): every school year, newest first. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { type SchoolYear, SchoolYearSchema } from '../../domain/schemas/school-year';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import { resourceKeys } from './query-keys';

export const schoolYearKeys = resourceKeys('schoolyears');

export function schoolYearsOptions(client: HttpClient) {
  return queryOptions({
    queryKey: schoolYearKeys.lists(),
    queryFn: async ({ signal }) =>
      (await client.getList('schoolyears', SchoolYearSchema, { range: { start: 0, end: 99 }, signal })).items,
    staleTime: 60 * 60 * 1000,
  });
}

export function useSchoolYears(): SchoolYear[] {
  return useSuspenseQuery(schoolYearsOptions(useApi())).data;
}
