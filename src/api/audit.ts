import { useMemo } from 'react';
import {
  AUDIT_DEFAULT_AMOUNT,
  AUDIT_STEP,
  type AuditEntryJson,
  AuditEntrySchema,
} from '../../domain/schemas/audit';
import { useApi } from './api-context';
import type { ListSource } from './list';
import { resourceKeys } from './query-keys';

export const auditKeys = resourceKeys('auditlog');

/** The filters the console sends to es/auditlog. */
export type AuditQuery = {
  email?: string | undefined;
  name?: string | undefined;
  requestType?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

/**
 * GET es/auditlog (spec 000 §7) as a list: 20 rows first, 10 more per 'Meer' (spec 000 §9),
 * asked with a Range header; a new filter is a new list and starts at 20 again.
 */
export function useAuditLogSource(filter: AuditQuery): ListSource<AuditEntryJson> {
  const client = useApi();
  const key = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filter by value.
  return useMemo(
    () => ({
      queryKey: auditKeys.list({ filter }),
      pageSizes: { first: AUDIT_DEFAULT_AMOUNT, next: AUDIT_STEP },
      fetchPage: (range, signal) =>
        client.getList('es/auditlog', AuditEntrySchema, { range, params: { ...filter }, signal }),
    }),
    [client, key],
  );
}
