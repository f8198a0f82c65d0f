import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import type { AuditEntryJson } from '../../domain/schemas/audit';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import { resourceKeys } from './query-keys';

export const auditKeys = resourceKeys('auditlog');

const AuditEntrySchema = v.object({
  id: v.number(),
  requested_on: v.string(),
  signed_in_on: v.nullable(v.string()),
  account_name: v.string(),
  request_type: v.string(),
  request: v.record(v.string(), v.unknown()),
  auth_role: v.object({ rechten: v.array(v.string()) }),
  warning: v.nullable(v.string()),
  url: v.string(),
}) satisfies v.GenericSchema<AuditEntryJson>;

/** The filters the console sends to es/auditlog (amount is added per request). */
export type AuditQuery = {
  email?: string | undefined;
  name?: string | undefined;
  requestType?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

/** GET es/auditlog?amount&name&email&requestType&startDate&endDate (spec 000 §7). */
export function auditLogOptions(client: HttpClient, filter: AuditQuery, amount: number) {
  return queryOptions({
    queryKey: auditKeys.list({ filter, amount }),
    queryFn: ({ signal }) =>
      client.getList('es/auditlog', AuditEntrySchema, {
        range: { start: 0, end: amount - 1 },
        params: { ...filter, amount },
        signal,
      }),
  });
}

export function useAuditLog(filter: AuditQuery, amount: number) {
  return useQuery({ ...auditLogOptions(useApi(), filter, amount), placeholderData: keepPreviousData });
}
