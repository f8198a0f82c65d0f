import * as v from 'valibot';
import { AuditLogFilterSchema } from '../../../domain/schemas/audit';
import type { AuditQuery } from '../../api/audit';

const FIELDS = ['email', 'name', 'requestType', 'startDate', 'endDate'] as const;

/**
 * The /audit URL search params, validated field by field with the API's own schema
 * (domain/schemas/audit.ts): an invalid value (a date not in dd-MM-yyyy) is dropped, not fatal.
 */
export function validateAuditSearch(raw: Record<string, unknown>): AuditQuery {
  const result: AuditQuery = {};
  for (const field of FIELDS) {
    const value = raw[field];
    if (typeof value !== 'string' || value.trim() === '') {
      result[field] = undefined;
      continue;
    }
    const parsed = v.safeParse(AuditLogFilterSchema.entries[field], value);
    result[field] = parsed.success ? String(parsed.output) : undefined;
  }
  return result;
}

/** The first Dutch problem of a filter draft, by field; empty when fine. */
export function auditDraftErrors(
  draft: Record<(typeof FIELDS)[number], string>,
): Partial<Record<(typeof FIELDS)[number], string>> {
  const errors: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const field of FIELDS) {
    const value = draft[field].trim();
    if (!value) continue;
    const parsed = v.safeParse(AuditLogFilterSchema.entries[field], value);
    if (!parsed.success) errors[field] = parsed.issues[0]?.message ?? 'Veld is niet geldig';
  }
  return errors;
}
