import { AUDIT_OBJECT_TYPE_LABELS, AUDIT_VALUE_LABELS } from '../../../domain/labels/audit';
import { yesNo } from '../../../domain/labels/label';
import type { AuditEntryJson } from '../../../domain/schemas/audit';
import { CodeLabel } from '../../kit/code-label';

type Catalogue = Readonly<Record<string, string>>;

/** The spec's request field: put/post/delete with info, and the difference or body. */
export function detailOf(entry: AuditEntryJson): {
  info: { id?: unknown; objecttype?: string } | null;
  detail: unknown;
} {
  const inner = Object.values(entry.request)[0] as Record<string, unknown> | undefined;
  if (!inner) return { info: null, detail: null };
  const { info, ...rest } = inner;
  return { info: (info as { id?: unknown; objecttype?: string } | null) ?? null, detail: rest };
}

const objectTypeCode = (entry: AuditEntryJson) => detailOf(entry).info?.objecttype ?? '';

/** The entry's object type by its Dutch name, its code in the title. */
export function ObjectType({ entry }: { entry: AuditEntryJson }) {
  return <CodeLabel labels={AUDIT_OBJECT_TYPE_LABELS} code={objectTypeCode(entry)} />;
}

/**
 * The catalogues of an object type's fields: a field's, by the last part of its dot path, or none
 * when it is not enumerated. Looked up once per entry, not once per value cell.
 */
export function fieldCataloguesOf(objectType: string | undefined): (path: string) => Catalogue | undefined {
  const fields = AUDIT_VALUE_LABELS[(objectType ?? '') as keyof typeof AUDIT_VALUE_LABELS];
  return (path) => {
    const field = path.slice(path.lastIndexOf('.') + 1);
    return fields && Object.hasOwn(fields, field) ? fields[field] : undefined;
  };
}

const isCodes = (value: unknown): value is string | string[] =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** A value as a person reads it: Ja/Nee, a code's label (the code in the title), nothing for null. */
export function AuditValue({ value, labels }: { value: unknown; labels?: Catalogue | undefined }) {
  if (labels && isCodes(value)) return <CodeLabel labels={labels} code={value} />;
  return <>{plainText(value)}</>;
}

function plainText(value: unknown): string {
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${plainText(item)}`)
      .join(', ');
  return String(value);
}
